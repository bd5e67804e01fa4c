import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import type { ContentReceived } from '../content/events.js';
import type { MemberChange } from '../members/lifecycle.js';
import { memberPage, notify } from './notifications.js';

interface Party {
  id: string;
  role: Role;
  full_name: string;
}

async function party(db: Db, membershipId: string): Promise<Party | undefined> {
  const row = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.role', 'u.first_name', 'u.last_name'])
    .where('m.id', '=', membershipId)
    .executeTakeFirst();
  return row ? { id: row.id, role: row.role, full_name: `${row.first_name} ${row.last_name}`.trim() } : undefined;
}

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

/** Tells a recipient what was sent to them, linking to the item or to what they exchanged with the sender. */
export async function announceContentReceived(db: Db, event: ContentReceived): Promise<void> {
  const sender = await party(db, event.senderId);
  const count = event.folderIds.length + event.materialIds.length;
  if (!sender || count === 0) return;
  const onlyMaterial = count === 1 && event.materialIds.length === 1 ? event.materialIds[0] : undefined;
  await notify(db, {
    membershipId: event.recipientId,
    type: 'content_received',
    title: `${sender.full_name} shared ${count === 1 ? 'an item' : `${count} items`} with you`,
    body: 'Find it under "Shared with me" in Materials.',
    link: onlyMaterial ? `/materials/review/${onlyMaterial}` : `/materials/${sender.role}/${sender.id}`,
  });
}
