import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API } from '../helpers/identity.js';

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
