import type { Db } from '../../db/connect.js';
import type { IntakeForm } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { EnvelopeError, EnvelopeKeyError, readEncrypted, type BlobStorage } from '../../storage/index.js';
import { formsNotConfigured, type FormsKeys } from './secrets.js';

const SEALED_PDF_KEY_MISSING =
  'The sealed PDF of this form was encrypted under a forms key this server does not hold. An operator must add that key to FORMS_ENCRYPTION_KEY_PREVIOUS.';
const SEALED_PDF_DAMAGED =
  'The sealed PDF of this form is damaged in storage and cannot be served. An operator can restore it from a backup.';

/**
 * The sealed PDF exactly as it was signed: stored encrypted (storage/envelope.ts), decrypted here for a
 * reader the route has already let in, and authenticated whole before a byte is answered — a damaged
 * file is a 500 with a sentence, never a partial PDF sent as a success.
 */
export async function sealedPdfBytes(
  ctx: { db: Db; storage: BlobStorage; keys: FormsKeys | null; log?: { error(obj: object, msg: string): void } },
  form: Pick<IntakeForm, 'id' | 'sealed_sha256'>,
): Promise<Buffer> {
  if (!form.sealed_sha256) throw notFound('This form is not signed yet, so it has no sealed PDF.');
  if (!ctx.keys) throw formsNotConfigured();
  const blob = await ctx.db
    .selectFrom('blob')
    .select(['storage_key'])
    .where('sha256', '=', form.sealed_sha256)
    .executeTakeFirstOrThrow();
  try {
    return await readEncrypted(ctx.storage, blob.storage_key, [ctx.keys.current, ...ctx.keys.previous]);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    ctx.log?.error({ form_id: form.id, blob: blob.storage_key, reason: error.message }, 'sealed PDF fails decryption');
    throw new HttpError(500, error instanceof EnvelopeKeyError ? SEALED_PDF_KEY_MISSING : SEALED_PDF_DAMAGED);
  }
}
