import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { badRequest, conflict, invalidFields } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { putEncrypted, type BlobStorage, type StoredBlob } from '../../storage/index.js';
import { inTransaction } from '../../db/transaction.js';
import { referenceStoredBlob, withBlobLock } from '../content/blobs.js';
import { logos } from '../images/logos.js';
import { notify } from '../notifications/notifications.js';
import { fillableForm, reviewersToNotify, visibleForm, type FormActor } from './access.js';
import { formSeal } from './certificate.js';
import { checkAnswers, fieldsOf } from './fields.js';
import {
  auditForm,
  CONSENT_TEXT,
  formDetails,
  formEvents,
  formLink,
  recordEvent,
  SIGNED_ALREADY,
  STALE_VERSION,
  type FormDetails,
  type RequestMeta,
} from './forms.js';
import { canonicalJson, sealPdf, sha256Hex } from './seal.js';
import { formsNotConfigured, openAnswers } from './secrets.js';
import { checkSignaturePng } from './signature.js';
import { sectionsOf, templateVersion } from './templates.js';
import { memberNames } from '../members/names.js';

export interface SignInput {
  consent: boolean;
  signature: Buffer | null;
}

export interface FormsContext {
  db: Db;
  storage: BlobStorage;
  config: Pick<Config, 'formsKeys' | 'formsSigning'>;
}

/** The company logo as PNG for the PDF (read from the blob store like every stored image), or null. */
async function logoPng(ctx: FormsContext, companyId: string): Promise<{ name: string; png: Buffer | null }> {
  const company = await ctx.db
    .selectFrom('company')
    .select(['name', 'logo'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const bytes = await logos.bytes(ctx, company.logo);
  return { name: company.name, png: bytes ? await sharp(bytes).png().toBuffer() : null };
}

const put = (storage: BlobStorage, bytes: Buffer): Promise<StoredBlob> =>
  storage.put(Readable.from([bytes]), { maxBytes: bytes.length });

/**
 * Signs and seals as one unit. Everything that can fail or take time happens first: checks, the PDF and
 * its digital signature, and storing the signature image and the PDF (durable; the PDF encrypted). Only
 * then one transaction marks the form signed together with its blob references — a crash before it
 * leaves the form unsigned and signable again (the stored bytes are swept as orphans at the next
 * start), a crash after it leaves a signed form whose PDF is already stored.
 */
export async function signForm(
  ctx: FormsContext,
  actor: FormActor,
  formId: string,
  input: SignInput,
  meta: RequestMeta,
): Promise<FormDetails> {
  const keys = ctx.config.formsKeys;
  if (!keys) throw formsNotConfigured();
  const form = await fillableForm(ctx.db, actor, formId);
  if (form.status === 'signed') throw conflict(SIGNED_ALREADY);
  if (!input.consent) throw badRequest('Tick the box to agree to sign electronically, then sign.');
  await checkSignaturePng(input.signature);
  const signaturePng = input.signature!;

  const version = await templateVersion(ctx.db, form.template_version_id);
  const sections = sectionsOf(version);
  const answers = openAnswers(keys, form.id, fieldsOf(sections), form.answers);
  const { errors } = checkAnswers(sections, answers, true);
  if (errors.length > 0)
    throw invalidFields(
      `Some answers are missing or invalid (${errors.map((e) => e.field).join(', ')}). Complete them, then sign.`,
      errors,
    );

  const seal = formSeal(ctx.config.formsSigning);
  const names = await memberNames(ctx.db, [form.owner_id, form.shared_by_id]);
  const signer = names.get(form.owner_id)!;
  const sender = form.shared_by_id ? (names.get(form.shared_by_id) ?? null) : null;
  const signedAt = nowIso();
  const signatureSha = sha256Hex(signaturePng);
  const dataSha = sha256Hex(
    canonicalJson({
      form_id: form.id,
      template_version_id: version.id,
      answers,
      signer: { name: signer.full_name, email: signer.email },
      signed_at: signedAt,
      consent_text: CONSENT_TEXT,
      signature_sha256: signatureSha,
    }),
  );
  const events = [
    ...(await formEvents(ctx.db, form.id)).map((e) => ({
      kind: e.kind,
      at: e.at,
      actor: e.actor_name,
      ip: e.ip,
      userAgent: e.user_agent,
    })),
    { kind: 'signed', at: signedAt, actor: signer.full_name, ip: meta.ip, userAgent: meta.userAgent },
  ];
  const company = await logoPng(ctx, form.company_id);
  const pdf = await sealPdf(
    {
      companyName: company.name,
      logoPng: company.png,
      formId: form.id,
      title: form.title,
      templateVersionId: version.id,
      templateVersionNumber: Number(version.number),
      sections,
      answers,
      signaturePng,
      signer: { name: signer.full_name, email: signer.email },
      sender: sender ? { name: sender.full_name, email: sender.email } : null,
      signedAt,
      consentText: CONSENT_TEXT,
      dataSha256: dataSha,
      events,
      certificateSubject: seal.subject,
    },
    seal,
  );

  const storedSignature = await put(ctx.storage, signaturePng);
  // The PDF prints every answer: it is stored encrypted (a data key of its own, wrapped by the forms key).
  const storedPdf = await putEncrypted(ctx.storage, Readable.from([pdf]), keys.current, pdf.length);
  const pdfSha = sha256Hex(pdf);
  const signed = await withBlobLock(storedPdf.sha256, () =>
    withBlobLock(storedSignature.sha256, () =>
      inTransaction(ctx.db, async (trx) => {
        const current = await trx
          .selectFrom('intake_form')
          .select(['status', 'version'])
          .where('id', '=', form.id)
          .executeTakeFirstOrThrow();
        if (current.status !== 'draft') return SIGNED_ALREADY;
        if (Number(current.version) !== Number(form.version)) return STALE_VERSION;
        await referenceStoredBlob(trx, storedSignature, 'image/png');
        await referenceStoredBlob(trx, storedPdf, 'application/pdf');
        const done = await trx
          .updateTable('intake_form')
          .set({
            status: 'signed',
            signed_at: signedAt,
            signer_name: signer.full_name,
            signer_email: signer.email,
            consent_text: CONSENT_TEXT,
            signature_sha256: storedSignature.sha256,
            sealed_sha256: storedPdf.sha256,
            sealed_pdf_sha256: pdfSha,
            data_sha256: dataSha,
            updated_at: signedAt,
          })
          .where('id', '=', form.id)
          .where('status', '=', 'draft')
          .where('version', '=', form.version)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return SIGNED_ALREADY;
        await recordEvent(trx, form.id, 'signed', actor.membershipId, meta, signedAt);
        await auditForm(trx, actor, 'form.signed', form.id, form.title, {
          template_version_id: version.id,
          sealed_sha256: pdfSha,
        });
        for (const reviewer of await reviewersToNotify(trx, form)) {
          await notify(trx, {
            membershipId: reviewer,
            type: 'intake_form_signed',
            title: `${signer.full_name} signed “${form.title}”`,
            body: 'The sealed PDF is ready to review.',
            link: formLink(form.id),
          });
        }
        return null;
      }),
    ),
  );
  if (signed) throw conflict(signed === STALE_VERSION ? `${STALE_VERSION} Nothing was signed.` : SIGNED_ALREADY);
  const { form: fresh, rights } = await visibleForm(ctx.db, actor, formId);
  return formDetails(ctx.db, keys, fresh, rights);
}
