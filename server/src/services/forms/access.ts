import type { Executor } from '../content/access.js';
import type { IntakeForm, Membership, Role } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';

/**
 * Who may do what with intake forms (DESIGN §4), in one place:
 * - send: agent → own clients; marketer → clients of their agents; admin → any client of the company;
 * - fill and sign: only the client the form was sent to;
 * - review: the sender and everyone above the client (the client's upline chain and every admin).
 * Anything of another company, or a form one may neither fill nor review, does not exist (404).
 */
export interface FormActor {
  membershipId: string;
  companyId: string;
  role: Role;
}

export const FORM_NOT_FOUND = 'This form does not exist or is not yours.';
export const CLIENT_NOT_FOUND = 'This client does not exist or is not one of yours.';

type Member = Pick<Membership, 'id' | 'role' | 'invited_by_id' | 'company_id' | 'status'>;

async function member(db: Executor, id: string | null): Promise<Member | undefined> {
  if (!id) return undefined;
  return db
    .selectFrom('user_company')
    .select(['id', 'role', 'invited_by_id', 'company_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The memberships above a member, nearest first (at most a few hops; loops are cut). */
export async function uplineChain(db: Executor, memberId: string): Promise<string[]> {
  const chain: string[] = [];
  let current = await member(db, memberId);
  while (current?.invited_by_id && !chain.includes(current.invited_by_id) && chain.length < 16) {
    chain.push(current.invited_by_id);
    current = await member(db, current.invited_by_id);
  }
  return chain;
}

/** The client a form may be sent to by this actor, or 404. */
export async function clientToSendTo(db: Executor, actor: FormActor, clientId: string): Promise<Member> {
  const client = await member(db, clientId);
  if (!client || client.company_id !== actor.companyId || client.role !== 'client' || client.status !== 'active')
    throw notFound(CLIENT_NOT_FOUND);
  if (actor.role === 'admin') return client;
  if (actor.role === 'agent' && client.invited_by_id === actor.membershipId) return client;
  if (actor.role === 'marketer') {
    const agent = await member(db, client.invited_by_id);
    if (agent?.invited_by_id === actor.membershipId) return client;
  }
  throw notFound(CLIENT_NOT_FOUND);
}

export interface FormRights {
  fill: boolean;
  review: boolean;
}

export async function rightsOn(
  db: Executor,
  actor: FormActor,
  form: Pick<IntakeForm, 'owner_id' | 'shared_by_id' | 'company_id'>,
): Promise<FormRights> {
  if (form.company_id !== actor.companyId) return { fill: false, review: false };
  const fill = form.owner_id === actor.membershipId;
  if (fill) return { fill, review: false };
  if (form.shared_by_id === actor.membershipId || actor.role === 'admin') return { fill, review: true };
  const chain = await uplineChain(db, form.owner_id);
  return { fill, review: chain.includes(actor.membershipId) };
}

/** A form the actor may see (fill or review), with their rights, or 404. */
export async function visibleForm(
  db: Executor,
  actor: FormActor,
  formId: string,
): Promise<{ form: IntakeForm; rights: FormRights }> {
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

/** A form the actor may fill in and sign: reviewers get 403 (they can see it), others 404. */
export async function fillableForm(db: Executor, actor: FormActor, formId: string): Promise<IntakeForm> {
  const { form, rights } = await visibleForm(db, actor, formId);
  if (!rights.fill) throw forbidden('Only the client this form was sent to can fill it in and sign it.');
  return form;
}

/** Who is told when a form is signed: the sender and the client's upline chain. */
export async function reviewersToNotify(db: Executor, form: Pick<IntakeForm, 'owner_id' | 'shared_by_id'>): Promise<string[]> {
  const chain = await uplineChain(db, form.owner_id);
  return [...new Set([...(form.shared_by_id ? [form.shared_by_id] : []), ...chain])];
}
