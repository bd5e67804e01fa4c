import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DATABASE_RETRY_MAX_MS } from '../../src/plugins/database.js';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.js';
import { signIn, startReplica, stopReplica, type Replica } from '../helpers/replica.js';

const API = '/api/frontend';

// PostgreSQL only (it runs in the suite's PostgreSQL pass), on a private cluster this test stops and starts.
const SKIP = process.env.TEST_DATABASE_URL
  ? false
  : 'runs in the PostgreSQL pass (set TEST_DATABASE_URL); it starts its own cluster';

/** An operator command against this deployment, as `node cli.js` runs it. */
const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env, INIT_CWD: '' },
  });

/** Issue: an API started while PostgreSQL was down answered nothing, and became ready 6.8 s after it returned. */
describe('starting while PostgreSQL is down', { timeout: 180_000, skip: SKIP }, () => {
  let database: PrivatePostgres;
  let replica: Replica | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-dbstart-'));
  const backups = mkdtempSync(path.join(os.tmpdir(), 'cascade-dbstart-backups-'));
  let env: Record<string, string>;

  before(async () => {
    database = await startPrivatePostgres();
    await database.stop();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'dbstart-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://127.0.0.1',
    };
  });
  after(async () => {
    await stopReplica(replica);
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  });

  it('is live at once, names the database while not ready, answers 503 elsewhere, and is ready once it returns', async () => {
    replica = await startReplica({ ...env, SEED_DEMO: 'true', SEED_DEMO_CONTENT: 'false' }, 60_000, 'live');
    const live = await fetch(`${replica.base}${API}/health/live`);
    assert.equal(live.status, 200);
    const ready = await fetch(`${replica.base}${API}/health/ready`);
    assert.equal(ready.status, 503);
    assert.match(((await ready.json()) as { detail: string }).detail, /database/);
    for (const [method, url] of [
      ['POST', `${API}/user/token`],
      ['GET', `${API}/content/`],
    ] as const) {
      const answer = await fetch(`${replica.base}${url}`, { method });
      assert.equal(answer.status, 503, `${method} ${url}`);
      assert.equal(answer.headers.get('retry-after'), '5');
      assert.match(((await answer.json()) as { detail: string }).detail, /starting.*database/);
    }

    // Ready within 2 s of the database's return: the retry interval is capped well below that.
    assert.ok(DATABASE_RETRY_MAX_MS <= 1000, `retry interval ${DATABASE_RETRY_MAX_MS} ms`);
    await database.start();
    for (const deadline = Date.now() + 60_000; ;) {
      if ((await fetch(`${replica.base}${API}/health/ready`)).ok) break;
      assert.ok(Date.now() < deadline, `never ready:\n${replica.output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Migrated and seeded once the database answered.
    await signIn(replica.base, demoEmail('agent'), DEMO_PASSWORD);
  });

  it('backup and restore print one sentence and exit non-zero when the database cannot be reached', async () => {
    const taken = cli(['backup', path.join(backups, 'first')], env);
    assert.equal(taken.status, 0, taken.stderr);
    await database.stop();
    try {
      const failures = [
        cli(['backup', path.join(backups, 'second')], env),
        cli(['restore', path.join(backups, 'first')], {
          ...env,
          DATABASE_SCHEMA: 'restored',
          DATA_DIR: mkdtempSync(path.join(backups, 'target-')),
        }),
      ];
      for (const result of failures) {
        assert.notEqual(result.status, 0);
        const lines = result.stderr.split('\n').filter((line) => line.trim() && !/Warning|trace-warnings|^\(node/.test(line));
        assert.equal(lines.length, 1, result.stderr);
        assert.match(lines[0]!, /^The (backup|restore) stopped: the database at 127\.0\.0\.1:\d+\/postgres cannot be reached/);
        assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
      }
    } finally {
      await database.start();
    }
  });
});
