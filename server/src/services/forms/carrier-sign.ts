import { Readable } from 'node:stream';
import type { RequestSource } from '../../policy/actor.js';
import { inTransaction } from '../../db/transaction.js';
import type { IntakeForm } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { putEncrypted, type BlobStorage, type StoredBlob } from '../../storage/index.js';
import type { FormParty } from '../../contract/form-fields.js';
import { referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';
import { memberNames } from '../members/names.js';
import { notify } from '../notifications/notifications.js';
import { reviewersToNotify, visibleForm, type FormActor } from './access.js';
import { buildCarrierPdf } from './carrier-pdf.js';
import { incomplete, marksOf, missingFor, partyOf, pdfFieldsOf, requireTurn, signsLast, type CarrierMark } from './carrier.js';
import { formSeal } from './certificate.js';
import { fieldsOf } from './fields.js';
import { auditForm, CONSENT_TEXT, formDetails, formEvents, formLink, recordEvent, type FormDetails } from './forms.js';
import { carrierPdfBytes } from './pdf-templates.js';
import { canonicalJson, sealFormDocument, sha256Hex } from './seal.js';
import { formsNotConfigured, openAnswers } from './secrets.js';
import { checkSignaturePng } from './signature.js';
import type { SignInput } from './sign.js';
import type { ServiceContext } from '../context.js';
import { sectionsOf, templateVersion } from './templates.js';

const put = (storage: BlobStorage, bytes: Buffer): Promise<StoredBlob> =>
  storage.put(Readable.from([bytes]), { maxBytes: bytes.length });

const readBlob = async (ctx: Pick<ServiceContext, 'db' | 'storage' | 'config'>, sha256: string): Promise<Buffer> =>
  carrierPdfBytes(ctx, sha256);

/**
 * A party signs a carrier PDF form in their turn: the client (`PUT /intake-form/{id}/sign`), then the
 * agent who sent it (`PUT /intake-form/{id}/countersign`). Their signature (and initials, where the PDF
 * has a place for them) is made once and stamped in every place that is theirs. A signature that is not
 * the last waits, stored, for the next party; the last one seals the form: the carrier's PDF filled,
 * flattened, stamped, with the audit certificate, signed by the same seal as every form.
 */
export async function signCarrierForm(
  ctx: Pick<ServiceContext, 'db' | 'storage' | 'config'>,
  actor: FormActor,
  formId: string,
  as: FormParty,
  input: SignInput,
  meta: RequestSource,
): Promise<FormDetails> {
  const keys = ctx.config.formsKeys;
  if (!keys) throw formsNotConfigured();
  const { form, rights } = await visibleForm(ctx.db, actor, formId);
  const version = await templateVersion(ctx.db, form.template_version_id);
  const pdfFields = pdfFieldsOf(version);
  if (!pdfFields || !version.pdf_sha256)
    throw badRequest('Only a carrier PDF form is countersigned; this form is signed by its client alone.');
  if (partyOf(rights) !== as)
    throw forbidden(
      as === 'client'
        ? 'Only the client this form was sent to can sign it here.'
        : 'Only the agent who sent this form countersigns it.',
    );
  requireTurn(form, as, 'sign');
  if (!input.consent) throw badRequest('Tick the box to agree to sign electronically, then sign.');
  await checkSignaturePng(input.signature);
  const needsInitials = pdfFields.some((f) => f.kind === 'initials' && f.party === as);
  if (needsInitials) {
    if (!input.initials) throw badRequest('This form has places for your initials: draw or type them, then sign.');
    await checkSignaturePng(input.initials);
  }
  const sections = sectionsOf(version);
  const answers = openAnswers(keys, form.id, fieldsOf(sections), form.answers);
  const missing = missingFor(sections, answers, as);
  if (missing.length > 0) throw incomplete(missing, 'sign');

  const names = await memberNames(ctx.db, [form.owner_id, form.shared_by_id]);
  const me = names.get(as === 'client' ? form.owner_id : form.shared_by_id!)!;
  const signedAt = nowIso();
  const signature = await put(ctx.storage, input.signature!);
  const initials = needsInitials ? await put(ctx.storage, input.initials!) : null;
  const marks = {
    ...marksOf(form),
    [as]: {
      signature_sha256: signature.sha256,
      initials_sha256: initials?.sha256 ?? null,
      name: me.full_name,
      email: me.email,
      signed_at: signedAt,
    } satisfies CarrierMark,
  };
  const last = signsLast(pdfFields) === as;
  const events = [
    ...(await formEvents(ctx.db, form.id)),
    {
      kind: as === 'agent' ? 'countersigned' : 'signed',
      at: signedAt,
      actor_name: me.full_name,
      ip: meta.ip,
      user_agent: meta.userAgent,
    },
  ] as const;

  let sealed: { stored: StoredBlob; pdfSha: string; dataSha: string } | null = null;
  if (last) {
    const client = marks.client!;
    const dataSha = sha256Hex(
      canonicalJson({
        form_id: form.id,
        template_version_id: version.id,
        answers,
        signatures: marks,
        consent_text: CONSENT_TEXT,
      }),
    );
    const company = await ctx.db
      .selectFrom('company')
      .select(['name'])
      .where('id', '=', form.company_id)
      .executeTakeFirstOrThrow();
    const seal = formSeal(ctx.config.formsSigning);
    const [carrierPdf, clientSignature, clientInitials] = await Promise.all([
      carrierPdfBytes(ctx, version.pdf_sha256),
      as === 'client' ? input.signature! : readBlob(ctx, client.signature_sha256),
      as === 'client' ? (input.initials ?? null) : client.initials_sha256 ? readBlob(ctx, client.initials_sha256) : null,
    ]);
    const sender = form.shared_by_id ? (names.get(form.shared_by_id) ?? null) : null;
    const doc = await buildCarrierPdf({
      carrierPdf,
      fields: pdfFields,
      answers,
      marks: {
        client: { signature: clientSignature, initials: clientInitials },
        ...(as === 'agent' ? { agent: { signature: input.signature!, initials: input.initials ?? null } } : {}),
      },
      certificate: {
        companyName: company.name,
        formId: form.id,
        title: form.title,
        templateVersionId: version.id,
        templateVersionNumber: Number(version.number),
        signer: { name: client.name, email: client.email },
        sender: sender ? { name: sender.full_name, email: sender.email } : null,
        signedAt: client.signed_at,
        ...(as === 'agent' ? { countersigner: { name: me.full_name, email: me.email, signedAt } } : {}),
        consentText: CONSENT_TEXT,
        dataSha256: dataSha,
        events: events.map((e) => ({ kind: e.kind, at: e.at, actor: e.actor_name, ip: e.ip, userAgent: e.user_agent })),
        certificateSubject: seal.subject,
      },
    });
    const pdf = await sealFormDocument(doc, { formId: form.id, companyName: company.name, signedAt, sender }, seal);
    sealed = {
      stored: await putEncrypted(ctx.storage, Readable.from([pdf]), keys.current, pdf.length),
      pdfSha: sha256Hex(pdf),
      dataSha,
    };
  }

  const blobs = [signature, ...(initials ? [initials] : []), ...(sealed ? [sealed.stored] : [])];
  const lockAll = (i: number, work: () => Promise<string | null>): Promise<string | null> =>
    i === blobs.length ? work() : withBlobLock(blobs[i]!.sha256, () => lockAll(i + 1, work));
  const refused = await lockAll(0, () =>
    inTransaction(ctx.db, async (trx) => {
      const current = await trx
        .selectFrom('intake_form')
        .select(['status', 'version', 'step'])
        .where('id', '=', form.id)
        .executeTakeFirstOrThrow();
      if (current.status !== 'draft' || current.step !== form.step || Number(current.version) !== Number(form.version))
        return 'This form changed while you signed it. Reload it to see where it stands; nothing was signed.';
      await referenceStoredBlob(trx, signature, 'image/png');
      if (initials) await referenceStoredBlob(trx, initials, 'image/png');
      const changes: Partial<IntakeForm> = {
        marks: JSON.stringify(marks),
        version: Number(form.version) + 1,
        updated_at: signedAt,
      };
      if (as === 'client')
        Object.assign(changes, { signature_sha256: signature.sha256, signer_name: me.full_name, signer_email: me.email });
      if (sealed) {
        await referenceStoredBlob(trx, sealed.stored, 'application/pdf');
        Object.assign(changes, {
          status: 'signed',
          step: null,
          signed_at: signedAt,
          consent_text: CONSENT_TEXT,
          sealed_sha256: sealed.stored.sha256,
          sealed_pdf_sha256: sealed.pdfSha,
          data_sha256: sealed.dataSha,
        });
      } else changes.step = 'countersign';
      await trx.updateTable('intake_form').set(changes).where('id', '=', form.id).where('version', '=', form.version).execute();
      await recordEvent(trx, form.id, as === 'agent' ? 'countersigned' : 'signed', actor.membershipId, meta, signedAt);
      await auditForm(trx, actor, 'form.signed', form.id, form.title, {
        template_version_id: version.id,
        party: as,
        ...(sealed ? { sealed_sha256: sealed.pdfSha } : {}),
      });
      if (!sealed && form.shared_by_id) {
        await notify(trx, {
          membershipId: form.shared_by_id,
          type: 'intake_form_signed',
          title: `${me.full_name} signed “${form.title}”: your countersignature is next`,
          body: 'Check the form and countersign it to seal it.',
          link: formLink(form.id),
        });
      }
      if (sealed) {
        for (const member of new Set([form.owner_id, ...(await reviewersToNotify(trx, form))])) {
          if (member === actor.membershipId) continue;
          await notify(trx, {
            membershipId: member,
            type: 'intake_form_signed',
            title: `“${form.title}” is signed by everyone and sealed`,
            body: 'The sealed PDF is ready to review.',
            link: formLink(form.id),
          });
        }
      }
      return null;
    }),
  );
  if (refused) throw conflict(refused);
  const fresh = await visibleForm(ctx.db, actor, formId);
  return formDetails(ctx.db, keys, fresh.form, fresh.rights);
}
