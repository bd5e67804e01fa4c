import type { Db } from '../../db/connect.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { refused, type Actor } from '../../policy/index.js';

/**
 * Every recipient must be someone the policy lets the actor send content to (an active member of
 * their downline or their own upline; admins: anyone else in the company); otherwise the whole send is
 * refused. One query, whatever the number of recipients.
 */
export async function checkRecipients(db: Db, actor: Actor, recipientIds: string[]): Promise<string[]> {
  const unique = [...new Set(recipientIds)];
  if (unique.includes(actor.membershipId)) throw badRequest('You cannot send content to yourself; copy it instead.');
  if ((await refused(db, actor, 'sendContent', unique)).length > 0) {
    throw notFound('One of the recipients is not a member you can send content to.');
  }
  return unique;
}
