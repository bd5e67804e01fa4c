import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/index.js';
import { fullName } from '../members/queries.js';
import { notify } from '../notifications/notifications.js';
import type { LobbyEntry, Publish } from './messages.js';

/** How many times a member may knock on one room's lobby: after this many refusals, only an invitation helps. */
const MAX_KNOCKS = 3;
export const NO_KNOCKS_LEFT = `The host turned you away ${MAX_KNOCKS} times: ask them to invite you to this meeting.`;

/** What the lobby needs of presence: this replica's id, its socket bookkeeping and the participant rows. */
export interface LobbySeats {
  readonly replica: string;
  track(socketId: string, room: string, participant: string): void;
  find(room: string, participant: string): Promise<{ membership_id: string; status: string; socket: string | null } | undefined>;
}

/**
 * The lobby of a room: members of the company who were not invited knock (a `waiting` participant),
 * and the host, who always sees who waits, lets them in (`admitted`, then they join) or turns them away.
 */
export class Lobby {
  constructor(
    private readonly db: Db,
    private readonly publish: Publish,
    private readonly seats: LobbySeats,
  ) {}

  /** Tells the host who waits in the lobby now. */
  async toHost(room: string): Promise<void> {
    const host = await this.db.selectFrom('meeting_room').select('host_id').where('id', '=', room).executeTakeFirst();
    if (!host) return;
    const waiting: LobbyEntry[] = (
      await this.db
        .selectFrom('meeting_participant as p')
        .innerJoin('user_company as m', 'm.id', 'p.membership_id')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['p.participant', 'p.membership_id', 'u.first_name', 'u.last_name'])
        .where('p.room_id', '=', room)
        .where('p.status', '=', 'waiting')
        .orderBy('p.created_at')
        .execute()
    ).map((row) => ({
      participant: row.participant,
      membershipId: row.membership_id,
      fullName: fullName(row.first_name, row.last_name),
    }));
    await this.publish(host.host_id, { type: 'meeting.lobby', payload: { room, waiting } });
  }

  /** How many more times this member may knock on this room (after the host's refusals so far). */
  async knocksLeft(room: string, membershipId: string): Promise<number> {
    const row = await this.db
      .selectFrom('meeting_refusal')
      .select('refusals')
      .where('room_id', '=', room)
      .where('membership_id', '=', membershipId)
      .executeTakeFirst();
    return Math.max(0, MAX_KNOCKS - Number(row?.refusals ?? 0));
  }

  /** A lobby knock: answers true when this participant was already let in. */
  async knock(actor: Actor, socketId: string, input: { room: string; participant: string }): Promise<boolean> {
    const now = nowIso();
    const existing = await this.seats.find(input.room, input.participant);
    const values = {
      connection: 'connected' as const,
      replica: this.seats.replica,
      socket: socketId,
      last_seen: now,
      dropped_at: null,
    };
    this.seats.track(socketId, input.room, input.participant);
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
      await this.tellAbsentHost(input.room, actor.membershipId);
    }
    await this.toHost(input.room);
    return false;
  }

  /**
   * A first knock while the host is not in the room: the host is notified (the bell, and mail as their
   * preferences say), since nobody sees the lobby. A host in the room sees the knock live instead.
   */
  private async tellAbsentHost(room: string, knockerId: string): Promise<void> {
    const facts = await this.db
      .selectFrom('meeting_room as r')
      .select(['r.host_id', 'r.title'])
      .where('r.id', '=', room)
      .executeTakeFirst();
    if (!facts) return;
    const hostHere = await this.db
      .selectFrom('meeting_participant')
      .select('participant')
      .where('room_id', '=', room)
      .where('membership_id', '=', facts.host_id)
      .where('status', '=', 'joined')
      .where('connection', '=', 'connected')
      .executeTakeFirst();
    if (hostHere) return;
    const knocker = await this.db
      .selectFrom('user_company as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.first_name', 'u.last_name'])
      .where('m.id', '=', knockerId)
      .executeTakeFirst();
    const who = knocker ? fullName(knocker.first_name, knocker.last_name) : 'Someone';
    await notify(this.db, {
      membershipId: facts.host_id,
      type: 'meeting.knock',
      title: `${who} is waiting in the lobby of “${facts.title}”`,
      body: 'Open the meeting to let them in or turn them away.',
      link: `/meeting/${room}`,
    });
  }

  /** The host lets a knocker in (true) or turns them away (false). */
  async decide(room: string, participant: string, admit: boolean): Promise<void> {
    const row = await this.seats.find(room, participant);
    if (!row || row.status !== 'waiting') return;
    if (admit) {
      await this.db
        .updateTable('meeting_participant')
        .set({ status: 'admitted' })
        .where('room_id', '=', room)
        .where('participant', '=', participant)
        .where('status', '=', 'waiting')
        .execute();
    } else {
      await this.db
        .deleteFrom('meeting_participant')
        .where('room_id', '=', room)
        .where('participant', '=', participant)
        .execute();
      await this.db
        .insertInto('meeting_refusal')
        .values({ room_id: room, membership_id: row.membership_id, refusals: 1, updated_at: nowIso() })
        .onConflict((oc) =>
          oc.columns(['room_id', 'membership_id']).doUpdateSet({
            refusals: sql<number>`meeting_refusal.refusals + 1`,
            updated_at: nowIso(),
          }),
        )
        .execute();
    }
    await this.publish(
      row.membership_id,
      admit
        ? { type: 'meeting.admitted', payload: { room, participant } }
        : {
            type: 'meeting.refused',
            payload: { room, participant, knocksLeft: await this.knocksLeft(room, row.membership_id) },
          },
    );
    await this.toHost(room);
  }
}
