import { Redis } from 'ioredis';
import type { Counted, CounterStore } from './store.js';

/** INCR and, for the window's first event, its expiry, in one atomic step; answers count and ms left. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every replica and kept across restarts. Keys are `<prefix><name>:<key>`
 * and expire with their window, so nothing needs cleaning up.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // Commands wait (briefly) for a reconnect instead of failing at once; a throttle that cannot count
    // answers an error rather than letting every attempt through.
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
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
    if (this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
