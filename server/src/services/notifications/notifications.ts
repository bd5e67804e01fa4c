import { sql, type Insertable } from 'kysely';
import type { ServerPayloads } from '../../contract/realtime-messages.js';
import { afterCommit, commitEventsOf } from '../../db/after-commit.js';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { WriteBatcher } from '../../lib/write-batcher.js';
import type { AuthContext } from '../identity/auth-context.js';
import { scheduleMails } from '../mail-events/queue.js';
import type { Static } from 'typebox';
import type { NotificationPageSchema } from '../../schemas/notifications.js';
import type { Refs } from '../../schemas/refs.js';

export interface NewNotification {
  membershipId: string;
  type: string;
  title: string;
  body?: string;
  link?: string | null;
}

/**
 * A notification as the list and the socket show it, and a change of read state (in another tab or
 * device: `ids` null means all of them; `unread` is the member's unread count after the change): both
 * are realtime messages, shaped by the contract shared with the SPA (contract/realtime-messages.ts).
 */
export type NotificationItem = ServerPayloads['notification'];
export type NotificationsRead = ServerPayloads['notifications_read'];

/** Told to the realtime hub after the notification's transaction has committed. */
export interface NotificationCreated {
  kind: 'notification';
  membershipId: string;
  item: NotificationItem;
}

/** One page of a member's notifications (the `NotificationPage` schema). */
export type NotificationPage = Static<typeof NotificationPageSchema, Refs>;

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';

type NotificationRow = Insertable<Database['notification']>;

/** Rows written together in one statement: 8 columns each stays far below either database's parameter limit. */
const MAX_ROWS_PER_INSERT = 500;
const batchers = new WeakMap<Db, WriteBatcher<NotificationRow>>();

/** Notifications made outside a transaction at about the same time are inserted in one statement. */
function batcherFor(db: Db): WriteBatcher<NotificationRow> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new WriteBatcher(
      (rows) =>
        db
          .insertInto('notification')
          .values(rows)
          .execute()
          .then(() => undefined),
      MAX_ROWS_PER_INSERT,
    );
    batchers.set(db, batcher);
  }
  return batcher;
}

function itemOf(n: NewNotification): { item: NotificationItem; row: NotificationRow } {
  const item: NotificationItem = {
    id: newId(),
    type: n.type,
    title: n.title,
    body: n.body ?? '',
    link: n.link ?? null,
    read: false,
    created_at: nowIso(),
  };
  const row: NotificationRow = {
    id: item.id,
    membership_id: n.membershipId,
    type: item.type,
    title: item.title,
    body: item.body,
    link: item.link,
    read_at: null,
    created_at: item.created_at,
  };
  return { item, row };
}

/** Live delivery once the surrounding transaction (if any) has committed. */
async function deliver(db: Db, made: { item: NotificationItem; row: NotificationRow }[]): Promise<void> {
  const events = commitEventsOf<NotificationCreated>(db);
  if (!events) return;
  for (const { item, row } of made)
    await afterCommit(db, () => events.emit({ kind: 'notification', membershipId: row.membership_id, item }));
}

const mailLines = (made: { row: NotificationRow }[]) =>
  made.map(({ row }) => ({ notificationId: row.id, membershipId: row.membership_id, type: row.type }));

/**
 * The one way a notification is made: stores it for the member and, once the surrounding transaction (if
 * any) has committed, hands it to the realtime hub for live delivery to the member's open sockets.
 * Outside a transaction, concurrent calls (one share sent to many members) share one INSERT.
 */
export async function notify(db: Db, n: NewNotification): Promise<string> {
  const made = itemOf(n);
  if (db.isTransaction) await db.insertInto('notification').values(made.row).execute();
  else await batcherFor(db).add(made.row);
  await scheduleMails(db, mailLines([made]));
  await deliver(db, [made]);
  return made.item.id;
}

/**
 * Many notifications of one event (a version reaching every holder): stored in one INSERT per 500, their
 * mail queued with one read of the members' settings, each delivered live as `notify` does.
 */
export async function notifyAll(db: Db, list: readonly NewNotification[]): Promise<void> {
  const made = list.map(itemOf);
  for (let i = 0; i < made.length; i += MAX_ROWS_PER_INSERT)
    await db
      .insertInto('notification')
      .values(made.slice(i, i + MAX_ROWS_PER_INSERT).map((m) => m.row))
      .execute();
  await scheduleMails(db, mailLines(made));
  await deliver(db, made);
}

type Row = {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

const toItem = (row: Row): NotificationItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  created_at: row.created_at,
});

const COLUMNS = ['id', 'type', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

/** The member's notifications, newest first, with how many are unread. */
export async function listNotifications(db: Db, auth: AuthContext, page: number, size: number): Promise<NotificationPage> {
  const counts = await db
    .selectFrom('notification')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number | string | null>(sql`case when read_at is null then 1 else 0 end`).as('unread'),
    ])
    .where('membership_id', '=', auth.membershipId)
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const rows = await db
    .selectFrom('notification')
    .select(COLUMNS)
    .where('membership_id', '=', auth.membershipId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows.map(toItem), total, page, size, pages: Math.ceil(total / size), unread: Number(counts.unread ?? 0) };
}

/** How many of the member's notifications are unread. */
export async function unreadCount(db: Db, membershipId: string): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('membership_id', '=', membershipId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the member's notifications read or unread; anyone else's is not found. */
export async function updateNotification(db: Db, auth: AuthContext, id: string, read: boolean): Promise<NotificationItem> {
  const row = await db
    .selectFrom('notification')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('membership_id', '=', auth.membershipId)
    .executeTakeFirst();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (read === (row.read_at !== null)) return toItem(row);
  const readAt = read ? nowIso() : null;
  await db
    .updateTable('notification')
    .set({ read_at: readAt })
    .where('id', '=', id)
    .where('membership_id', '=', auth.membershipId)
    .execute();
  return toItem({ ...row, read_at: readAt });
}

/** Marks every unread notification of the member read. */
export async function markAllNotificationsRead(db: Db, auth: AuthContext): Promise<{ updated: number }> {
  const result = await db
    .updateTable('notification')
    .set({ read_at: nowIso() })
    .where('membership_id', '=', auth.membershipId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
}

// The SPA page about a member is the contract's (contract/routes.ts).
export { memberPage } from '../../contract/routes.js';

/** One notification as the live socket delivers it (the PostgreSQL bus carries only its id). */
export async function notificationForDelivery(db: Db, membershipId: string, id: string): Promise<NotificationItem | null> {
  const row = await db
    .selectFrom('notification')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('membership_id', '=', membershipId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Notifications stored at or after `since`, oldest first: what the bus delivers after reconnecting. */
export async function notificationsStoredSince(
  db: Db,
  since: string,
  limit: number,
): Promise<Array<{ membershipId: string; item: NotificationItem }>> {
  const rows = await db
    .selectFrom('notification')
    .select([...COLUMNS, 'membership_id'])
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map(({ membership_id: membershipId, ...row }) => ({ membershipId, item: toItem(row) }));
}
