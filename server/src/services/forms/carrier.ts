import type { Db } from '../../db/connect.js';
import type { FormStep, IntakeForm, TemplateVersion } from '../../db/schema.js';
import { conflict, forbidden, invalidFields } from '../../lib/errors.js';
import {
  answerFieldOf,
  checkAnswer,
  isSignatureKind,
  storedAnswer,
  type Answers,
  type FieldDef,
  type FormParty,
  type PdfFieldDef,
  type PrefillSource,
} from '../../contract/form-fields.js';
import { memberProfile, type MemberProfile } from '../members/names.js';
import type { FormActor, FormRights } from './access.js';
import { checkAnswers } from './fields.js';

/**
 * Carrier PDF forms go through two parties in order (docs/forms.md, "Carrier PDF forms"): the agent who
 * sends the form prepares it (`prepare`: their fields, prefilled from their profile), the client fills
 * and signs (`client`), the agent countersigns (`countersign`) — and only the last signature seals it.
 * Each party fills only their own fields, and only in their turn.
 */

/** One party's signature as it waits for the seal: the stored images, who, when and from where. */
export interface CarrierMark {
  signature_sha256: string;
  initials_sha256: string | null;
  name: string;
  email: string;
  signed_at: string;
}
export type Marks = Partial<Record<FormParty, CarrierMark>>;

export const marksOf = (form: Pick<IntakeForm, 'marks'>): Marks => (form.marks ? (JSON.parse(form.marks) as Marks) : {});

/** The fields placed on the version's PDF, or null for a built-in template. */
export const pdfFieldsOf = (version: Pick<TemplateVersion, 'pdf_fields'>): PdfFieldDef[] | null =>
  version.pdf_fields ? (JSON.parse(version.pdf_fields) as PdfFieldDef[]) : null;

/** Which party the actor is on a form: the client it was sent to, or the agent who sent it. */
export const partyOf = (rights: Pick<FormRights, 'fill' | 'sender'>): FormParty | null =>
  rights.fill ? 'client' : rights.sender ? 'agent' : null;

/** Whose turn it is at a step. */
export const turnAt = (step: FormStep | null): FormParty | null =>
  step === null ? null : step === 'client' ? 'client' : 'agent';

/** Whether a party signs at all: the client always; the agent when the PDF has a place for their signature or initials. */
export const signsLast = (fields: PdfFieldDef[]): FormParty =>
  fields.some((f) => f.party === 'agent' && isSignatureKind(f.kind)) ? 'agent' : 'client';

/** The first step: the agent prepares when they have answers to give; otherwise the client starts. */
export const firstStep = (fields: PdfFieldDef[]): FormStep =>
  fields.some((f) => f.party === 'agent' && !isSignatureKind(f.kind)) ? 'prepare' : 'client';

const NOT_YOUR_TURN: Record<FormStep, Record<FormParty, string>> = {
  prepare: {
    client: 'Your agent is still preparing this form. You can fill it in once they send it to you.',
    agent: 'Finish your part and send the form to the client first.',
  },
  client: {
    client: '',
    agent: 'The client has not signed yet. You can countersign once they have.',
  },
  countersign: {
    client: 'You have signed this form; your agent countersigns it next. Nothing more is needed from you.',
    agent: '',
  },
};

/**
 * Refuses an action out of turn (409): filling a party's fields or signing when it is not their step. The
 * agent may also fill their own fields while they countersign; a sealed form refuses everything.
 */
export function requireTurn(form: Pick<IntakeForm, 'status' | 'step'>, party: FormParty, action: 'fill' | 'sign'): void {
  if (form.status === 'signed' || form.step === null) throw conflict('This form is signed and can no longer be changed.');
  const turn = turnAt(form.step);
  const agentFills = party === 'agent' && action === 'fill' && form.step === 'prepare';
  if (turn !== party && !agentFills) throw conflict(NOT_YOUR_TURN[form.step][party]);
  if (action === 'sign' && party === 'agent' && form.step === 'prepare')
    throw conflict('Send the form to the client first: you countersign after they sign.');
}

/** A save that names another party's field is refused whole (403), naming the field. */
export function refuseOtherParty(fields: FieldDef[], answers: Record<string, unknown>, party: FormParty): void {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const key of Object.keys(answers)) {
    const field = byKey.get(key);
    if (field && (field.party ?? 'client') !== party)
      throw forbidden(`“${field.label}” is filled in by the ${party === 'client' ? 'agent' : 'client'}, not by you.`);
  }
}

/** The other party's answers, kept when one party saves theirs. */
export function otherPartyAnswers(fields: FieldDef[], answers: Answers, party: FormParty): Answers {
  const kept: Answers = {};
  for (const field of fields)
    if ((field.party ?? 'client') !== party && answers[field.key] !== undefined) kept[field.key] = answers[field.key]!;
  return kept;
}

function profileValue(profile: MemberProfile, source: PrefillSource): string | null {
  const value = profile[source];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Answers prefilled from profiles when a carrier form is sent: the client's fields from the client's
 * details, the agent's from the sender's (a producer number, say). Only values the field's rule accepts
 * are kept; each stays editable by its party.
 */
export async function prefilledAnswers(db: Db, fields: PdfFieldDef[], clientId: string, senderId: string): Promise<Answers> {
  const [client, agent] = await Promise.all([memberProfile(db, clientId), memberProfile(db, senderId)]);
  const answers: Answers = {};
  for (const field of fields) {
    const answer = answerFieldOf(field);
    const profile = field.party === 'agent' ? agent : client;
    // A sensitive answer is never prefilled: it would be stored before it is encrypted.
    if (!answer || answer.kind === 'sensitive' || !field.prefill || !profile) continue;
    const value = profileValue(profile, field.prefill);
    if (value !== null && checkAnswer(answer, value) === null) answers[field.key] = storedAnswer(answer, value);
  }
  return answers;
}

/** Required answers of one party that are missing or invalid, as field errors. */
export function missingFor(sections: Parameters<typeof checkAnswers>[0], answers: Answers, party: FormParty) {
  const { errors } = checkAnswers(sections, answers, true);
  const partyOfKey = new Map(sections.flatMap((s) => s.fields).map((f) => [f.key, f.party ?? 'client']));
  return errors.filter((e) => partyOfKey.get(e.field) === party);
}

export const incomplete = (errors: { field: string; message: string }[], then: string) =>
  invalidFields(
    `Some answers are missing or invalid (${errors.map((e) => e.field).join(', ')}). Complete them, then ${then}.`,
    errors,
  );

/** A form's carrier step, when it is a carrier PDF form still being signed (null otherwise, or not found). */
export async function carrierStep(db: Db, actor: FormActor, formId: string): Promise<FormStep | null> {
  const row = await db
    .selectFrom('intake_form')
    .select('step')
    .where('id', '=', formId)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  return row?.step ?? null;
}
