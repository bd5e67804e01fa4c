import { Redis } from 'ioredis';
import type { Counted, CounterStore } from './store.js';

/** INCR and, for the window's first event, its expiry, in one atomic step; answers count and ms left. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** How long one command may take before the throttle decides without Redis. */
const COMMAND_TIMEOUT_MS = 100;

export interface RedisStoreEvents {
  /** The connection is up (at start, and again after an outage). */
  onReady?(): void;
  /** The connection failed or closed: commands fail at once until it is back. */
  onError?(error: Error): void;
}

/**
 * Counters in Redis, shared by every replica and kept across restarts. Keys are `<prefix><name>:<key>`
 * and expire with their window, so nothing needs cleaning up.
 *
 * Never waits for Redis: while the connection is down a command fails at once (no offline queue), one
 * that hangs fails after COMMAND_TIMEOUT_MS, and the client reconnects in the background (every 0.1 to
 * 2 s) — `FallbackCounterStore` answers meanwhile. Errors go to `onError`, never to ioredis's own
 * "Unhandled error event" output.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;
  private closing = false;

  constructor(
    url: string,
    private readonly prefix: string,
    events: RedisStoreEvents = {},
  ) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 1000,
      retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
    });
    this.redis.on('error', (error: Error) => {
      if (!this.closing) events.onError?.(error);
    });
    this.redis.on('ready', () => events.onReady?.());
    this.redis.on('close', () => {
      if (!this.closing) events.onError?.(new Error('the connection to Redis closed'));
    });
    // Settled by the first connection attempt either way (a refused connection fails at once).
    this.settled = new Promise<void>((resolve) => {
      this.redis.once('ready', () => resolve());
      this.redis.once('error', () => resolve());
    });
    this.redis.connect().catch(() => {}); // reported through 'error'; retried by retryStrategy
  }

  /** Resolves once the first connection attempt succeeded or failed (start-up waits for no longer). */
  readonly settled: Promise<void>;

  /** Whether commands can be sent now (connected and ready). */
  get ready(): boolean {
    return this.redis.status === 'ready';
  }

  async read(key: string): Promise<Counted> {
    const [[, count], [, ttl]] = (await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()) as [[unknown, string | null], [unknown, number]];
    if (count === null || ttl <= 0) return { count: 0, resetInMs: 0 };
    return { count: Number(count), resetInMs: ttl };
  }

  async increment(key: string, windowMs: number): Promise<Counted> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
