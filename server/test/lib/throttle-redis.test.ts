import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API } from '../helpers/identity.js';
import { freePort } from '../helpers/ports.js';

/** Redis runs on the development and CI machines (.ci/run starts it); TEST_REDIS_URL points elsewhere. */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const LIMITS = { RATE_LIMIT_SIGNIN_ACCOUNT: '3/900', RATE_LIMIT_SIGNIN_IP: '1000/900' };

const signIn = (t: TestApp, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/user/token`,
    remoteAddress: '10.9.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });

describe('throttles shared by every replica (Redis)', () => {
  const prefix = `cascade-test:${randomBytes(6).toString('hex')}:`;
  const shared = { ...LIMITS, RATE_LIMIT_STORE: REDIS_URL, RATE_LIMIT_PREFIX: prefix };
  const apps: TestApp[] = [];
  before(async () => {
    for (let i = 0; i < 2; i += 1) {
      const t = await createTestApp(shared);
      await seedDemo(t.app.db);
      apps.push(t);
    }
  });
  after(async () => {
    for (const t of apps) await t.close();
  });

  it('counts failures once across two API instances, and a restart does not forget them', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const account = demoEmail('agent');
    assert.equal((await signIn(a, account, 'wrong')).statusCode, 400);
    assert.equal((await signIn(b, account, 'wrong')).statusCode, 400);
    assert.equal((await signIn(a, account, 'wrong')).statusCode, 400);
    const locked = await signIn(b, account, DEMO_PASSWORD);
    assert.equal(locked.statusCode, 429, 'the fourth attempt is refused on the other instance');
    assert.ok(Number(locked.headers['retry-after']) > 800);

    const restarted = await createTestApp(shared);
    apps.push(restarted);
    await seedDemo(restarted.app.db);
    assert.equal((await signIn(restarted, account, DEMO_PASSWORD)).statusCode, 429, 'a new instance sees the same count');
    assert.equal((await signIn(restarted, demoEmail('marketer'), DEMO_PASSWORD)).statusCode, 200, 'other accounts are free');
  });
});

describe('throttles in memory (embedded mode, one process)', () => {
  it('count per instance: two instances would each allow the whole limit', async () => {
    const a = await createTestApp({ ...LIMITS, RATE_LIMIT_STORE: 'memory' });
    const b = await createTestApp({ ...LIMITS, RATE_LIMIT_STORE: 'memory' });
    try {
      await seedDemo(a.app.db);
      await seedDemo(b.app.db);
      for (const t of [a, b, a]) assert.equal((await signIn(t, demoEmail('client'), 'wrong')).statusCode, 400);
      assert.equal((await signIn(b, demoEmail('client'), DEMO_PASSWORD)).statusCode, 200, 'b has counted only one failure');
      assert.equal((await signIn(a, demoEmail('client'), DEMO_PASSWORD)).statusCode, 200, 'a has counted two');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** A redis-server of this test's own, on a free port, that the test stops and starts. */
async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = child;
    // Ready once it says so on its output (the log line of a started server).
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (/Ready to accept connections/.test(seen)) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

describe('throttles when Redis goes away and comes back', () => {
  const lines: string[] = [];
  const printed: string[] = [];
  const consoleError = console.error;
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let t: TestApp;
  const metric = async (pattern: RegExp) => {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer redis-test-token' } });
    return pattern.exec(scrape.body)?.[1];
  };
  before(async () => {
    console.error = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
    redis = await privateRedis();
    t = await createTestApp(
      {
        ...LIMITS,
        RATE_LIMIT_STORE: redis.url,
        RATE_LIMIT_PREFIX: 'outage:',
        METRICS_TOKEN: 'redis-test-token',
        LOG_LEVEL: 'info',
      },
      undefined,
      { logger: undefined, logStream: { write: (line: string) => void lines.push(line) } },
    );
    await seedDemo(t.app.db);
  });
  after(async () => {
    console.error = consoleError;
    await t.close();
    await redis.stop();
  });

  it('answers every sign-in from per-process counters with the same limits, then goes back to Redis', async () => {
    const fallbacks = async () => Number(await metric(/^cascade_throttle_fallback_decisions_total (\d+)$/m));
    const redisUp = () => metric(/^cascade_dependency_up\{dependency="redis"\} (\d+)$/m);
    assert.equal((await signIn(t, demoEmail('agent'), 'wrong')).statusCode, 400);
    assert.equal(await fallbacks(), 0, 'Redis answered');
    assert.equal(await redisUp(), '1');

    await redis.stop();
    const account = demoEmail('marketer');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn(t, account, 'wrong')).statusCode);
    statuses.push((await signIn(t, account, DEMO_PASSWORD)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429], 'still throttled during the outage: the fourth attempt is refused');
    assert.ok(
      (await fallbacks()) >= 7,
      'every decision was answered by the fallback (a check and a count per failure, a check for the last)',
    );
    assert.equal(await redisUp(), '0', 'the scrape shows Redis down');
    assert.ok(Number(await metric(/^cascade_dependency_errors_total\{dependency="redis"\} (\d+)$/m)) > 0);

    await redis.start();
    const deadline = Date.now() + 30_000;
    while ((await redisUp()) !== '1') {
      assert.ok(Date.now() < deadline, 'the store reconnects to Redis');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const before = await fallbacks();
    assert.equal((await signIn(t, demoEmail('client'), 'wrong')).statusCode, 400);
    assert.equal(await fallbacks(), before, 'back on Redis: no decision by the fallback');

    const down = lines.filter((line) => line.includes('throttle store (Redis) unreachable'));
    const back = lines.filter((line) => line.includes('throttle store (Redis) is back'));
    assert.equal(down.length, 1, 'the outage is logged once');
    assert.equal(back.length, 1, 'the return is logged once');
    for (const line of [...down, ...back]) assert.doesNotThrow(() => JSON.parse(line), 'logged as JSON');
    assert.deepEqual(
      printed.filter((line) => /ioredis|Unhandled error/.test(line)),
      [],
      'nothing printed outside the JSON log',
    );
  });
});
