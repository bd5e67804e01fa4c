/**
 * The server process of the realistic benchmark: the real app on a fresh SQLite file or a fresh
 * PostgreSQL schema, seeded, and the bare Fastify hello route beside it; tells the parent the ports and
 * the seeded members, answers its questions (`{ cpu }`: this process's CPU time so far; `{ profile:
 * 'start' | 'stop' }`: a CPU profile written to `--profile=DIR`), and cleans up when the parent goes.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { connect } from '../../src/db/connect.js';
import { benchArgs } from '../list-harness.js';
import { seedCompany, type Seeded } from './seed.js';

export interface Ready {
  dialect: string;
  appPort: number;
  barePort: number;
  seedMs: number;
  seeded: Seeded;
}

/** What the parent asks the server process once it is ready. */
export interface Question {
  cpu?: true;
  profile?: 'start' | 'stop';
  /** Names the profile file. */
  name?: string;
}

export interface Answer {
  cpu?: NodeJS.CpuUsage;
  profile?: 'started';
  profiled?: string;
}

export async function serveRealistic(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-realistic-'));
  const postgres = benchArgs.db === 'postgres';
  const url = postgres
    ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : `sqlite:${path.join(dir, 'bench.sqlite')}`;
  const schema = postgres ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  if (schema) await admin(`create schema ${schema}`);
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const db = connect(url, { schema });
  const app = await buildApp(config, { db, dbSchema: schema, logger: false });
  await app.ready();
  const started = Date.now();
  const seeded = await seedCompany(app, Number(benchArgs.items ?? 100_000));
  // Fresh statistics, as a database that has lived with its data has.
  await sql.raw(postgres ? 'analyze folder, material, users, user_company' : 'analyze').execute(app.db);
  const seedMs = Date.now() - started;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const session = new Session();
  session.connect();
  process.on('message', async (message: Question) => {
    if (message.cpu) {
      process.send!({ cpu: process.cpuUsage() } satisfies Answer);
    } else if (message.profile === 'start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      process.send!({ profile: 'started' } satisfies Answer);
    } else if (message.profile === 'stop') {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(benchArgs.profile!, { recursive: true });
      const file = path.join(benchArgs.profile!, `realistic-${message.name ?? 'run'}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      process.send!({ profiled: file } satisfies Answer);
    }
  });
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({
    dialect: postgres ? 'PostgreSQL' : 'SQLite',
    appPort: port(app),
    barePort: port(bare),
    seedMs,
    seeded,
  } satisfies Ready);
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    await db.close();
    if (schema) await admin(`drop schema ${schema} cascade`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}
