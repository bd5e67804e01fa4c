import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres.js';
import { openSocket, sleep, type TestSocket } from '../helpers/realtime.js';
import { signIn, startReplica, stopReplica, type Replica } from '../helpers/replica.js';

const API = '/api/frontend';

interface Outcome {
  at: number;
  status: number;
  retryAfter: string | null;
  detail: string | null;
  ms: number;
}

/**
 * PostgreSQL stopped and started again under traffic (issue: a restart crashed every API process):
 * two API processes on a private cluster this test controls, requests to both and a socket throughout.
 */
// PostgreSQL only (it runs in the suite's PostgreSQL pass), on a private cluster, never TEST_DATABASE_URL's.
const SKIP = process.env.TEST_DATABASE_URL
  ? false
  : 'runs in the PostgreSQL pass (set TEST_DATABASE_URL); it starts its own cluster';

// The limit is a hang guard only: replicas and a cluster start slowly on a busy machine.
describe('a PostgreSQL restart under traffic', { timeout: 900_000, skip: SKIP }, () => {
  let database: PrivatePostgres;
  let a: Replica | undefined;
  let b: Replica | undefined;
  const dataDirs = [
    mkdtempSync(path.join(os.tmpdir(), 'cascade-restart-a-')),
    mkdtempSync(path.join(os.tmpdir(), 'cascade-restart-b-')),
  ];

  before(async () => {
    database = await startPrivatePostgres();
    const common = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'restart-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
    };
    // Demo members without the demo content: the client's notifications are then exactly the ones sent here.
    a = await startReplica({
      ...common,
      DATA_DIR: dataDirs[0]!,
      SEED_DEMO: 'true',
      SEED_DEMO_CONTENT: 'false',
      SEED_DEMO_APPROVAL: 'false',
    });
    b = await startReplica({ ...common, DATA_DIR: dataDirs[1]!, SEED_DEMO: 'false' });
  });
  after(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    await database.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, recovers within 5 s, and delivers every notification', async () => {
    if (!a || !b) throw new Error('replicas not started');
    const agent = await signIn(a.base, demoEmail('agent'), DEMO_PASSWORD);
    const client = await signIn(a.base, demoEmail('client'), DEMO_PASSWORD);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('restart test bytes')], { type: 'application/pdf' }), 'restart.pdf');
    const uploaded = await fetch(`${a.base}${API}/material/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent}` },
      body: form,
    });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const materialId = ((await uploaded.json()) as { id: string }).id;
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const recipient = await admin.query<{ id: string }>(
      `select uc.id from user_company uc join users u on u.id = uc.user_id where u.email = $1`,
      [demoEmail('client')],
    );
    await admin.end();
    const clientMembership = recipient.rows[0]?.id;
    assert.ok(clientMembership);

    // The client's socket is held by B; the sends are made on A (notifications cross the bus).
    const socket: TestSocket = await openSocket(b.base, client);
    const outcomes: Outcome[] = [];
    let running = true;
    const call = async (base: string, init: RequestInit & { path: string }) => {
      const started = Date.now();
      const response = await fetch(`${base}${API}${init.path}`, { ...init, signal: AbortSignal.timeout(10_000) });
      const body = (await response.json().catch(() => ({}))) as { detail?: string };
      outcomes.push({
        at: started,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        detail: body.detail ?? null,
        ms: Date.now() - started,
      });
    };
    const reads = (async () => {
      for (let i = 0; running; i++) {
        await call(i % 2 ? a.base : b.base, { path: '/content/', headers: { authorization: `Bearer ${agent}` } });
        await sleep(40);
      }
    })();
    const sends = (async () => {
      while (running) {
        await call(a.base, {
          path: '/content/copy/send',
          method: 'POST',
          headers: { authorization: `Bearer ${agent}`, 'content-type': 'application/json' },
          body: JSON.stringify({ folder_ids: [], material_ids: [materialId], recipient_ids: [clientMembership] }),
        });
        await sleep(150);
      }
    })();

    await sleep(1500);
    const stoppedAt = Date.now();
    await database.stop();
    await sleep(300);
    const readiness = await fetch(`${a.base}${API}/health/ready`);
    assert.equal(readiness.status, 503, 'readiness reports the database');
    assert.ok(readiness.headers.get('retry-after'));
    await sleep(2500);
    assert.equal(a.child.exitCode, null, `A stays up:\n${a.output.join('')}`);
    assert.equal(b.child.exitCode, null, `B stays up:\n${b.output.join('')}`);
    await database.start();
    const startedAt = Date.now();
    await sleep(6000);
    running = false;
    await Promise.all([reads, sends]);
    await sleep(1000);

    const failed = outcomes.filter((o) => o.status !== 200);
    assert.ok(failed.length > 0, 'the outage was seen');
    for (const failure of failed) {
      assert.equal(failure.status, 503, `only 503s: ${JSON.stringify(failure)}`);
      assert.equal(failure.retryAfter, '5');
      assert.match(failure.detail ?? '', /database/);
      assert.ok(failure.ms < 7000, 'no request hangs');
    }
    const lastFailure = Math.max(...failed.map((o) => o.at + o.ms));
    assert.ok(
      lastFailure - startedAt < 5000,
      `everything succeeds within 5 s after the database is back (${lastFailure - startedAt} ms)`,
    );
    assert.ok(
      failed.every((o) => o.at + o.ms >= stoppedAt),
      'nothing failed before the stop',
    );
    assert.equal((await fetch(`${a.base}${API}/health/ready`)).status, 200);

    // Every notification stored for the client reached its socket on B, once.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const stored = await check.query<{ id: string }>('select id from notification where membership_id = $1', [clientMembership]);
    await check.end();
    const delivered = socket.messages.filter((m) => m.type === 'notification').map((m) => m.payload.id as string);
    assert.ok(stored.rows.length > 10, `notifications were stored (${stored.rows.length})`);
    assert.deepEqual(new Set(delivered), new Set(stored.rows.map((row) => row.id)), 'every stored notification delivered');
    assert.equal(delivered.length, new Set(delivered).size, 'none twice');
    socket.ws.close();
  });
});
