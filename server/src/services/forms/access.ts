import type { Db } from '../../db/connect.js';
import type { IntakeForm, Membership } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { may, type Actor } from '../../policy/index.js';

/**
 * Intake-form decisions, read from the one policy table (server/src/policy): `sendForm` to a client,
 * `fillForm` and `reviewForm` about the client a form was sent to; its sender may always review it.
 * Anything of another company, or a form one may neither fill nor review, does not exist (404).
 */
export type FormActor = Actor;

export const FORM_NOT_FOUND = 'This form does not exist or is not yours.';
export const CLIENT_NOT_FOUND = 'This client does not exist or is not one of yours.';

type Member = Pick<Membership, 'id' | 'role' | 'invited_by_id' | 'company_id' | 'status'>;

/** The memberships above a member, nearest first (at most a few hops; loops are cut). */
export async function uplineChain(db: Db, memberId: string): Promise<string[]> {
  const chain: string[] = [];
  let current: Member | undefined = await db
    .selectFrom('user_company')
    .select(['id', 'role', 'invited_by_id', 'company_id', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  while (current?.invited_by_id && !chain.includes(current.invited_by_id) && chain.length < 16) {
    chain.push(current.invited_by_id);
    current = await db
      .selectFrom('user_company')
      .select(['id', 'role', 'invited_by_id', 'company_id', 'status'])
      .where('id', '=', current.invited_by_id)
      .executeTakeFirst();
  }
  return chain;
}

/** The client a form may be sent to by this actor (policy `sendForm`), or 404. */
export async function clientToSendTo(db: Db, actor: FormActor, clientId: string): Promise<{ id: string }> {
  if (!(await may(db, actor, 'sendForm', clientId))) throw notFound(CLIENT_NOT_FOUND);
  return { id: clientId };
}

export interface FormRights {
  fill: boolean;
  review: boolean;
  /** May read a sensitive answer in full (policy `revealFormField`); everyone else gets it masked. */
  reveal: boolean;
  /** Sent the form: on a carrier PDF form, the agent party (prepares and countersigns). */
  sender: boolean;
}

export async function rightsOn(
  db: Db,
  actor: FormActor,
  form: Pick<IntakeForm, 'owner_id' | 'shared_by_id' | 'company_id'>,
): Promise<FormRights> {
  if (form.company_id !== actor.companyId) return { fill: false, review: false, reveal: false, sender: false };
  const sender = form.shared_by_id === actor.membershipId;
  const [fill, reviewer, reveal] = await Promise.all([
    may(db, actor, 'fillForm', form.owner_id),
    sender || may(db, actor, 'reviewForm', form.owner_id),
    may(db, actor, 'revealFormField', form.owner_id),
  ]);
  return { fill, review: reviewer, reveal, sender };
}

/** A form the actor may see (fill or review), with their rights, or 404. */
export async function visibleForm(db: Db, actor: FormActor, formId: string): Promise<{ form: IntakeForm; rights: FormRights }> {
  const form = await db
    .selectFrom('intake_form')
    .selectAll()
    .where('id', '=', formId)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!form) throw notFound(FORM_NOT_FOUND);
  const rights = await rightsOn(db, actor, form);
  if (!rights.fill && !rights.review) throw notFound(FORM_NOT_FOUND);
  return { form, rights };
}

/** A form the actor may fill in and sign, with their rights: reviewers get 403 (they can see it), others 404. */
export async function fillableForm(db: Db, actor: FormActor, formId: string): Promise<{ form: IntakeForm; rights: FormRights }> {
  const found = await visibleForm(db, actor, formId);
  if (!found.rights.fill) throw forbidden('Only the client this form was sent to can fill it in and sign it.');
  return found;
}

/** Who is told when a form is signed: the sender and the client's upline chain. */
export async function reviewersToNotify(db: Db, form: Pick<IntakeForm, 'owner_id' | 'shared_by_id'>): Promise<string[]> {
  const chain = await uplineChain(db, form.owner_id);
  return [...new Set([...(form.shared_by_id ? [form.shared_by_id] : []), ...chain])];
}
