import type { Db } from '../../db/connect.js';
import type { FormEventKind, IntakeForm, TemplateVersion } from '../../db/schema.js';
import { badRequest, conflict, forbidden, invalidFields, type FieldError } from '../../lib/errors.js';
import { newId, newOrderedId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../db/transaction.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/notifications.js';
import { clientToSendTo, visibleForm, type FormActor, type FormRights } from './access.js';
import {
  firstStep,
  marksOf,
  otherPartyAnswers,
  partyOf,
  pdfFieldsOf,
  prefilledAnswers,
  refuseOtherParty,
  requireTurn,
  turnAt,
} from './carrier.js';
import type { FormParty } from '../../contract/form-fields.js';
import { checkAnswers, fieldsOf, type Answers } from './fields.js';
import { maskAnswers } from './mask.js';
import { formsNotConfigured, openAnswers, sealAnswers, type FormsKeys } from './secrets.js';
import { getTemplate, sectionsOf, templateVersion } from './templates.js';
import { memberNames, type MemberName } from '../members/names.js';
import { routeLink } from '../../contract/routes.js';
import type { RequestSource } from '../../policy/actor.js';
import type { Static } from 'typebox';
import type { FormDetailsSchema, FormEventSchema } from '../../schemas/forms.js';
import type { Refs } from '../../schemas/refs.js';

export const CONSENT_TEXT =
  'I agree to sign this form electronically. My electronic signature has the same legal effect as a handwritten signature, and I confirm that the answers I gave are true and complete.';

export const SIGNED_ALREADY = 'This form is signed and can no longer be changed.';
export const STALE_VERSION =
  'This form was changed in another tab or on another device since you opened it. Reload it to see the latest answers, then make your change again.';

export const formLink = (id: string): string => routeLink('formReview', { id });

const ONLY_CLIENT = 'Only the client this form was sent to can fill it in and sign it.';
const ONLY_PARTIES = 'Only the client this form was sent to and the agent who sent it fill it in.';

export async function recordEvent(
  db: Db,
  formId: string,
  kind: FormEventKind,
  actorId: string | null,
  meta: RequestSource,
  at = nowIso(),
): Promise<void> {
  await db
    .insertInto('intake_form_event')
    .values({
      id: newOrderedId(),
      form_id: formId,
      kind,
      actor_id: actorId,
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
      created_at: at,
    })
    .execute();
}

/** One audit-trail entry about a form, written in the transaction that makes the change. */
export function auditForm(
  trx: Db,
  actor: FormActor,
  action: 'form.sent' | 'form.signed',
  formId: string,
  title: string,
  detail: Record<string, unknown>,
): Promise<void> {
  return recordAudit(
    { db: trx },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action,
      target: { type: 'form', id: formId, name: title },
      detail,
      source: actor.source,
    },
  );
}

export interface SendInput {
  template_id: string;
  client_id: string;
  title?: string;
  due_at?: string;
}

/** Sends a form from a template's current version into the client's shared space and tells them. */
export async function sendForm(db: Db, actor: FormActor, input: SendInput, meta: RequestSource): Promise<string> {
  const client = await clientToSendTo(db, actor, input.client_id);
  const template = await getTemplate(db, actor, input.template_id);
  if (template.status !== 'active') throw badRequest('This template is archived; restore it or choose another.');
  if (input.due_at !== undefined && (Number.isNaN(Date.parse(input.due_at)) || Date.parse(input.due_at) < Date.now())) {
    throw invalidFields('Choose a due date in the future.', [{ field: 'due_at', message: 'Choose a due date in the future.' }]);
  }
  const id = newId();
  const title = input.title?.trim() || template.title;
  // A carrier PDF form starts with the agent when they have fields to fill, prefilled from both profiles.
  const step = template.pdf ? firstStep(template.pdf.fields) : null;
  const prefilled = template.pdf ? await prefilledAnswers(db, template.pdf.fields, client.id, actor.membershipId) : {};
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await trx.updateTable('intake_form_template_version').set({ used: 1 }).where('id', '=', template.version_id).execute();
    await trx
      .insertInto('intake_form')
      .values({
        id,
        company_id: actor.companyId,
        owner_id: client.id,
        shared_by_id: actor.membershipId,
        template_version_id: template.version_id,
        title,
        status: 'draft',
        answers: JSON.stringify(prefilled),
        version: 1,
        step,
        marks: null,
        due_at: input.due_at ? new Date(input.due_at).toISOString() : null,
        reminded_at: null,
        first_opened_at: null,
        signed_at: null,
        signer_name: null,
        signer_email: null,
        consent_text: null,
        signature_sha256: null,
        sealed_sha256: null,
        // sealed_pdf_sha256 is left to its default (null), so a send also works on a schema before 0026.
        data_sha256: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordEvent(trx, id, 'sent', actor.membershipId, meta, now);
    // A form the agent still prepares reaches the client when they send it on (release.ts).
    if (step !== 'prepare')
      await notify(trx, {
        membershipId: client.id,
        type: 'intake_form_sent',
        title: `New form to fill in: ${title}`,
        body: input.due_at
          ? `Fill it in and sign it by ${new Date(input.due_at).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })} (UTC).`
          : 'Fill it in and sign it when you are ready.',
        link: formLink(id),
      });
    await auditForm(trx, actor, 'form.sent', id, title, { client_id: client.id, template_version_id: template.version_id });
  });
  return id;
}

/** One event of a form's record (the `FormEvent` schema). */
export type FormEvent = Static<typeof FormEventSchema>;

export async function formEvents(db: Db, formId: string): Promise<FormEvent[]> {
  const rows = await db
    .selectFrom('intake_form_event')
    .selectAll()
    .where('form_id', '=', formId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = await memberNames(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((r) => ({
    kind: r.kind,
    at: r.created_at,
    actor_name: r.actor_id ? (names.get(r.actor_id)?.full_name ?? null) : null,
    ip: r.ip,
    user_agent: r.user_agent,
  }));
}

/** A form as its page shows it (the `FormDetails` schema). */
export type FormDetails = Static<typeof FormDetailsSchema, Refs>;

/** What a form's details are made of: its template version, the people it names, its answers in plain text, its events. */
interface FormParts {
  version: TemplateVersion;
  names: Map<string, MemberName>;
  plain: Answers;
  events: FormEvent[];
}

export async function formDetails(db: Db, keys: FormsKeys | null, form: IntakeForm, rights: FormRights): Promise<FormDetails> {
  const version = await templateVersion(db, form.template_version_id);
  if (!keys) throw formsNotConfigured();
  const names = await memberNames(db, [form.owner_id, form.shared_by_id]);
  const plain = openAnswers(keys, form.id, fieldsOf(sectionsOf(version)), form.answers);
  return detailsOf(form, rights, { version, names, plain, events: await formEvents(db, form.id) });
}

/** A form's details from parts already at hand (signing has them all): masked for everyone but the signer. */
export function detailsOf(form: IntakeForm, rights: FormRights, { version, names, plain, events }: FormParts): FormDetails {
  const sections = sectionsOf(version);
  const fields = fieldsOf(sections);
  const pdfFields = pdfFieldsOf(version);
  const party = pdfFields ? partyOf(rights) : null;
  const turn = form.status === 'draft' ? turnAt(form.step) : null;
  const next = turn === 'client' ? form.owner_id : turn === 'agent' ? form.shared_by_id : null;
  const marks = marksOf(form);
  // Only the signer gets their sensitive answers in full; a reviewer reveals one at a time (reveal.ts).
  const shown = rights.fill ? { answers: plain, masked: [] } : maskAnswers(fields, plain);
  return {
    id: form.id,
    title: form.title,
    status: form.status,
    version: Number(form.version),
    due_at: form.due_at,
    created_at: form.created_at,
    updated_at: form.updated_at,
    signed_at: form.signed_at,
    template: {
      id: version.template_id,
      version_id: version.id,
      version_number: Number(version.number),
      title: version.title,
      description: version.description,
      sections,
      pdf:
        pdfFields && version.pdf_pages
          ? { pages: JSON.parse(version.pdf_pages) as { width: number; height: number }[], fields: pdfFields }
          : null,
    },
    answers: shown.answers,
    step: form.status === 'draft' ? form.step : null,
    party,
    waiting_for: next ? (names.get(next) ?? null) : null,
    signatures: (['client', 'agent'] as const).flatMap((p) => {
      const mark = marks[p];
      return mark ? [{ party: p, name: mark.name, signed_at: mark.signed_at }] : [];
    }),
    sender: form.shared_by_id ? (names.get(form.shared_by_id) ?? null) : null,
    client: names.get(form.owner_id)!,
    signer_name: form.signer_name,
    signer_email: form.signer_email,
    consent_text: form.consent_text ?? CONSENT_TEXT,
    data_sha256: form.data_sha256,
    sealed_sha256: form.sealed_pdf_sha256,
    // A carrier form: my party's turn (the agent also fills while preparing); a built-in one: its client.
    can_fill:
      form.status === 'draft' &&
      (pdfFields ? party !== null && (turn === party || (party === 'agent' && form.step === 'prepare')) : rights.fill),
    can_review: rights.review,
    // May read answers in full: the masked ones one at a time, and the sealed PDF, which prints them all.
    can_reveal: rights.reveal,
    masked_fields: shown.masked,
    events,
  };
}

/** The form for whoever may see it; the client's first look is recorded. */
export async function openForm(
  db: Db,
  keys: FormsKeys | null,
  actor: FormActor,
  formId: string,
  meta: RequestSource,
): Promise<FormDetails> {
  const found = await visibleForm(db, actor, formId);
  const rights = found.rights;
  let form = found.form;
  if (rights.fill && form.status === 'draft' && !form.first_opened_at) {
    const now = nowIso();
    const updated = await db
      .updateTable('intake_form')
      .set({ first_opened_at: now })
      .where('id', '=', form.id)
      .where('first_opened_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) await recordEvent(db, form.id, 'opened', actor.membershipId, meta, now);
    form = { ...form, first_opened_at: now };
  }
  return formDetails(db, keys, form, rights);
}

/**
 * A draft save: checked against the form's template version, refused when stale or signed. Valid answers
 * are saved even when others are not; those are answered in `rejected` (field and reason).
 */
export async function saveDraft(
  db: Db,
  keys: FormsKeys | null,
  actor: FormActor,
  formId: string,
  input: { version: number; answers: Record<string, unknown> },
  meta: RequestSource,
): Promise<FormDetails & { rejected: FieldError[] }> {
  if (!keys) throw formsNotConfigured();
  const { form, rights } = await visibleForm(db, actor, formId);
  const version = await templateVersion(db, form.template_version_id);
  const sections = sectionsOf(version);
  const fields = fieldsOf(sections);
  // A carrier PDF form: each party fills only their own fields, in their turn. A built-in one: its client.
  const party: FormParty | null = pdfFieldsOf(version) ? partyOf(rights) : null;
  if (pdfFieldsOf(version)) {
    if (!party) throw forbidden(ONLY_PARTIES);
    requireTurn(form, party, 'fill');
    refuseOtherParty(fields, input.answers, party);
  } else if (!rights.fill) throw forbidden(ONLY_CLIENT);
  if (form.status === 'signed') throw conflict(SIGNED_ALREADY);
  const { clean, errors } = checkAnswers(sections, input.answers, false);
  // A key the form does not have means the client holds another form: nothing is saved.
  const known = new Set(fields.map((f) => f.key));
  const unknown = errors.filter((e) => !known.has(e.field));
  if (unknown.length > 0) throw invalidFields(`${unknown[0]!.field}: ${unknown[0]!.message}`, unknown);
  // An invalid answer does not stop the valid ones: they are saved, the invalid one keeps its last saved
  // value and is named in `rejected`, so the client can say which field needs fixing.
  if (errors.length > 0 || party) {
    const previous = openAnswers(keys, form.id, fields, form.answers);
    for (const { field } of errors) if (previous[field] !== undefined) clean[field] = previous[field];
    // The other party's answers stay as they are.
    if (party) Object.assign(clean, otherPartyAnswers(fields, previous, party));
  }
  const now = nowIso();
  const stored = sealAnswers(keys, form.id, fields, clean);
  const updated = await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('intake_form')
      .set({ answers: stored, version: input.version + 1, updated_at: now })
      .where('id', '=', form.id)
      .where('status', '=', 'draft')
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // One "saved" event per minute at most: autosave writes often, the audit trail stays readable.
    const last = await trx
      .selectFrom('intake_form_event')
      .select('created_at')
      .where('form_id', '=', form.id)
      .where('kind', '=', 'saved')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || Date.parse(now) - Date.parse(last.created_at) > 60_000)
      await recordEvent(trx, form.id, 'saved', actor.membershipId, meta, now);
    return true;
  });
  if (!updated) {
    const current = await db.selectFrom('intake_form').select(['status']).where('id', '=', form.id).executeTakeFirstOrThrow();
    throw conflict(current.status === 'signed' ? SIGNED_ALREADY : STALE_VERSION);
  }
  const fresh = await visibleForm(db, actor, formId);
  return { ...(await formDetails(db, keys, fresh.form, fresh.rights)), rejected: errors };
}
