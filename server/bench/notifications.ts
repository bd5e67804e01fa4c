// Notification fan-out benchmark (not part of the test suites).
//
//   npx tsx server/bench/notifications.ts                       one process, SQLite, in-process bus
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx server/bench/notifications.ts
//                                                                also: two processes on PostgreSQL
//   BENCH_SKIP_SQLITE=1 …                                       only the two processes on PostgreSQL
//
// 2,000 sockets held by the API, spread over 200 members of one company (10 each, the per-member limit),
// opened by a separate client process. Notifications are created with notify() — the real path: insert,
// commit, bus, fan-out — round-robin over the members, so each reaches 10 sockets. Figures: deliveries per
// second (burst: as fast as they can be created), fan-out latency percentiles at a steady target rate,
// and server memory per idle socket (RSS delta / sockets). Run node with --expose-gc for steadier memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { newId, nowIso } from '../src/lib/ids.js';
import { demoEmail, seedDemo } from '../src/services/demo/seed.js';
import { notify } from '../src/services/notifications/notifications.js';
import { wsUrl } from '../test/helpers/realtime.js';
import { startReplica, stopReplica, type Replica } from '../test/helpers/replica.js';
import { BENCH_JWT_SECRET, freshDatabase, insertMember, openApp, type FreshDatabase } from './fresh-app.js';
import { cpuMs } from './lib.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const SOCKETS = Number(env.BENCH_SOCKETS ?? 2000);
const MEMBERS = Number(env.BENCH_MEMBERS ?? 200);
const BURST = Number(env.BENCH_NOTIFICATIONS ?? 10_000);
const PACED_DELIVERIES_PER_S = Number(env.BENCH_RATE ?? 50_000);
const PACED_SECONDS = Number(env.BENCH_SECONDS ?? 3);
const CONCURRENCY = 16;
const TARGET = { deliveriesPerSecond: 50_000, p95Ms: 250, bytesPerSocket: 16 * 1024 };
const pgUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || '';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const gc = () => (globalThis as { gc?: () => void }).gc?.();

// ---------------------------------------------------------------- where the CPU goes (Linux /proc)

/** Every PostgreSQL server process on the machine (backends, WAL writer, …). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/** Busy and total CPU time of the whole machine so far, in ms. */
function machineMs(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0) * 10;
  const idle = ((fields[3] ?? 0) + (fields[4] ?? 0)) * 10;
  return { busy: total - idle, total };
}

interface CpuParties {
  serverA: number;
  serverB?: number;
  clients: number;
}

/** Measures, over one phase, the CPU each party used: the servers, the load generator, PostgreSQL. */
function cpuMeter(parties: CpuParties): () => string {
  const pids = {
    'server A': parties.serverA,
    ...(parties.serverB ? { 'server B': parties.serverB } : {}),
    clients: parties.clients,
  };
  const pg = postgresPids();
  const start = {
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)])),
    PostgreSQL: pg.reduce((sum, pid) => sum + cpuMs(pid), 0),
  };
  const machine = machineMs();
  const wall = now();
  return () => {
    const used: Record<string, number> = Object.fromEntries(
      Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid) - (start[name as keyof typeof start] ?? 0)]),
    );
    if (pg.length > 0) used.PostgreSQL = pg.reduce((sum, pid) => sum + cpuMs(pid), 0) - start.PostgreSQL;
    const end = machineMs();
    const cores = os.cpus().length;
    const parts = Object.entries(used).map(([name, ms]) => `${name} ${fmt(ms)}`);
    // Whatever else ran meanwhile (the kernel's own threads, other processes on the machine).
    const others = end.busy - machine.busy - Object.values(used).reduce((sum, ms) => sum + ms, 0);
    return `cpu ms over ${fmt(now() - wall)} ms: ${parts.join(', ')}, anything else ${fmt(Math.max(0, others))}; machine ${Math.round((100 * (end.busy - machine.busy)) / (end.total - machine.total))}% busy of ${cores} cores`;
  };
}

// ---------------------------------------------------------------- clients (child process, over IPC)

interface Report {
  ok: boolean;
  received: number;
  first: number;
  last: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  open?: number;
  error?: string;
}

class Clients {
  private readonly child: ChildProcess;
  private pending: ((value: Report) => void) | null = null;
  readonly ready: Promise<Report>;

  get pid(): number {
    return this.child.pid ?? 0;
  }

  constructor() {
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'notification-clients.ts')], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: Report) => {
      const resolve = this.pending;
      this.pending = null;
      resolve?.(message);
    });
    this.ready = new Promise((resolve) => (this.pending = resolve));
  }

  ask(command: object): Promise<Report> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.child.send(command);
    });
  }

  async close(): Promise<void> {
    this.child.send({ cmd: 'close' });
    await new Promise((resolve) => this.child.once('exit', resolve));
  }
}

// ---------------------------------------------------------------- servers

const BENCH_ENV = { JWT_SECRET: BENCH_JWT_SECRET, STATIC_DIR: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false' };

/** The benchmark process is server A: it holds sockets and creates the notifications. */
async function startInProcess(database: FreshDatabase): Promise<{ base: string; app: FastifyInstance }> {
  const app = await openApp(database, BENCH_ENV, CONCURRENCY);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  return { base: `http://127.0.0.1:${port}`, app };
}

/** Server B: a separate API process on the same PostgreSQL schema. */
const startChild = (database: FreshDatabase): Promise<Replica> => startReplica({ ...database.env, ...BENCH_ENV });

/** MEMBERS clients of the demo company, with an access token each. */
async function createMembers(app: FastifyInstance): Promise<Array<{ id: string; token: string }>> {
  await seedDemo(app.db);
  const agent = await app.db
    .selectFrom('user_company')
    .innerJoin('users', 'users.id', 'user_company.user_id')
    .select(['user_company.id', 'user_company.company_id'])
    .where('users.email', '=', demoEmail('agent'))
    .executeTakeFirstOrThrow();
  const members: Array<{ id: string; token: string }> = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(
      await insertMember(app.db, app.accessTokens, {
        companyId: agent.company_id,
        role: 'client',
        invitedById: agent.id,
        name: `Client ${i}`,
      }),
    );
  }
  return members;
}

// ---------------------------------------------------------------- measurements

async function createNotifications(
  app: FastifyInstance,
  members: Array<{ id: string }>,
  count: number,
  offset = 0,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = offset + next++;
      const member = members[i % members.length] as { id: string };
      await notify(app.db, {
        membershipId: member.id,
        type: 'content_received',
        title: `bench:${now()}`,
        body: 'Someone sent you 3 materials.',
        link: '/materials',
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** The socket layer alone: publish prebuilt notifications on the bus (no database write). */
async function publishOnly(app: FastifyInstance, members: Array<{ id: string }>, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const member = members[i % members.length] as { id: string };
    const payload = {
      id: newId(),
      type: 'content_received',
      title: `bench:${now()}`,
      body: 'Someone sent you 3 materials.',
      link: '/materials',
      read: false,
      created_at: nowIso(),
    };
    void app.realtime.publish(member.id, { type: 'notification', payload });
    if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
}

async function waitForDeliveries(clients: Clients, expected: number, timeoutMs = 30_000): Promise<Report> {
  const deadline = Date.now() + timeoutMs;
  // Only the count while waiting: the percentiles are computed once, at the end.
  for (;;) {
    const count = await clients.ask({ cmd: 'count' });
    if (count.received >= expected || Date.now() > deadline) return clients.ask({ cmd: 'report' });
    await sleep(50);
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

async function measure(
  label: string,
  app: FastifyInstance,
  clients: Clients,
  members: Array<{ id: string }>,
  perMember: number,
  parties: CpuParties,
): Promise<void> {
  // Burst: create BURST notifications as fast as possible; deliveries/s from the first create to the last receipt.
  await clients.ask({ cmd: 'reset' });
  let cpu = cpuMeter(parties);
  const started = now();
  await createNotifications(app, members, BURST);
  const created = now();
  const burst = await waitForDeliveries(clients, BURST * perMember);
  const rate = burst.received / ((burst.last - started) / 1000);
  console.log(
    `${label} burst: ${fmt(BURST)} notifications created in ${fmt(created - started)} ms → ${fmt(burst.received)} deliveries, ${fmt(rate)} deliveries/s (${verdict(rate >= TARGET.deliveriesPerSecond)} ≥ ${fmt(TARGET.deliveriesPerSecond)}); latency p50 ${fmt(burst.p50)} ms, p95 ${fmt(burst.p95)} ms`,
  );
  console.log(`  ${cpu()}`);

  // The same burst straight onto the bus: what the socket layer delivers when creating is not the limit.
  await clients.ask({ cmd: 'reset' });
  cpu = cpuMeter(parties);
  const busStart = now();
  await publishOnly(app, members, BURST);
  const bus = await waitForDeliveries(clients, BURST * perMember);
  const busRate = bus.received / ((bus.last - busStart) / 1000);
  console.log(
    `${label} bus only (no database write): ${fmt(bus.received)} deliveries, ${fmt(busRate)} deliveries/s; latency p50 ${fmt(bus.p50)} ms, p95 ${fmt(bus.p95)} ms`,
  );
  console.log(`  ${cpu()}`);

  // Paced: a steady PACED_DELIVERIES_PER_S for PACED_SECONDS, in 10 ms ticks; fan-out latency percentiles.
  // Latency runs from the notify() call to the socket's receipt; if creating falls behind the pace, the
  // achieved rate says so (and the latency figure is for that lower rate).
  await clients.ask({ cmd: 'reset' });
  cpu = cpuMeter(parties);
  const perTick = Math.max(1, Math.round(PACED_DELIVERIES_PER_S / perMember / 100));
  const ticks = PACED_SECONDS * 100;
  const pacedStart = now();
  for (let tick = 0; tick < ticks; tick++) {
    await createNotifications(app, members, perTick, tick * perTick);
    const wait = pacedStart + (tick + 1) * 10 - now();
    if (wait > 0) await sleep(wait);
  }
  const paced = await waitForDeliveries(clients, ticks * perTick * perMember);
  const achieved = paced.received / ((paced.last - pacedStart) / 1000);
  const target = perTick * perMember * 100;
  const held = achieved >= 0.95 * target ? '' : ` — pace NOT held (${Math.round((100 * achieved) / target)}% of it)`;
  console.log(
    `${label} steady ${fmt(target)} deliveries/s for ${PACED_SECONDS} s: ${fmt(paced.received)} delivered (${fmt(achieved)}/s${held}); fan-out latency p50 ${paced.p50.toFixed(1)} ms, p95 ${paced.p95.toFixed(1)} ms (${verdict(paced.p95 < TARGET.p95Ms)} < ${TARGET.p95Ms}), p99 ${paced.p99.toFixed(1)} ms, max ${paced.max.toFixed(1)} ms`,
  );
  console.log(`  ${cpu()}`);
}

function socketUrls(bases: string[], members: Array<{ token: string }>): string[] {
  const urls: string[] = [];
  for (let i = 0; i < SOCKETS; i++) {
    const member = members[i % members.length] as { token: string };
    const base = bases[Math.floor(i / members.length) % bases.length] as string;
    urls.push(wsUrl(base, member.token));
  }
  return urls;
}

async function singleProcess(): Promise<void> {
  const database = await freshDatabase('notify');
  const replica = await startInProcess(database);
  const app = replica.app;
  const members = await createMembers(app);
  const clients = new Clients();
  await clients.ready;

  gc();
  await sleep(200);
  gc();
  const before = process.memoryUsage().rss;
  const opened = await clients.ask({ cmd: 'open', urls: socketUrls([replica.base], members) });
  if (!opened.ok) throw new Error(opened.error);
  await sleep(1000);
  gc();
  await sleep(200);
  gc();
  const perSocket = (process.memoryUsage().rss - before) / SOCKETS;
  console.log(
    `\n== one process, SQLite, in-process bus: ${fmt(app.realtime.hub.size)} sockets over ${MEMBERS} members (${SOCKETS / MEMBERS} each)`,
  );
  console.log(
    `memory: ${(perSocket / 1024).toFixed(1)} KB RSS per idle socket (${verdict(perSocket <= TARGET.bytesPerSocket)} ≤ 16 KB)${(globalThis as { gc?: unknown }).gc ? '' : ' — run with NODE_OPTIONS=--expose-gc for a steadier figure'}`,
  );
  await measure('one process', app, clients, members, SOCKETS / MEMBERS, { serverA: process.pid, clients: clients.pid });
  await clients.close();
  await app.close();
  await database.drop();
}

async function twoProcesses(): Promise<void> {
  const database = await freshDatabase('notify', pgUrl);
  const a = await startInProcess(database);
  const app = a.app;
  const members = await createMembers(app);
  const b = await startChild(database);
  const clients = new Clients();
  await clients.ready;
  const opened = await clients.ask({ cmd: 'open', urls: socketUrls([a.base, b.base], members) });
  if (!opened.ok) throw new Error(opened.error);
  console.log(
    `\n== two processes, PostgreSQL LISTEN/NOTIFY: ${fmt(app.realtime.hub.size)} sockets on A (creates the notifications), ${fmt(SOCKETS - app.realtime.hub.size)} on B`,
  );
  await measure('two processes', app, clients, members, SOCKETS / MEMBERS, {
    serverA: process.pid,
    serverB: b.child.pid ?? 0,
    clients: clients.pid,
  });
  await clients.close();
  await stopReplica(b);
  await app.close();
  await database.drop();
}

console.log(
  `notification fan-out: ${SOCKETS} sockets, ${MEMBERS} members, burst ${BURST} notifications, steady ${PACED_DELIVERIES_PER_S} deliveries/s; ${os.cpus().length} CPUs, Node ${process.version}`,
);
if (!env.BENCH_SKIP_SQLITE) await singleProcess();
if (pgUrl) await twoProcesses();
else console.log('\n(two-process run skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database)');
