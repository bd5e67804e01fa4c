import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect.js';
import type { Selectable } from 'kysely';
import type { Database, Role } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { may, refused, type Actor } from '../../policy/index.js';
import { recordAudit } from '../audit/index.js';
import type { RequestSource } from '../../policy/actor.js';
import { fullName } from '../members/queries.js';
import { notify } from '../notifications/notifications.js';
import { routeLink } from '../../contract/routes.js';
import { MAX_INVITEES, ROOM_CAPACITY } from './limits.js';
import type { Static } from 'typebox';
import type { MeetingRoomSchema } from '../../schemas/meetings.js';
import type { Refs } from '../../schemas/refs.js';

export const ROOM_NOT_FOUND = 'This meeting does not exist, or it is not in your company.';
export const ROOM_CANCELLED = 'This meeting was cancelled: ask the host for a new one.';

/** A meeting room as its schema (`MeetingRoom`) says. */
export type Room = Static<typeof MeetingRoomSchema, Refs>;

export type RoomAccess = 'host' | 'invited' | 'lobby';

/** 128 random bits, base64url: 22 characters no one can guess. */
export const newRoomId = (): string => randomBytes(16).toString('base64url');
const roomLink = (id: string): string => routeLink('meeting', { room: id });

/** How far ahead a meeting can be set, and how far in the past a start may be (a clock a little off). */
const MAX_AHEAD_MS = 366 * 86_400_000;
const GRACE_MS = 5 * 60_000;

/** A start time as given: an ISO date-time, not passed, within a year; stored as UTC ISO. */
export function startTime(raw: string, now: number): string {
  const at = Date.parse(raw);
  if (Number.isNaN(at)) throw badRequest('Give the start as a date and time, e.g. 2027-01-15T14:30:00Z.');
  if (at < now - GRACE_MS) throw badRequest('That time has passed: pick a start in the future.');
  if (at > now + MAX_AHEAD_MS) throw badRequest('A meeting can be set at most a year ahead.');
  return new Date(at).toISOString();
}

/** A title as plain text: one line, trimmed, no markup. */
function cleanTitle(raw: string): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (title === '') throw badRequest('Give the meeting a title.');
  if (/[<>]/.test(title)) throw badRequest('A meeting title is plain text: leave out < and >.');
  return title;
}

async function names(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { fullName: string; role: Role }>();
  const rows = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.role', 'u.first_name', 'u.last_name'])
    .where('m.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { fullName: fullName(r.first_name, r.last_name), role: r.role }]));
}

/** The rooms with their host and invitees, in the order given. */
type RoomRow = Pick<
  Selectable<Database['meeting_room']>,
  'id' | 'title' | 'host_id' | 'created_at' | 'starts_at' | 'cancelled_at'
>;
const ROOM_COLUMNS = ['r.id', 'r.title', 'r.host_id', 'r.created_at', 'r.starts_at', 'r.cancelled_at'] as const;

async function roomsOf(db: Db, rows: RoomRow[]): Promise<Room[]> {
  if (rows.length === 0) return [];
  const invitees = await db
    .selectFrom('meeting_invitee')
    .select(['room_id', 'membership_id'])
    .where(
      'room_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const people = await names(db, [...new Set([...rows.map((r) => r.host_id), ...invitees.map((i) => i.membership_id)])]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    host: { id: row.host_id, fullName: people.get(row.host_id)?.fullName ?? '' },
    invitees: invitees
      .filter((i) => i.room_id === row.id)
      .map((i) => ({
        id: i.membership_id,
        fullName: people.get(i.membership_id)?.fullName ?? '',
        role: people.get(i.membership_id)?.role ?? 'client',
      }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    createdAt: row.created_at,
    startsAt: row.starts_at ?? row.created_at,
    cancelledAt: row.cancelled_at,
    link: roomLink(row.id),
    capacity: ROOM_CAPACITY,
  }));
}

/**
 * Creates a room hosted by the actor and invites the members: each must pass the policy table's
 * `inviteToMeeting`. Every invitee is notified with the link (live on the bell) and the creation is audited.
 */
export async function createRoom(
  db: Db,
  actor: Actor,
  input: { title: string; invitees: string[]; startsAt?: string },
  source?: RequestSource | null,
): Promise<Room> {
  const title = cleanTitle(input.title);
  const createdAt = nowIso();
  const startsAt = input.startsAt === undefined ? createdAt : startTime(input.startsAt, Date.parse(createdAt));
  const invitees = [...new Set(input.invitees)];
  if (invitees.includes(actor.membershipId)) throw badRequest('You host this meeting: invite the others, not yourself.');
  if (invitees.length > MAX_INVITEES)
    throw badRequest(`At most ${MAX_INVITEES} people can be invited: a room holds ${ROOM_CAPACITY} at once.`);
  const denied = await refused(db, actor, 'inviteToMeeting', invitees);
  if (denied.length > 0) {
    const known = await db
      .selectFrom('user_company')
      .select('id')
      .where('id', 'in', denied)
      .where('company_id', '=', actor.companyId)
      .execute();
    const inCompany = new Set(known.map((k) => k.id));
    const missing = denied.filter((id) => !inCompany.has(id));
    if (missing.length > 0) throw notFound(`No member ${missing.join(', ')} in your company.`);
    const people = await names(db, denied);
    const who = denied.map((id) => `${people.get(id)?.fullName || id} (${people.get(id)?.role ?? 'member'})`).join(', ');
    throw forbidden(`You may not invite ${who} to a meeting: you can meet your upline and the members below you.`);
  }
  const id = newRoomId();
  const host = (await names(db, [actor.membershipId])).get(actor.membershipId)?.fullName ?? '';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('meeting_room')
      .values({ id, company_id: actor.companyId, host_id: actor.membershipId, title, created_at: createdAt, starts_at: startsAt })
      .execute();
    await trx
      .insertInto('meeting_invitee')
      .values(invitees.map((membershipId) => ({ room_id: id, membership_id: membershipId })))
      .execute();
    for (const membershipId of invitees) {
      await notify(trx, {
        membershipId,
        type: 'meeting.invited',
        title: `${host || 'Someone'} invited you to a meeting`,
        body: title,
        link: roomLink(id),
      });
    }
    await recordAudit(
      { db: trx },
      {
        companyId: actor.companyId,
        actorId: actor.membershipId,
        action: 'meeting.created',
        target: { type: 'meeting', id, name: title },
        detail: { invitees },
        source: source ?? null,
      },
    );
  });
  const [room] = await roomsOf(db, [
    { id, title, host_id: actor.membershipId, created_at: createdAt, starts_at: startsAt, cancelled_at: null },
  ]);
  return room!;
}

/** How long after its start a room counts as upcoming (still the one to join); older ones are recent. */
const UPCOMING_HOURS = 24;
const LIST_LIMIT = 50;

/** Rooms the actor hosts or is invited to, latest start first: `upcoming` (started in the last 24 h, or later) or `recent` (older). */
export async function listRooms(db: Db, actor: Actor, scope: 'upcoming' | 'recent'): Promise<{ items: Room[] }> {
  const since = new Date(Date.now() - UPCOMING_HOURS * 3600_000).toISOString();
  const rows = await db
    .selectFrom('meeting_room as r')
    .select(ROOM_COLUMNS)
    .where('r.company_id', '=', actor.companyId)
    .where((eb) =>
      eb.or([
        eb('r.host_id', '=', actor.membershipId),
        eb.exists(
          eb
            .selectFrom('meeting_invitee as i')
            .select('i.room_id')
            .whereRef('i.room_id', '=', 'r.id')
            .where('i.membership_id', '=', actor.membershipId),
        ),
      ]),
    )
    .where('r.starts_at', scope === 'upcoming' ? '>=' : '<', since)
    .orderBy('r.starts_at', 'desc')
    .orderBy('r.id')
    .limit(LIST_LIMIT)
    .execute();
  return { items: await roomsOf(db, rows) };
}

export interface RoomFacts {
  id: string;
  companyId: string;
  hostId: string;
  title: string;
  cancelled: boolean;
}

/** The room if it is in the actor's company; null otherwise (another company's room does not exist for them). */
export async function roomInCompany(db: Db, actor: Actor, roomId: string): Promise<RoomFacts | null> {
  const row = await db
    .selectFrom('meeting_room')
    .select(['id', 'company_id', 'host_id', 'title', 'cancelled_at'])
    .where('id', '=', roomId)
    .where('company_id', '=', actor.companyId)
    .executeTakeFirst();
  return row
    ? { id: row.id, companyId: row.company_id, hostId: row.host_id, title: row.title, cancelled: row.cancelled_at !== null }
    : null;
}

/** host, invited, lobby (same company, may knock by the policy's `joinRoom`), or null (not theirs to see). */
export async function accessOf(db: Db, actor: Actor, room: RoomFacts): Promise<RoomAccess | null> {
  if (room.hostId === actor.membershipId) return 'host';
  const invited = await db
    .selectFrom('meeting_invitee')
    .select('room_id')
    .where('room_id', '=', room.id)
    .where('membership_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (invited) return 'invited';
  return (await may(db, actor, 'joinRoom', room.hostId)) ? 'lobby' : null;
}

/** One room with how the actor stands to it; unknown or another company's → 404. */
export async function getRoom(db: Db, actor: Actor, roomId: string): Promise<Room & { access: RoomAccess }> {
  const room = await roomInCompany(db, actor, roomId);
  const access = room && (await accessOf(db, actor, room));
  if (!room || !access) throw notFound(ROOM_NOT_FOUND);
  const row = await db.selectFrom('meeting_room as r').select(ROOM_COLUMNS).where('r.id', '=', room.id).executeTakeFirstOrThrow();
  const [full] = await roomsOf(db, [row]);
  return { ...full!, access };
}
