import type { Db } from '../../db/connect.js';
import type { MemberChange } from './lifecycle.js';
import { memberPage, notify } from '../notifications/notifications.js';

type UplineSummary = { id: string; full_name: string } | null;

/**
 * Tells the people a member change concerns (never the person who made it). Archiving also closes the
 * member's open sockets on every replica.
 */
export async function announceMemberChange(
  db: Db,
  disconnect: (membershipId: string) => Promise<void>,
  change: MemberChange,
  actorId: string,
): Promise<void> {
  const { member } = change;
  const name = member.full_name;
  const page = memberPage(member.role, member.id);
  const tell = async (membershipId: string | null | undefined, title: string, body: string, link: string | null) => {
    if (membershipId && membershipId !== actorId)
      await notify(db, { membershipId, type: `member_${change.type}`, title, body, link });
  };

  if (change.type === 'archived') {
    await disconnect(member.id);
    await tell(member.invited_by_id, `${name} was archived`, `${name} can no longer sign in. Their content is kept.`, page);
  } else if (change.type === 'restored') {
    await tell(member.invited_by_id, `${name} was restored`, `${name} can sign in again.`, page);
  } else if (change.type === 'reassigned' && change.event) {
    const { from, to } = change.event.detail as { from?: UplineSummary; to?: UplineSummary };
    const newUpline = to?.full_name ?? 'the top of the company';
    await tell(member.id, 'You have a new upline', `You now work with ${newUpline}.`, null);
    await tell(to?.id, `${name} now works with you`, `${name} was moved to you${from ? ` from ${from.full_name}` : ''}.`, page);
    await tell(from?.id, `${name} was moved`, `${name} now works with ${newUpline}.`, page);
  }
}
