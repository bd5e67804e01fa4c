import { badRequest, notFound } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';

const MAX_DEPTH = 64;

/**
 * Whether the actor may send content to a member: an active member of the same company who is in
 * the actor's downline (direct or indirect) or is the actor's own upline. Admins reach everyone in
 * their company (they see every member).
 */
export async function canSendTo(db: Db, actor: Actor, recipientId: string): Promise<boolean> {
  if (recipientId === actor.membershipId) return false;
  const recipient = await db
    .selectFrom('user_company')
    .select(['id', 'invited_by_id', 'status', 'company_id'])
    .where('id', '=', recipientId)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!recipient || recipient.status !== 'active') return false;
  const me = await db
    .selectFrom('user_company')
    .select(['invited_by_id', 'role'])
    .where('id', '=', actor.membershipId)
    .executeTakeFirstOrThrow();
  if (me.role === 'admin') return true;
  if (me.invited_by_id === recipientId) return true;
  let upline = recipient.invited_by_id;
  for (let depth = 0; upline && depth < MAX_DEPTH; depth += 1) {
    if (upline === actor.membershipId) return true;
    const next = await db
      .selectFrom('user_company')
      .select('invited_by_id')
      .where('id', '=', upline)
      .where('company_id', '=', actor.companyId)
      .executeTakeFirst();
    upline = next?.invited_by_id ?? null;
  }
  return false;
}

/** Every recipient must be reachable; otherwise the whole send is refused. */
export async function checkRecipients(db: Db, actor: Actor, recipientIds: string[]): Promise<string[]> {
  const unique = [...new Set(recipientIds)];
  if (unique.includes(actor.membershipId)) throw badRequest('You cannot send content to yourself; copy it instead.');
  for (const id of unique) {
    if (!(await canSendTo(db, actor, id))) {
      throw notFound('One of the recipients is not a member you can send content to.');
    }
  }
  return unique;
}
