import { sql } from 'kysely';
import { routeLink } from '../../contract/routes.js';
import type { Db } from '../../db/connect.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { may, type Actor } from '../../policy/index.js';
import { recordAudit } from '../audit/index.js';
import type { RequestSource } from '../../policy/actor.js';
import { fullName } from '../members/queries.js';
import { notify } from '../notifications/notifications.js';
import {
  accessOf,
  getRoom,
  roomInCompany,
  startTime,
  ROOM_NOT_FOUND,
  type Room,
  type RoomAccess,
  type RoomFacts,
} from './rooms.js';

const ONLY_HOST_CHANGES = 'Only the host can move or cancel this meeting.';
const ALREADY_CANCELLED = 'This meeting was cancelled: it cannot be changed any more. Start a new one instead.';

/** When a meeting starts, as the invitees read it in the bell and in mail (UTC: members' zones vary). */
const startText = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })} UTC`;

/** The room, if the actor may change it (the policy's `changeMeeting`, about the room's host). */
async function changeable(db: Db, actor: Actor, roomId: string): Promise<RoomFacts> {
  const room = await roomInCompany(db, actor, roomId);
  if (!room || !(await accessOf(db, actor, room))) throw notFound(ROOM_NOT_FOUND);
  if (!(await may(db, actor, 'changeMeeting', room.hostId))) throw forbidden(ONLY_HOST_CHANGES);
  if (room.cancelled) throw conflict(ALREADY_CANCELLED);
  return room;
}

/**
 * Writes the change (one more SEQUENCE for the invitations) if the room is still not cancelled, tells
 * every invitee (live on the bell; mailed with an updated or cancelling `.ics`) and audits it, all in one
 * transaction. Two changes at once: the second one to reach the database sees the first.
 */
async function change(
  db: Db,
  actor: Actor,
  room: RoomFacts,
  set: { starts_at?: string; cancelled_at?: string },
  told: { type: 'meeting.updated' | 'meeting.cancelled'; title: string; body: string },
  audit: { action: 'meeting.rescheduled' | 'meeting.cancelled'; detail: Record<string, unknown> },
  source: RequestSource | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('meeting_room')
      .set({ ...set, sequence: sql<number>`sequence + 1` })
      .where('id', '=', room.id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(ALREADY_CANCELLED);
    const invitees = await trx.selectFrom('meeting_invitee').select('membership_id').where('room_id', '=', room.id).execute();
    for (const { membership_id: membershipId } of invitees)
      await notify(trx, { membershipId, ...told, link: routeLink('meeting', { room: room.id }) });
    await recordAudit(
      { db: trx },
      {
        companyId: actor.companyId,
        actorId: actor.membershipId,
        action: audit.action,
        target: { type: 'meeting', id: room.id, name: room.title },
        detail: { ...audit.detail, invitees: invitees.length },
        source,
      },
    );
  });
}

async function hostName(db: Db, actor: Actor): Promise<string> {
  const row = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.first_name', 'u.last_name'])
    .where('m.id', '=', actor.membershipId)
    .executeTakeFirst();
  return (row && fullName(row.first_name, row.last_name)) || 'The host';
}

/** Moves the meeting to another start time (the host only): invitees are told and mailed an updated invitation. */
export async function rescheduleRoom(
  db: Db,
  actor: Actor,
  roomId: string,
  input: { startsAt: string },
  source?: RequestSource | null,
): Promise<Room & { access: RoomAccess }> {
  const room = await changeable(db, actor, roomId);
  const startsAt = startTime(input.startsAt, Date.now());
  const current = await db.selectFrom('meeting_room').select('starts_at').where('id', '=', room.id).executeTakeFirstOrThrow();
  if (current.starts_at === startsAt) throw badRequest('The meeting already starts then: pick another time.');
  const host = await hostName(db, actor);
  await change(
    db,
    actor,
    room,
    { starts_at: startsAt },
    { type: 'meeting.updated', title: `${host} moved “${room.title}”`, body: `It now starts ${startText(startsAt)}.` },
    { action: 'meeting.rescheduled', detail: { from: current.starts_at, to: startsAt } },
    source ?? null,
  );
  return getRoom(db, actor, room.id);
}

/** Cancels the meeting (the host only): no one can join it any more; invitees are told and mailed a cancellation. */
export async function cancelRoom(
  db: Db,
  actor: Actor,
  roomId: string,
  source?: RequestSource | null,
): Promise<Room & { access: RoomAccess }> {
  const room = await changeable(db, actor, roomId);
  const host = await hostName(db, actor);
  await change(
    db,
    actor,
    room,
    { cancelled_at: new Date().toISOString() },
    { type: 'meeting.cancelled', title: `${host} cancelled “${room.title}”`, body: 'The meeting will not take place.' },
    { action: 'meeting.cancelled', detail: {} },
    source ?? null,
  );
  return getRoom(db, actor, room.id);
}
