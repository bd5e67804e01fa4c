import type { RateLimit, RateLimits } from '../config.js';
import { tooManyRequests } from './errors.js';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in this process's memory. Behind several replicas each one counts on its
 * own, so the effective limit is the configured one times the replica count — acceptable for slowing
 * down guessing, and it needs no shared store. Restarting the process forgets the counts.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  hit(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + this.limit.windowSeconds * 1000 });
    } else {
      window.count += 1;
    }
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export type ThrottleName = keyof RateLimits;

const WAIT = (seconds: number) => (seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/** The limiters of one server process, by name. */
export class Throttle {
  private readonly limiters: Record<ThrottleName, RateLimiter>;

  constructor(limits: RateLimits, now?: () => number) {
    this.limiters = Object.fromEntries(
      Object.entries(limits).map(([name, limit]) => [name, new RateLimiter(limit, now)]),
    ) as Record<ThrottleName, RateLimiter>;
  }

  /** Throws 429 (with Retry-After) when `key` has used up its allowance. */
  check(name: ThrottleName, key: string): void {
    const seconds = this.limiters[name].retryAfter(key.toLowerCase());
    if (seconds > 0) throw tooManyRequests(seconds, `Too many attempts. Please wait ${WAIT(seconds)} and try again.`);
  }

  hit(name: ThrottleName, key: string): void {
    this.limiters[name].hit(key.toLowerCase());
  }

  /** check, then count this attempt. */
  take(name: ThrottleName, key: string): void {
    this.check(name, key);
    this.hit(name, key);
  }
}
