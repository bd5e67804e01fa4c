import { Readable } from 'node:stream';
import sharp from 'sharp';
import { badRequest, conflict, invalidFields } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { putEncrypted, type BlobStorage, type StoredBlob } from '../../storage/index.js';
import { inTransaction } from '../../db/transaction.js';
import { referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';
import { logos } from '../images/logos.js';
import { notify } from '../notifications/notifications.js';
import { fillableForm, reviewersToNotify, type FormActor } from './access.js';
import { formSeal } from './certificate.js';
import { checkAnswers, fieldsOf } from './fields.js';
import type { IntakeForm } from '../../db/schema.js';
import type { RequestSource } from '../../policy/actor.js';
import type { ServiceContext } from '../context.js';
import {
  auditForm,
  CONSENT_TEXT,
  detailsOf,
  formEvents,
  formLink,
  recordEvent,
  SIGNED_ALREADY,
  STALE_VERSION,
  type FormDetails,
  type FormEvent,
} from './forms.js';
import { canonicalJson, sealPdf, sha256Hex } from './seal.js';
import { formsNotConfigured, openAnswers } from './secrets.js';
import { checkSignaturePng } from './signature.js';
import { sectionsOf, templateVersion } from './templates.js';
import { memberNames } from '../members/names.js';

export interface SignInput {
  consent: boolean;
  signature: Buffer | null;
  /** A carrier PDF form with places for initials: the signer's initials (PNG), made once. */
  initials?: Buffer | null;
}

/** The company logo as PNG for the PDF (read from the blob store like every stored image), or null. */
async function logoPng(
  ctx: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  companyId: string,
): Promise<{ name: string; png: Buffer | null }> {
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
 * Signs and seals as one unit, each step once, in this order: load, check, decrypt, build and sign the
 * PDF, store, record and notify, answer. Everything that can fail or take time comes before the one
 * transaction that marks the form signed together with its blob references — a crash before it leaves
 * the form unsigned and signable again (the stored bytes are swept as orphans at the next start), a
 * crash after it leaves a signed form whose PDF is already stored. The answer is built from what is at
 * hand (nothing is read or decrypted twice).
 */
export async function signForm(
  ctx: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  actor: FormActor,
  formId: string,
  input: SignInput,
  meta: RequestSource,
): Promise<FormDetails> {
  // Load: the form and the signer's rights on it, its template version, the people it names, its events.
  const keys = ctx.config.formsKeys;
  if (!keys) throw formsNotConfigured();
  const { form, rights } = await fillableForm(ctx.db, actor, formId);

  // Check: not signed yet, consent given, a real signature drawn.
  if (form.status === 'signed') throw conflict(SIGNED_ALREADY);
  if (!input.consent) throw badRequest('Tick the box to agree to sign electronically, then sign.');
  await checkSignaturePng(input.signature);
  const signaturePng = input.signature!;
  const version = await templateVersion(ctx.db, form.template_version_id);
  const sections = sectionsOf(version);

  // Decrypt (once), and check the answers are complete.
  const answers = openAnswers(keys, form.id, fieldsOf(sections), form.answers);
  const { errors } = checkAnswers(sections, answers, true);
  if (errors.length > 0)
    throw invalidFields(
      `Some answers are missing or invalid (${errors.map((e) => e.field).join(', ')}). Complete them, then sign.`,
      errors,
    );

  // Build and sign the PDF.
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
  const signedEvent: FormEvent = {
    kind: 'signed',
    at: signedAt,
    actor_name: signer.full_name,
    ip: meta.ip,
    user_agent: meta.userAgent,
  };
  const events = [...(await formEvents(ctx.db, form.id)), signedEvent];
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
      events: events.map((e) => ({ kind: e.kind, at: e.at, actor: e.actor_name, ip: e.ip, userAgent: e.user_agent })),
      certificateSubject: seal.subject,
    },
    seal,
  );
  const pdfSha = sha256Hex(pdf);

  // Store: the signature image, and the PDF encrypted (it prints every answer; a data key of its own,
  // wrapped by the forms key).
  const storedSignature = await put(ctx.storage, signaturePng);
  const storedPdf = await putEncrypted(ctx.storage, Readable.from([pdf]), keys.current, pdf.length);

  // Record and notify, in one transaction: the form signed, its blobs referenced, its event, the audit
  // row, a notification to each reviewer.
  const signedForm: IntakeForm = {
    ...form,
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
  };
  const refused = await withBlobLock(storedPdf.sha256, () =>
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
            status: signedForm.status,
            signed_at: signedForm.signed_at,
            signer_name: signedForm.signer_name,
            signer_email: signedForm.signer_email,
            consent_text: signedForm.consent_text,
            signature_sha256: signedForm.signature_sha256,
            sealed_sha256: signedForm.sealed_sha256,
            sealed_pdf_sha256: signedForm.sealed_pdf_sha256,
            data_sha256: signedForm.data_sha256,
            updated_at: signedForm.updated_at,
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
  if (refused) throw conflict(refused === STALE_VERSION ? `${STALE_VERSION} Nothing was signed.` : SIGNED_ALREADY);

  // Answer the signer: the signed form, from what is at hand.
  return detailsOf(signedForm, rights, { version, names, plain: answers, events });
}
