import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { freePort } from '../helpers/ports.js';
import { openSocket, type TestSocket } from '../helpers/realtime.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = pgUrl ? false : 'needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run two API processes on one database';

interface Replica {
  base: string;
  child: ChildProcess;
  output: string[];
}

async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/frontend/health/ready`)).ok) return { base, child, output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`replica did not become ready:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopReplica(replica: Replica | undefined): Promise<number | null> {
  if (!replica || replica.child.exitCode !== null) return Promise.resolve(replica?.child.exitCode ?? null);
  return new Promise((resolve) => {
    replica.child.once('exit', (code) => resolve(code));
    replica.child.kill('SIGTERM');
  });
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('two API processes on one PostgreSQL', { skip: SKIP }, () => {
  const schema = `replicas_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-replicas-'));
  let a: Replica | undefined;
  let b: Replica | undefined;
  let db: pg.Client;

  before(async () => {
    db = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
    await db.connect();
    await db.query(`create schema ${schema}`);
    const common = {
      DATABASE_URL: pgUrl ?? '',
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      JWT_SECRET: 'replica-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds.
    a = await startReplica({ ...common, SEED_DEMO: 'true' });
    b = await startReplica({ ...common, SEED_DEMO: 'false' });
  });
  after(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    await db.query(`drop schema ${schema} cascade`);
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a notification created on one process to a socket held by the other within a second', async () => {
    if (!a || !b) throw new Error('replicas not started');
    const agentToken = await signIn(b.base, demoEmail('agent'), DEMO_PASSWORD);
    const socket: TestSocket = await openSocket(a.base, agentToken);

    // On B: the agent invites a client, who signs up there; the agent is notified (created on B).
    const email = `replica.${Date.now()}@example.com`;
    const invited = await fetch(`${b.base}/api/frontend/user-company/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'client' }),
    });
    assert.equal(invited.status, 201, await invited.clone().text());
    const mail = await db.query<{ text: string }>('select text from outbox where to_address = $1', [email]);
    const token = /[?&]token=([^&\s]+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    assert.ok(token, 'the invitation link carries a token');

    const form = new FormData();
    const fields = {
      email,
      token: decodeURIComponent(token),
      first_name: 'Riley',
      last_name: 'Replica',
      phone: '+1 555 0100',
      address: '2 Oak Street',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('password', 'correct horse battery staple');
    form.append('confirm_password', 'correct horse battery staple');
    const started = Date.now();
    const signedUp = await fetch(`${b.base}/api/frontend/user/`, { method: 'POST', body: form });
    assert.equal(signedUp.status, 201, await signedUp.clone().text());

    const message = await socket.next('notification', 1000);
    assert.ok(Date.now() - started < 1000 + 500, 'arrived promptly');
    assert.equal(message.payload.title, 'Riley Replica accepted your invitation');
    assert.equal(message.payload.read, false);
    socket.ws.close();
  });

  it('closes the sockets with 1001 when a process is stopped with SIGTERM, and it exits 0', async () => {
    if (!a) throw new Error('replica not started');
    const token = await signIn(a.base, demoEmail('client'), DEMO_PASSWORD);
    const socket = await openSocket(a.base, token);
    const exit = stopReplica(a);
    assert.deepEqual(await socket.closed, { code: 1001, reason: 'Server shutting down' });
    assert.equal(await exit, 0);
  });
});
