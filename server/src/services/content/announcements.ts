import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import type { ContentReceived, MaterialNotice, VersionPublished } from './events.js';
import { notify, notifyAll } from '../notifications/notifications.js';
import { receivedText } from './received-text.js';
import { routeLink } from '../../contract/routes.js';

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

/** Tells a recipient what was sent to them — what, how many and from whom — linking to it. */
export async function announceContentReceived(db: Db, event: ContentReceived): Promise<void> {
  const count = event.folderIds.length + event.materialIds.length;
  if (count === 0) return;
  const sender = { id: event.senderId, role: event.names.sender.role, full_name: event.names.sender.fullName };
  const sorted = (titles: string[]) => [...titles].sort((a, b) => a.localeCompare(b));
  const text = receivedText(sender.full_name, sorted(event.names.folders), sorted(event.names.materials));
  const onlyMaterial = count === 1 && event.materialIds.length === 1 ? event.materialIds[0] : undefined;
  const onlyFolder = count === 1 && event.folderIds.length === 1 ? event.folderIds[0] : undefined;
  const senderPage =
    sender.role === 'admin'
      ? routeLink('materials', {}, { tab: 'shared' })
      : routeLink('memberMaterials', { role: sender.role, id: sender.id });
  await notify(db, {
    membershipId: event.recipientId,
    type: 'content_received',
    title: text.title,
    body: text.body,
    link: onlyMaterial
      ? routeLink('materialReview', { id: onlyMaterial })
      : onlyFolder
        ? routeLink('materials', {}, { tab: 'shared', folder: onlyFolder })
        : senderPage,
  });
}

/**
 * Tells every holder of a copy that it now shows a new version, with the author's change note; the
 * notifications of one publication share one INSERT, and their mail one read of the holders' settings.
 */
export async function announceVersionPublished(db: Db, event: VersionPublished): Promise<void> {
  if (event.holders.length === 0) return;
  const author = await party(db, event.authorId);
  const who = author?.full_name || 'The owner';
  const said = event.note ? `: “${event.note}”` : '.';
  await notifyAll(
    db,
    event.holders.map((holder) => ({
      membershipId: holder.membershipId,
      type: 'content_updated',
      title: `“${holder.title}” was updated`,
      body: `${who} published version ${event.version}${said}`,
      link: routeLink('materialReview', { id: holder.materialId }),
    })),
  );
}

const dayOf = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** What each kind of material notice says, and the notification type the SPA reacts to. */
function noticeText(event: MaterialNotice, who: string, title: string): { type: string; title: string; body: string } {
  const note = event.note ? `: “${event.note}”` : '.';
  switch (event.kind) {
    case 'pending':
      return {
        type: 'material_pending',
        title: `“${title}” waits for approval`,
        body: `${who} submitted version ${event.version}${note}`,
      };
    case 'approved':
      return {
        type: 'material_approved',
        title: `“${title}” was approved`,
        body: `${who} approved version ${event.version}${note}`,
      };
    case 'rejected':
      return {
        type: 'material_rejected',
        title: `“${title}” was not approved`,
        body: `${who} rejected version ${event.version}${note}`,
      };
    case 'withdrawn':
      return { type: 'content_withdrawn', title: `“${title}” was withdrawn`, body: `${who} recalled it${note}` };
    case 'restored':
      return { type: 'content_restored', title: `“${title}” is available again`, body: `${who} made it available again.` };
    case 'expiring':
      return {
        type: 'material_expiring',
        title: `“${title}” expires on ${dayOf(event.useUntil)}`,
        body: 'Renew it or upload a new version before then.',
      };
    case 'opened':
      return { type: 'content_opened', title: `${who} opened “${title}”`, body: `${who} opened it for the first time.` };
    case 'expired':
      return {
        type: 'content_expired',
        title: `“${title}” expired`,
        body: `It could be used until ${dayOf(event.useUntil)}; clients can no longer open it.`,
      };
  }
}

/**
 * Tells the people a material notice concerns, each linking to their own copy (or the original); the
 * notifications of one notice share one INSERT, however many holders.
 */
export async function announceMaterialNotice(db: Db, event: MaterialNotice): Promise<void> {
  const actor = event.actorId ? await party(db, event.actorId) : undefined;
  const who = actor?.full_name || 'Cascade';
  await notifyAll(
    db,
    event.recipients.map((r) => {
      const text = noticeText(event, who, r.title);
      const link = event.kind === 'pending' ? '/materials/approvals' : `/materials/review/${r.materialId}`;
      return { membershipId: r.membershipId, ...text, link };
    }),
  );
}
