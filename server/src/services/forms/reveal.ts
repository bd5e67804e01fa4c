import type { Db } from '../../db/connect.js';
import type { IntakeForm } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { BlobStorage } from '../../storage/index.js';
import type { Throttle } from '../../lib/throttle/index.js';
import { recordAudit } from '../audit/index.js';
import { visibleForm, type FormActor } from './access.js';
import { fieldsOf } from './fields.js';
import { sealedPdfBytes } from './sealed-file.js';
import { formsNotConfigured, openAnswers, type FormsKeys } from './secrets.js';
import { sectionsOf, templateVersion } from './templates.js';

export interface RevealContext {
  db: Db;
  keys: FormsKeys | null;
  throttle: Throttle;
}

const REVEAL_REFUSED = 'You can review this form, but not read its sensitive answers in full.';

/**
 * One sensitive answer in full, for whoever the policy table lets reveal it (`revealFormField`): a form
 * one cannot see is 404, one that may be seen but not revealed 403. Every reveal counts against the
 * member's throttle (`revealPerMember`, 429 with Retry-After) and is written to the audit trail — who,
 * when, which form and field, never the value.
 */
export async function revealAnswer(
  ctx: RevealContext,
  actor: FormActor,
  formId: string,
  fieldKey: string,
): Promise<{ field: string; value: string | null }> {
  if (!ctx.keys) throw formsNotConfigured();
  const { form, rights } = await visibleForm(ctx.db, actor, formId);
  if (!rights.reveal) throw forbidden(REVEAL_REFUSED);
  const fields = fieldsOf(sectionsOf(await templateVersion(ctx.db, form.template_version_id)));
  const field = fields.find((f) => f.key === fieldKey);
  if (!field || field.kind !== 'sensitive')
    throw badRequest(`This form has no sensitive field ${JSON.stringify(fieldKey)}; only sensitive answers are revealed.`);
  await ctx.throttle.take('revealPerMember', actor.membershipId);
  const value = openAnswers(ctx.keys, form.id, [field], form.answers)[field.key];
  await recordAudit(
    { db: ctx.db },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action: 'form.field_revealed',
      target: { type: 'form', id: form.id, name: form.title },
      detail: { field: field.key, label: field.label },
      source: actor.source,
    },
  );
  return { field: field.key, value: typeof value === 'string' ? value : null };
}

/**
 * The sealed PDF prints every answer in full, so reading it is a reveal: a reviewer needs
 * `revealFormField` (others get 403 and review the masked answers), each read counts against the same
 * throttle as a single answer and is written to the audit trail (who, when, which form). The signer reads
 * their own record freely: nothing in it is hidden from them.
 */
export async function readSealedPdf(
  ctx: RevealContext & { storage: BlobStorage; log?: { error(obj: object, msg: string): void } },
  actor: FormActor,
  formId: string,
): Promise<{ form: IntakeForm; pdf: Buffer }> {
  const { form, rights } = await visibleForm(ctx.db, actor, formId);
  if (!rights.reveal) throw forbidden(REVEAL_REFUSED);
  if (!form.sealed_sha256) throw notFound('This form is not signed yet, so it has no sealed PDF.');
  const signer = rights.fill;
  if (!signer) await ctx.throttle.take('revealPerMember', actor.membershipId);
  const pdf = await sealedPdfBytes(ctx, form);
  if (!signer)
    await recordAudit(
      { db: ctx.db },
      {
        companyId: actor.companyId,
        actorId: actor.membershipId,
        action: 'form.sealed_pdf_read',
        target: { type: 'form', id: form.id, name: form.title },
        detail: { sealed_sha256: form.sealed_pdf_sha256 },
        source: actor.source,
      },
    );
  return { form, pdf };
}
