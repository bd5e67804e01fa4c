/**
 * What one socket may send: two token buckets, one counting messages and one counting bytes. Each
 * holds up to its burst and refills at its rate; a message takes one token from the first and its size
 * from the second. A socket that sends past either is closed with 1008 (hub.ts).
 *
 * Sized from what the busiest member of a full meeting sends (docs/realtime.md, "Message budget"):
 * six people in a mesh means five peer connections per tab; joining sends, per peer, an offer or an
 * answer and its ICE candidates (about 30 per pair, all of them from one side at worst) — about 160
 * messages and 200 KB within a few seconds — and a screen share on and off renegotiates every peer
 * again (about 60 messages). The burst (400 messages, 1 MiB) holds all of that at once with room to
 * spare; the refill (10 messages and 32 KiB a second) covers mute toggles, pings and renegotiations
 * spread over a meeting. A participant relaying 3,000 candidates in 4 s is closed after about 400.
 */
export interface BudgetLimits {
  /** Messages a socket may send at once. */
  messageBurst: number;
  /** Messages a second the budget refills. */
  messagesPerSecond: number;
  /** Bytes a socket may send at once. */
  byteBurst: number;
  /** Bytes a second the budget refills. */
  bytesPerSecond: number;
}

export const DEFAULT_BUDGET: BudgetLimits = {
  messageBurst: 400,
  messagesPerSecond: 10,
  byteBurst: 1024 * 1024,
  bytesPerSecond: 32 * 1024,
};

/** Milliseconds from any fixed origin (performance.now by default; tests inject their own). */
export type Clock = () => number;

class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly clock: Clock,
  ) {
    this.tokens = burst;
    this.at = clock();
  }

  take(amount: number): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < amount) return false;
    this.tokens -= amount;
    return true;
  }
}

/** One socket's budget. */
export class SocketBudget {
  private readonly messages: Bucket;
  private readonly bytes: Bucket;

  constructor(limits: BudgetLimits = DEFAULT_BUDGET, clock: Clock = () => performance.now()) {
    this.messages = new Bucket(limits.messageBurst, limits.messagesPerSecond, clock);
    this.bytes = new Bucket(limits.byteBurst, limits.bytesPerSecond, clock);
  }

  /** Spends one message of `size` bytes; false when the socket is past its budget. */
  spend(size: number): boolean {
    return this.messages.take(1) && this.bytes.take(size);
  }
}
