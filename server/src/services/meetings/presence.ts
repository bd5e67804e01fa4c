import type { Db, DialectName } from '../../db/connect.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/index.js';
import type { ServerMessage, ServerMessageType } from '../../realtime/index.js';
import { fullName } from '../members/queries.js';
import { Lobby } from './lobby.js';
import type { Participant, Publish } from './messages.js';
import { ROOM_CAPACITY } from './limits.js';
import { SignalRelay } from './signal-relay.js';

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
 * The room's lobby (`lobby.ts`) and the relay of signals between participants (`signal-relay.ts`) are
 * its parts: `presence.lobby`, `presence.signals`.
 */
export class Presence {
  /** socket id → the participants it carries (room, participant). */
  private readonly sockets = new Map<string, Map<string, { room: string; participant: string }>>();
  readonly replica = newId();
  readonly lobby: Lobby;
  readonly signals: SignalRelay;

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly publish: Publish,
    readonly timing: PresenceTiming = DEFAULT_TIMING,
    onError: (error: unknown) => void = () => {},
  ) {
    this.lobby = new Lobby(db, publish, this);
    this.signals = new SignalRelay(db, dialect, publish, onError);
  }

  /** Remembers that a socket of this replica carries a participant (a joiner, or a knocker of the lobby). */
  track(socketId: string, room: string, participant: string): void {
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

  /**
   * Puts the participant in the room (or restores it within the reconnect window). Answers the others
   * already there, or null when the room is full.
   */
  async join(
    actor: Actor,
    socketId: string,
    input: { room: string; participant: string; audio: boolean; video: boolean },
  ): Promise<Participant[] | null> {
    const others = await this.db.transaction().execute(async (trx) => {
      // One join at a time per room, on every replica (SQLite writes one transaction at a time anyway).
      if (this.dialect === 'postgres')
        await trx.selectFrom('meeting_room').select('id').where('id', '=', input.room).forUpdate().execute();
      // Stamped once the join holds the lock: a join that waited for it is not already stale to a sweep
      // that vouched for this replica's participants while it waited.
      const now = nowIso();
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
    this.signals.forget(input.room, input.participant);
    this.track(socketId, input.room, input.participant);
    return others.map(toParticipant);
  }

  /** After the joiner has its answer: the others learn of it, and a host learns who waits in the lobby. */
  async announceJoin(actor: Actor, room: string, participant: string): Promise<void> {
    await this.announce(room, participant);
    const host = await this.db.selectFrom('meeting_room').select('host_id').where('id', '=', room).executeTakeFirst();
    if (host?.host_id === actor.membershipId) await this.lobby.toHost(room);
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
    this.signals.forget(input.room, input.participant);
    if (!gone) return;
    this.untrack(gone.socket, input.room, input.participant);
    await this.announceGone(input.room, input.participant, gone.status);
  }

  private async announceGone(room: string, participant: string, status: Row['status']): Promise<void> {
    if (status === 'joined') await this.toRoom(room, { type: 'meeting.left', payload: { room, participant } });
    else if (status === 'waiting') await this.lobby.toHost(room);
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
   * that stopped vouching as reconnecting; remove whoever stayed away longer than the window (and the
   * signals stored by reference that are no longer needed). Each row
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
      this.signals.forget(row.room_id, row.participant);
      await this.announceGone(row.room_id, row.participant, row.status);
    }
    await this.signals.sweep(nowMs);
  }
}
