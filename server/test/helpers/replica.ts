import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './ports.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An API process of its own (`src/server.ts`), as a deployment runs it. */
export interface Replica {
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/**
 * Resolves once the process answers `waitFor` (readiness by default; liveness for a start without its
 * database). The limit only stops a start that never ends: a busy machine's tsx start passed 60 s.
 */
export async function startReplica(
  env: Record<string, string>,
  readyWithinMs = 300_000,
  waitFor: 'ready' | 'live' = 'ready',
): Promise<Replica> {
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
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/frontend/health/${waitFor}`)).ok) return { base, child, output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: a live child would hold the test file (and the whole run) open.
      child.kill('SIGKILL');
      throw new Error(`replica did not become ${waitFor}:
${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopReplica(replica: Replica | undefined): Promise<number | null> {
  if (!replica) return null;
  if (replica.child.exitCode === null) replica.child.kill('SIGTERM');
  return replica.exited;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Two API processes on one PostgreSQL schema, and a client on that schema for the test to look into. */
export interface ReplicaPair {
  /** Started first: it migrates the schema and seeds the demo company. */
  readonly a: Replica;
  readonly b: Replica;
  readonly db: pg.Client;
}

const pgUrl = process.env.TEST_DATABASE_URL;

/** The `skip` of a suite that runs two API processes on one PostgreSQL (TEST_DATABASE_URL). */
export const skipWithoutPostgres = pgUrl
  ? false
  : 'needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run two API processes on one database';

/**
 * Registers, in the calling `describe`, the hooks that create a schema of its own on TEST_DATABASE_URL,
 * start `a` then `b` on it (one after the other: the first migrates and seeds), and afterwards stop
 * both, drop the schema and remove the data folder. `env` is added to both processes' environment.
 */
export function useReplicaPair(name: string, env: Record<string, string> = {}): ReplicaPair {
  const schema = `${name}_${randomBytes(5).toString('hex')}`;
  let dataDir: string | undefined;
  let a: Replica | undefined;
  let b: Replica | undefined;
  let db: pg.Client | undefined;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `cascade-${name.replaceAll('_', '-')}-`));
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
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    };
    a = await startReplica({ ...common, SEED_DEMO: 'true' });
    b = await startReplica({ ...common, SEED_DEMO: 'false' });
  });
  after(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    if (db) {
      await db.query(`drop schema if exists ${schema} cascade`);
      await db.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('replicas not started');
    return value;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
    get db() {
      return started(db);
    },
  };
}
