import type { Db, DialectName } from '../../db/connect.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/index.js';
import type { ServerMessage, ServerMessageType } from '../../realtime/index.js';
import { fullName } from '../members/queries.js';
import type { LobbyEntry, Participant, SignalPayload } from './messages.js';
import { ROOM_CAPACITY } from './rooms.js';

export const ROOM_FULL = `This room is full: at most ${ROOM_CAPACITY} people can meet at once.`;

/** How long a participant whose socket dropped keeps its place (shown as reconnecting). */
const RECONNECT_WINDOW_MS = 30_000;

export interface PresenceTiming {
  /** A dropped participant that has not come back within this is gone (`meeting.left`). */
  windowMs: number;
  /** How often each replica vouches for its participants and sweeps the others' leftovers. */
  sweepMs: number;
  /** A connected participant not vouched for within this belongs to a replica that is gone. */
  staleMs: number;
}

export const DEFAULT_TIMING: PresenceTiming = { windowMs: RECONNECT_WINDOW_MS, sweepMs: 5_000, staleMs: 20_000 };

/** Signalling messages larger than this cross replicas by reference (a NOTIFY holds < 8000 bytes). */
const LARGE_SIGNAL_BYTES = 7000;
const SIGNAL_KEEP_MS = 60_000;
const JOINED_CACHE_MS = 1000;
const JOINED_CACHE_MAX = 50_000;

type Publish = <T extends ServerMessageType>(membershipId: string, message: ServerMessage<T>) => Promise<void>;

interface Row {
  participant: string;
  membership_id: string;
  status: 'waiting' | 'admitted' | 'joined';
  connection: 'connected' | 'reconnecting';
  audio: number;
  video: number;
  screen: number;
  first_name: string | null;
  last_name: string | null;
}

const toParticipant = (row: Row): Participant => ({
  participant: row.participant,
  membershipId: row.membership_id,
  fullName: fullName(row.first_name, row.last_name),
  audio: row.audio === 1,
  video: row.video === 1,
  screen: row.screen === 1,
  connection: row.connection,
});

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Who is in which room, kept in the database so every replica sees the same rooms. Each replica remembers
 * which of its sockets carry which participants; when a socket goes, its participants turn
 * `reconnecting`, and a `meeting.join` with the same participant id within the window restores them.
 * Every replica vouches for its own participants (`last_seen`) and sweeps what is left behind by
 * dropped sockets and by replicas that are gone, so a crash never leaves anyone in a room for good.
 */
export class Presence {
  /** socket id → the participants it carries (room, participant). */
  private readonly sockets = new Map<string, Map<string, { room: string; participant: string }>>();
  readonly replica = newId();
  /** Participants lately found joined, by `room\nparticipant` (see `pair`). */
  private readonly joined = new Map<string, { membershipId: string; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly publish: Publish,
    readonly timing: PresenceTiming = DEFAULT_TIMING,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private track(socketId: string, room: string, participant: string): void {
    let carried = this.sockets.get(socketId);
    if (!carried) this.sockets.set(socketId, (carried = new Map()));
    carried.set(`${room}\n${participant}`, { room, participant });
  }

  private untrack(socketId: string | null, room: string, participant: string): void {
    if (!socketId) return;
    const carried = this.sockets.get(socketId);
    carried?.delete(`${room}\n${participant}`);
    if (carried?.size === 0) this.sockets.delete(socketId);
  }

  private rows(db: Db, room: string) {
    return db
      .selectFrom('meeting_participant as p')
      .innerJoin('user_company as m', 'm.id', 'p.membership_id')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select([
        'p.participant',
        'p.membership_id',
        'p.status',
        'p.connection',
        'p.audio',
        'p.video',
        'p.screen',
        'u.first_name',
        'u.last_name',
      ])
      .where('p.room_id', '=', room);
  }

  /** The row of one participant id in a room, if any (whoever it belongs to). */
  async find(room: string, participant: string) {
    return this.db
      .selectFrom('meeting_participant')
      .select(['membership_id', 'status', 'socket'])
      .where('room_id', '=', room)
      .where('participant', '=', participant)
      .executeTakeFirst();
  }

  /** Sends a message to every member with a participant in the room (each member once). */
  private async toRoom<T extends ServerMessageType>(room: string, message: ServerMessage<T>, except?: string): Promise<void> {
    const rows = await this.db
      .selectFrom('meeting_participant')
      .select(['membership_id', 'participant'])
      .where('room_id', '=', room)
      .where('status', '=', 'joined')
      .execute();
    const members = new Set(rows.filter((r) => r.participant !== except).map((r) => r.membership_id));
    await Promise.all([...members].map((membershipId) => this.publish(membershipId, message)));
  }

  /** Tells the host who waits in the lobby now. */
  async lobbyToHost(room: string): Promise<void> {
    const host = await this.db.selectFrom('meeting_room').select('host_id').where('id', '=', room).executeTakeFirst();
    if (!host) return;
    const waiting: LobbyEntry[] = (
      await this.rows(this.db, room).where('p.status', '=', 'waiting').orderBy('p.created_at').execute()
    ).map((row) => ({
      participant: row.participant,
      membershipId: row.membership_id,
      fullName: fullName(row.first_name, row.last_name),
    }));
    await this.publish(host.host_id, { type: 'meeting.lobby', payload: { room, waiting } });
  }

  /**
   * Puts the participant in the room (or restores it within the reconnect window). Answers the others
   * already there, or null when the room is full.
   */
  async join(
    actor: Actor,
    socketId: string,
    input: { room: string; participant: string; audio: boolean; video: boolean },
  ): Promise<Participant[] | null> {
    const now = nowIso();
    const others = await this.db.transaction().execute(async (trx) => {
      // One join at a time per room, on every replica (SQLite writes one transaction at a time anyway).
      if (this.dialect === 'postgres')
        await trx.selectFrom('meeting_room').select('id').where('id', '=', input.room).forUpdate().execute();
      const rows = await this.rows(trx, input.room).execute();
      const mine = rows.find((r) => r.participant === input.participant);
      const inRoom = rows.filter((r) => r.status === 'joined' && r.participant !== input.participant);
      // A seat held by this member's own dropped tab (a reload) does not keep them out.
      const seats = inRoom.filter((r) => !(r.connection === 'reconnecting' && r.membership_id === actor.membershipId));
      if (seats.length >= ROOM_CAPACITY) return null;
      const values = {
        status: 'joined' as const,
        connection: 'connected' as const,
        audio: flag(input.audio),
        video: flag(input.video),
        replica: this.replica,
        socket: socketId,
        last_seen: now,
        dropped_at: null,
      };
      if (mine) {
        await trx
          .updateTable('meeting_participant')
          .set(values)
          .where('room_id', '=', input.room)
          .where('participant', '=', input.participant)
          .execute();
      } else {
        await trx
          .insertInto('meeting_participant')
          .values({
            room_id: input.room,
            participant: input.participant,
            membership_id: actor.membershipId,
            screen: 0,
            created_at: now,
            ...values,
          })
          .execute();
      }
      return inRoom;
    });
    if (others === null) return null;
    this.forget(input.room, input.participant);
    this.track(socketId, input.room, input.participant);
    return others.map(toParticipant);
  }

  /** After the joiner has its answer: the others learn of it, and a host learns who waits in the lobby. */
  async announceJoin(actor: Actor, room: string, participant: string): Promise<void> {
    await this.announce(room, participant);
    const host = await this.db.selectFrom('meeting_room').select('host_id').where('id', '=', room).executeTakeFirst();
    if (host?.host_id === actor.membershipId) await this.lobbyToHost(room);
  }

  /** A lobby knock: answers true when this participant was already let in. */
  async knock(actor: Actor, socketId: string, input: { room: string; participant: string }): Promise<boolean> {
    const now = nowIso();
    const existing = await this.find(input.room, input.participant);
    const values = {
      connection: 'connected' as const,
      replica: this.replica,
      socket: socketId,
      last_seen: now,
      dropped_at: null,
    };
    this.track(socketId, input.room, input.participant);
    if (existing && existing.status !== 'waiting') {
      await this.db
        .updateTable('meeting_participant')
        .set(values)
        .where('room_id', '=', input.room)
        .where('participant', '=', input.participant)
        .execute();
      return true;
    }
    if (existing) {
      await this.db
        .updateTable('meeting_participant')
        .set(values)
        .where('room_id', '=', input.room)
        .where('participant', '=', input.participant)
        .execute();
    } else {
      await this.db
        .insertInto('meeting_participant')
        .values({
          room_id: input.room,
          participant: input.participant,
          membership_id: actor.membershipId,
          status: 'waiting',
          audio: 0,
          video: 0,
          screen: 0,
          created_at: now,
          ...values,
        })
        .execute();
    }
    await this.lobbyToHost(input.room);
    return false;
  }

  /** The host lets a knocker in (true) or turns them away (false). */
  async decide(room: string, participant: string, admit: boolean): Promise<void> {
    const row = await this.find(room, participant);
    if (!row || row.status !== 'waiting') return;
    const where = this.db;
    if (admit) {
      await where
        .updateTable('meeting_participant')
        .set({ status: 'admitted' })
        .where('room_id', '=', room)
        .where('participant', '=', participant)
        .where('status', '=', 'waiting')
        .execute();
    } else {
      await where.deleteFrom('meeting_participant').where('room_id', '=', room).where('participant', '=', participant).execute();
    }
    await this.publish(row.membership_id, {
      type: admit ? 'meeting.admitted' : 'meeting.refused',
      payload: { room, participant },
    });
    await this.lobbyToHost(room);
  }

  /**
   * For `meeting.signal`: the sender's and the target's rows. Participants found in the room are
   * remembered for a second (an offer is followed by a burst of candidates between the same two), so
   * most signals cost no query; what this replica changes forgets them at once, and a change made by
   * another replica is seen within that second.
   */
  async pair(room: string, from: string, to: string) {
    const now = performance.now();
    const a = this.joined.get(`${room}\n${from}`);
    const b = this.joined.get(`${room}\n${to}`);
    if (a && b && a.until > now && b.until > now)
      return {
        from: { participant: from, membership_id: a.membershipId, status: 'joined' as const },
        to: { participant: to, membership_id: b.membershipId, status: 'joined' as const },
      };
    const rows = await this.db
      .selectFrom('meeting_participant')
      .select(['participant', 'membership_id', 'status'])
      .where('room_id', '=', room)
      .where('participant', 'in', [from, to])
      .execute();
    if (this.joined.size > JOINED_CACHE_MAX) this.joined.clear();
    for (const row of rows)
      if (row.status === 'joined')
        this.joined.set(`${room}\n${row.participant}`, { membershipId: row.membership_id, until: now + JOINED_CACHE_MS });
    return { from: rows.find((r) => r.participant === from), to: rows.find((r) => r.participant === to) };
  }

  private forget(room: string, participant: string): void {
    this.joined.delete(`${room}\n${participant}`);
  }

  /**
   * Relays a signal to the member of its `to` participant; one too large for a NOTIFY travels by
   * reference. Resolves once it is on its way: the bus keeps the order of what this replica publishes.
   */
  async relay(toMembership: string, payload: SignalPayload): Promise<void> {
    let message: ServerMessage<'meeting.signal'> = { type: 'meeting.signal', payload };
    if (this.dialect === 'postgres' && Buffer.byteLength(JSON.stringify(payload)) > LARGE_SIGNAL_BYTES) {
      const id = newId();
      const stored = { ...payload, id };
      await this.db
        .insertInto('meeting_signal')
        .values({ id, payload: JSON.stringify(stored), created_at: nowIso() })
        .execute();
      message = { type: 'meeting.signal', payload: stored };
    }
    this.publish(toMembership, message).catch(this.onError);
  }

  /** Loads a signal that crossed replicas by reference. */
  async storedSignal(ref: string): Promise<SignalPayload | null> {
    const row = await this.db.selectFrom('meeting_signal').select('payload').where('id', '=', ref).executeTakeFirst();
    return row ? (JSON.parse(row.payload) as SignalPayload) : null;
  }

  async setState(input: { room: string; participant: string; audio: boolean; video: boolean; screen: boolean }): Promise<void> {
    await this.db
      .updateTable('meeting_participant')
      .set({ audio: flag(input.audio), video: flag(input.video), screen: flag(input.screen) })
      .where('room_id', '=', input.room)
      .where('participant', '=', input.participant)
      .execute();
    const me = await this.rows(this.db, input.room).where('p.participant', '=', input.participant).executeTakeFirst();
    if (me)
      await this.toRoom(input.room, {
        type: 'meeting.participant',
        payload: { room: input.room, participant: toParticipant(me) },
      });
  }

  async leave(actor: Actor, input: { room: string; participant: string }): Promise<void> {
    const gone = await this.db
      .deleteFrom('meeting_participant')
      .where('room_id', '=', input.room)
      .where('participant', '=', input.participant)
      .where('membership_id', '=', actor.membershipId)
      .returning(['status', 'socket'])
      .executeTakeFirst();
    this.forget(input.room, input.participant);
    if (!gone) return;
    this.untrack(gone.socket, input.room, input.participant);
    await this.announceGone(input.room, input.participant, gone.status);
  }

  private async announceGone(room: string, participant: string, status: Row['status']): Promise<void> {
    if (status === 'joined') await this.toRoom(room, { type: 'meeting.left', payload: { room, participant } });
    else if (status === 'waiting') await this.lobbyToHost(room);
  }

  /** A socket of this replica is gone: its participants turn `reconnecting` (unless already back on another socket). */
  async socketGone(socketId: string): Promise<void> {
    const carried = this.sockets.get(socketId);
    if (!carried) return;
    this.sockets.delete(socketId);
    const now = nowIso();
    for (const { room, participant } of carried.values()) {
      const dropped = await this.db
        .updateTable('meeting_participant')
        .set({ connection: 'reconnecting', socket: null, replica: null, dropped_at: now })
        .where('room_id', '=', room)
        .where('participant', '=', participant)
        .where('socket', '=', socketId)
        .returning(['status'])
        .executeTakeFirst();
      if (dropped?.status === 'joined') await this.announce(room, participant);
    }
  }

  private async announce(room: string, participant: string): Promise<void> {
    const row = await this.rows(this.db, room).where('p.participant', '=', participant).executeTakeFirst();
    if (row)
      await this.toRoom(room, { type: 'meeting.participant', payload: { room, participant: toParticipant(row) } }, participant);
  }

  /**
   * One sweep (every replica runs it): vouch for this replica's participants; mark those of replicas
   * that stopped vouching as reconnecting; remove whoever stayed away longer than the window. Each row
   * changes once (conditional updates), so each change is announced by one replica only.
   */
  async sweep(nowMs = Date.now()): Promise<void> {
    const now = new Date(nowMs).toISOString();
    await this.db
      .updateTable('meeting_participant')
      .set({ last_seen: now })
      .where('replica', '=', this.replica)
      .where('connection', '=', 'connected')
      .execute();
    const stale = await this.db
      .updateTable('meeting_participant')
      .set({ connection: 'reconnecting', socket: null, replica: null, dropped_at: now })
      .where('connection', '=', 'connected')
      .where('last_seen', '<', new Date(nowMs - this.timing.staleMs).toISOString())
      .returning(['room_id', 'participant', 'status'])
      .execute();
    for (const row of stale) if (row.status === 'joined') await this.announce(row.room_id, row.participant);
    const expired = await this.db
      .deleteFrom('meeting_participant')
      .where('connection', '=', 'reconnecting')
      .where('dropped_at', '<', new Date(nowMs - this.timing.windowMs).toISOString())
      .returning(['room_id', 'participant', 'status'])
      .execute();
    for (const row of expired) {
      this.forget(row.room_id, row.participant);
      await this.announceGone(row.room_id, row.participant, row.status);
    }
    await this.db
      .deleteFrom('meeting_signal')
      .where('created_at', '<', new Date(nowMs - SIGNAL_KEEP_MS).toISOString())
      .execute();
  }
}
