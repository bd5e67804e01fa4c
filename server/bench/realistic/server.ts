/**
 * The server process of the realistic benchmark: the real app on a fresh SQLite file or a fresh
 * PostgreSQL schema, seeded, and beside it the bare Fastify hello route (`/`) and the floor route
 * (`/floor`: one primary-key read through the app's own pool, DESIGN §12); tells the parent the ports and
 * the seeded members, answers its questions (`{ cpu }`: this process's CPU time so far; `{ profile:
 * 'start' | 'stop' }`: a CPU profile written to `--profile=DIR`), and cleans up when the parent goes.
 */
import { listStates } from '../../src/services/content/list-statements.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { benchPostgresUrl, freshDatabase, openApp } from '../fresh-app.js';
import { benchArgs } from '../list-harness.js';
import { seedCompany, type Seeded } from './seed.js';

export interface Ready {
  dialect: string;
  /** The database's environment, for more API processes on it (`--processes`). */
  env: Record<string, string>;
  appPort: number;
  barePort: number;
  seedMs: number;
  seeded: Seeded;
}

/** What the parent asks the server process once it is ready. */
export interface Question {
  /** This process's CPU time so far, and its event loop's delays since the last such question. */
  cpu?: true;
  profile?: 'start' | 'stop';
  /** Names the profile file. */
  name?: string;
  /** One part of the lists on or off (`PARTS`), to measure what it costs or saves. */
  part?: Part;
  on?: boolean;
}

/** The parts of the lists a run can turn off for a moment (`--ab`). */
const PARTS = { states: listStates } as const;
export type Part = keyof typeof PARTS;

export interface Answer {
  cpu?: NodeJS.CpuUsage;
  /** ms: how late the event loop ran its timers (p99, max) since the last `cpu` question. */
  loop?: { p99: number; max: number };
  profile?: 'started';
  profiled?: string;
  on?: boolean;
}

export async function serveRealistic(): Promise<void> {
  const postgres = benchArgs.db === 'postgres';
  const database = await freshDatabase('realistic', postgres ? benchPostgresUrl() : undefined);
  // No load shedding: seeding a million rows in this process delays its event loop, and the shedder would
  // still answer 503 to the first requests measured after it (the phases report any non-2xx anyway).
  const app = await openApp(database, { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' });
  const started = Date.now();
  const seeded = await seedCompany(app, Number(benchArgs.items ?? 100_000));
  // Fresh statistics, as a database that has lived with its data has: on SQLite the averages the server
  // keeps (its connections' analysis limit, db/planner-statistics.ts); on PostgreSQL also the visibility
  // map that autovacuum keeps for tables rows are added to (index-only scans rely on it).
  await sql.raw(postgres ? 'vacuum analyze folder, material, users, user_company' : 'analyze').execute(app.db);
  const seedMs = Date.now() - started;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  // The floor for a database that shares the cores: the least a route that reads can do — one primary-key
  // read of a random seeded membership through the app's pool, no access check, no list.
  const memberIds = seeded.members.map((m) => m.id);
  bare.get('/floor', async () =>
    app.db
      .selectFrom('user_company')
      .select(['id', 'role', 'status'])
      .where('id', '=', memberIds[Math.floor(Math.random() * memberIds.length)]!)
      .executeTakeFirstOrThrow(),
  );
  await bare.listen({ host: '127.0.0.1', port: 0 });
  answerQuestions();
  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({
    dialect: database.dialect,
    env: database.env,
    appPort: port(app),
    barePort: port(bare),
    seedMs,
    seeded,
  } satisfies Ready);
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    // --keep: the seeded database stays, to study single statements on it (docs/perf-figures.md).
    if (benchArgs.keep)
      console.error(`kept the database: ${database.schema ? `schema ${database.schema} of ${database.url}` : database.url}`);
    else await database.drop();
    process.exit(0);
  });
}

/**
 * One more API process on the database the first one seeded (`--processes=N`): the app alone, listening,
 * answering the same questions. It tells the parent its port.
 */
export async function serveMore(env: Record<string, string>): Promise<void> {
  const database = { env, url: env.DATABASE_URL!, schema: env.DATABASE_SCHEMA } as Parameters<typeof openApp>[0];
  const app = await openApp(database, { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  answerQuestions();
  process.send!({ appPort: (app.server.address() as { port: number }).port });
  process.on('disconnect', async () => {
    await app.close();
    process.exit(0);
  });
}

/** Answers the parent's questions: this process's CPU time and event loop delays, CPU profiles. */
function answerQuestions(): void {
  const session = new Session();
  session.connect();
  // A request that blocks the process (a synchronous statement, a checkpoint) delays every other one.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', async (message: Question) => {
    if (message.part !== undefined) {
      PARTS[message.part].enabled = message.on!;
      process.send!({ on: PARTS[message.part].enabled } satisfies Answer);
    } else if (message.cpu) {
      const delays = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
      process.send!({ cpu: process.cpuUsage(), loop: delays } satisfies Answer);
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
}
