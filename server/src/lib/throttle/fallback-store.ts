import { MemoryCounterStore } from './memory-store.js';
import type { Counted, CounterStore } from './store.js';

/** A shared store that can say at once whether it can answer now (Redis: connected). */
export interface SharedCounterStore extends CounterStore {
  readonly ready: boolean;
}

export interface FallbackEvents {
  /** The shared store stopped answering (told once per outage). */
  onDown(error: unknown): void;
  /** It answers again (told once, when it is back). */
  onUp(): void;
  /** One decision was answered by this process's counters. */
  onFallback(): void;
  /** A command of the shared store failed (counted as the backend's error). */
  onError(error: unknown): void;
}

/**
 * Counters in a shared store (Redis) that never leave a request waiting on it: while the shared store
 * is down, or when a command fails, this process counts on its own with the same limits — still
 * throttled, never open — and goes back to the shared store as soon as it answers again. A command that
 * fails while the connection still looks up (a hung server: each one times out) sends the next second's
 * decisions straight to this process's counters, so at most one request a second waits for the time-out. What was
 * counted here during the outage is not carried over (docs/operations.md, "Throttles without Redis").
 */
/** After a command failed on a connection that still looks up (a hung Redis), Redis is tried again after this long. */
const RETRY_AFTER_FAILURE_MS = 1000;

export class FallbackCounterStore implements CounterStore {
  private down = false;
  /** Until then decisions are local without asking Redis (set when a command failed or timed out). */
  private skipUntil = 0;

  constructor(
    private readonly shared: SharedCounterStore,
    private readonly events: FallbackEvents,
    private readonly local: CounterStore = new MemoryCounterStore(),
    private readonly now: () => number = () => performance.now(),
  ) {}

  read(key: string): Promise<Counted> {
    return this.run(
      () => this.shared.read(key),
      () => this.local.read(key),
    );
  }

  increment(key: string, windowMs: number): Promise<Counted> {
    return this.run(
      () => this.shared.increment(key, windowMs),
      () => this.local.increment(key, windowMs),
    );
  }

  /** The shared store's connection is up again: say so once. */
  markUp(): void {
    this.skipUntil = 0;
    if (!this.down) return;
    this.down = false;
    this.events.onUp();
  }

  /** The shared store failed: say so once per outage. */
  markDown(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.events.onDown(error);
  }

  async close(): Promise<void> {
    await this.shared.close();
    await this.local.close();
  }

  private async run(shared: () => Promise<Counted>, local: () => Promise<Counted>): Promise<Counted> {
    if (this.shared.ready && this.now() >= this.skipUntil) {
      try {
        const counted = await shared();
        this.markUp();
        return counted;
      } catch (error) {
        this.events.onError(error);
        this.markDown(error);
        this.skipUntil = this.now() + RETRY_AFTER_FAILURE_MS;
      }
    } else {
      this.markDown(new Error('Redis is not connected'));
    }
    this.events.onFallback();
    return local();
  }
}
