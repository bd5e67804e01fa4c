import type { RateLimits } from '../../config.js';
import { HttpError, tooManyRequests } from '../errors.js';
import type { CounterStore } from './store.js';

export type ThrottleName = keyof RateLimits;

/** Answers that mean a guess was wrong (credentials, token, link); conflicts and refusals are not. */
const FAILURES = new Set([400, 401, 404]);

const WAIT = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** A limit and the key it is counted by, e.g. `['signInPerAccount', 'ada@example.com']`. */
export type Counter = readonly [ThrottleName, string];

/** The throttles of the API: named limits counted in a store (memory, or Redis for every replica). */
export class Throttle {
  constructor(
    private readonly limits: RateLimits,
    private readonly store: CounterStore,
  ) {}

  private key(name: ThrottleName, key: string): string {
    return `${name}:${key.toLowerCase()}`;
  }

  /** Throws 429 (with Retry-After) when `key` has used up its allowance. */
  async check(name: ThrottleName, key: string): Promise<void> {
    const { count, resetInMs } = await this.store.read(this.key(name, key));
    if (count < this.limits[name].max) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw tooManyRequests(seconds, `Too many attempts. Please wait ${WAIT(seconds)} and try again.`);
  }

  async hit(name: ThrottleName, key: string): Promise<void> {
    await this.store.increment(this.key(name, key), this.limits[name].windowSeconds * 1000);
  }

  /** check, then count this attempt (for requests that cost something whether or not they succeed). */
  async take(name: ThrottleName, key: string): Promise<void> {
    await this.check(name, key);
    await this.hit(name, key);
  }

  /**
   * Runs `attempt` unless one of the counters is used up, and counts it against every counter only when
   * it fails as a wrong guess would (a wrong password, token or link): a success never counts against anyone.
   */
  async failuresOnly<T>(counters: readonly Counter[], attempt: () => Promise<T>): Promise<T> {
    for (const [name, key] of counters) await this.check(name, key);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof HttpError && FAILURES.has(error.statusCode)) {
        for (const [name, key] of counters) await this.hit(name, key);
      }
      throw error;
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
