/**
 * Benchmark: the authenticated member search on a company of 50,000 members, against a bare Fastify
 * hello route measured in the same run. Targets (DESIGN §12): ≥ 25% of the bare route's req/s, and
 * p99 < 50 ms at 50 connections.
 *
 *   npx tsx server/bench/members-list.ts [--part=ander] [--duration=10] [--connections=50] [--probe] [--keep]
 *
 * The servers run in a child process (so the load generator does not share their event loop): the real
 * app on a fresh SQLite file seeded here, and a bare Fastify app, both on loopback.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Role } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { hashPassword } from '../src/services/passwords.js';

const MEMBERS = 50_000;
const PASSWORD = 'bench-password';
const ADMIN_EMAIL = 'admin@bench.test';

const args = Object.fromEntries(
  process.argv.slice(2).filter((a) => a.startsWith('--')).map((a) => {
    const [key, value] = a.slice(2).split('=');
    return [key, value ?? 'true'];
  }),
);

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez'];

/** One admin, 50 marketers, 1,000 agents, the rest clients, spread evenly under their uplines. */
async function seed(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const companyId = newId();
  const plan: { role: Role; count: number }[] = [
    { role: 'admin', count: 1 },
    { role: 'marketer', count: 50 },
    { role: 'agent', count: 1000 },
    { role: 'client', count: MEMBERS - 1051 },
  ];
  let n = 0;
  let uplines: string[] = [];
  await app.db.transaction().execute(async (trx) => {
    await trx.insertInto('company').values({ id: companyId, name: 'Bench Marketing', created_at: now, updated_at: now }).execute();
    for (const { role, count } of plan) {
      const ids: string[] = [];
      for (let start = 0; start < count; start += 500) {
        const users = [];
        const memberships = [];
        for (let i = start; i < Math.min(count, start + 500); i += 1, n += 1) {
          const userId = newId();
          const id = newId();
          ids.push(id);
          users.push({
            id: userId,
            email: role === 'admin' ? ADMIN_EMAIL : `member${n}@bench.test`,
            first_name: FIRST[(n * 7) % FIRST.length]!,
            last_name: LAST[(n * 13 + Math.floor(n / FIRST.length)) % LAST.length]!,
            phone: '+1 555 0100',
            address: '',
            password_hash: hash,
            national_producer_number: null,
            has_security_license: null,
            gender: null,
            state: null,
            created_at: now,
            updated_at: now,
          });
          memberships.push({
            id,
            user_id: userId,
            company_id: companyId,
            role,
            invited_by_id: uplines.length ? uplines[i % uplines.length]! : null,
            status: 'active' as const,
            archived_at: null,
            created_at: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
          });
        }
        await trx.insertInto('users').values(users).execute();
        await trx.insertInto('user_company').values(memberships).execute();
      }
      if (role !== 'admin' || uplines.length === 0) uplines = ids;
    }
  });
}

async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-bench-'));
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  const started = Date.now();
  await seed(app);
  const seedMs = Date.now() - started;
  const login = await app.inject({
    method: 'POST',
    url: '/api/frontend/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: ADMIN_EMAIL, password: PASSWORD }).toString(),
  });
  const token = login.json().access_token as string;
  await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({ appPort: port(app), barePort: port(bare), token, seedMs });
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    if (args.keep) console.log(`kept the database in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

interface Measured {
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>, duration: number, connections: number): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  const part = String(args.part ?? 'ander');
  const duration = Number(args.duration ?? 10);
  const connections = Number(args.connections ?? 50);
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...process.argv.slice(2)], { stdio: 'inherit' });
  const ready = await new Promise<{ appPort: number; barePort: number; token: string; seedMs: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  try {
    console.log(`seeded ${MEMBERS} members in ${(ready.seedMs / 1000).toFixed(1)} s; ${connections} connections, ${duration} s each`);
    const listUrl = `http://127.0.0.1:${ready.appPort}/api/frontend/user-company/?full_name=${encodeURIComponent(part)}&size=50`;
    const probe = await fetch(listUrl, { headers: { authorization: `Bearer ${ready.token}` } });
    const body = (await probe.json()) as { total: number; items: unknown[] };
    console.log(`GET /user-company/?full_name=${part}&size=50 → ${probe.status}, ${body.total} matches, ${body.items.length} items`);
    if (args.probe) {
      for (let i = 0; i < 5; i += 1) {
        const t0 = performance.now();
        await (await fetch(listUrl, { headers: { authorization: `Bearer ${ready.token}` } })).text();
        console.log(`  one request: ${(performance.now() - t0).toFixed(1)} ms`);
      }
    }

    const bare = await measure(`http://127.0.0.1:${ready.barePort}/`, {}, duration, connections);
    const list = await measure(listUrl, { authorization: `Bearer ${ready.token}` }, duration, connections);
    const row = (name: string, m: Measured) =>
      `${name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}  errors ${m.errors}`;
    console.log(row('bare Fastify hello', bare));
    console.log(row(`member search "${part}"`, list));
    const ratio = list.rps / bare.rps;
    console.log(`ratio ${(ratio * 100).toFixed(1)}% of bare (target ≥ 25%): ${ratio >= 0.25 ? 'met' : 'MISSED'}; p99 ${list.p99} ms (target < 50 ms): ${list.p99 < 50 ? 'met' : 'MISSED'}`);
  } finally {
    child.disconnect();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
