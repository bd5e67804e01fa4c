import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { startReplica, stopReplica, type Replica } from '../helpers/replica.js';

/** Redis runs on the development and CI machines (.ci/run starts it); TEST_REDIS_URL points elsewhere. */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const signIn = (base: string, username: string, password: string) =>
  fetch(`${base}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });

/**
 * Two API processes, as two hosts run them (each its own data folder and demo company), share the
 * sign-in throttle through Redis: three failures spread over both lock the account on either.
 */
describe('sign-in throttle across two API processes', () => {
  const dataDirs: string[] = [];
  const replicas: Replica[] = [];
  before(async () => {
    const prefix = `cascade-test:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-throttle-'));
      dataDirs.push(dataDir);
      replicas.push(
        await startReplica({
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          JWT_SECRET: 'throttle-test-secret-0123456789-0123456789',
          STATIC_DIR: '',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_STORE: REDIS_URL,
          RATE_LIMIT_PREFIX: prefix,
          RATE_LIMIT_SIGNIN_ACCOUNT: '3/900',
          RATE_LIMIT_SIGNIN_IP: '1000/900',
        }),
      );
    }
  });
  after(async () => {
    for (const replica of replicas) await stopReplica(replica);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('counts each failure once, whichever process answered it', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const account = demoEmail('agent');
    for (const replica of [a, b, a]) assert.equal((await signIn(replica.base, account, 'wrong password')).status, 400);
    const locked = await signIn(b.base, account, DEMO_PASSWORD);
    assert.equal(locked.status, 429, 'the account is locked on the process that saw one failure');
    assert.ok(Number(locked.headers.get('retry-after')) > 0, 'the answer says when to try again');
    assert.equal((await signIn(a.base, demoEmail('client'), DEMO_PASSWORD)).status, 200, 'other accounts are free');
  });
});
