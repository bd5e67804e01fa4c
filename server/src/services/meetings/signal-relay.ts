import type { Db, DialectName } from '../../db/connect.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { ServerMessage } from '../../realtime/index.js';
import type { Publish, SignalPayload } from './messages.js';

/** Signalling messages larger than this cross replicas by reference (a NOTIFY holds < 8000 bytes). */
const LARGE_SIGNAL_BYTES = 7000;
const SIGNAL_KEEP_MS = 60_000;
const JOINED_CACHE_MS = 1000;
const JOINED_CACHE_MAX = 50_000;

/**
 * The relay of `meeting.signal` between two participants of a room: who the two are (remembered for a
 * second, see `pair`), and the message on its way to the target's member — by reference when it is too
 * large for a NOTIFY, kept for a minute.
 */
export class SignalRelay {
  /** Participants lately found joined, by `room\nparticipant` (see `pair`). */
  private readonly joined = new Map<string, { membershipId: string; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly publish: Publish,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * For `meeting.signal`: the sender's and the target's rows. Participants found in the room are
   * remembered for a second (an offer is followed by a burst of candidates between the same two), so
   * most signals cost no query; what this replica changes forgets them at once (`forget`), and a change
   * made by another replica is seen within that second.
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

  /** A participant this replica changed (joined again, left, swept): `pair` reads it afresh. */
  forget(room: string, participant: string): void {
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

  /** Part of the presence sweep: signals stored by reference are dropped after a minute. */
  async sweep(nowMs: number): Promise<void> {
    await this.db
      .deleteFrom('meeting_signal')
      .where('created_at', '<', new Date(nowMs - SIGNAL_KEEP_MS).toISOString())
      .execute();
  }
}
