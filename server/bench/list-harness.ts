/**
 * The harness the list benchmarks share: the real app (on a fresh SQLite file the benchmark seeds) and a
 * bare Fastify hello route run in a child process, so the load generator does not share their event
 * loop; autocannon measures each URL after a warm-up; with `--profile=DIR` the server's CPU is profiled
 * during the measured list runs only (not the seeding or the baseline) and written to DIR.
 *
 * A benchmark calls `runListBenchmark` once at module level: in the child it serves, in the parent it
 * measures.
 *
 * Each list prints how long its first request took (nothing cached yet), then its steady figures; the
 * bare route runs before and after the lists, and the ratios use the mean of the two. `--same-bytes`
 * also measures a bare route sending exactly the bytes each list answered: what the payload alone costs.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export const benchArgs: Record<string, string> = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, value] = a.slice(2).split('=');
      return [key!, value ?? 'true'];
    }),
);

export interface ListBenchmark<Seeded> {
  /** The module's own file, forked as the server process. */
  file: string;
  /** Fills the database; returns what the URLs need, and the account to sign in with. */
  seed(app: BenchApp): Promise<Seeded & { email: string; password: string }>;
  describe(seeded: Seeded, seedSeconds: number): string;
  /** The lists to measure, by name, as paths under /api/frontend. */
  lists(seeded: Seeded): [name: string, path: string][];
}

interface Ready<Seeded> {
  appPort: number;
  barePort: number;
  token: string;
  seedMs: number;
  seeded: Seeded;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const TARGET = { ratio: 0.25, p99Ms: 50 };

async function serve<Seeded>(bench: ListBenchmark<Seeded>): Promise<void> {
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
  const { email, password, ...seeded } = await bench.seed(app);
  const seedMs = Date.now() - started;
  const login = await app.inject({
    method: 'POST',
    url: '/api/frontend/user/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  const token = login.json().access_token as string;
  await app.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  // The same bytes a list answered, sent as they are: what the payload alone costs.
  let sameBytes = Buffer.alloc(0);
  bare.put('/same', { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
    sameBytes = Buffer.from(JSON.stringify(request.body));
    return {};
  });
  bare.get('/same', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(sameBytes);
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const session = new Session();
  session.connect();
  process.on('message', async (message: { profile?: 'start' | 'stop' }) => {
    if (message.profile === 'start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      process.send!({ profile: 'started' });
    } else if (message.profile === 'stop') {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(benchArgs.profile!, { recursive: true });
      const file = path.join(benchArgs.profile!, `lists-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      process.send!({ profiled: file });
    }
  });

  const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.send!({ appPort: port(app), barePort: port(bare), token, seedMs, seeded });
  process.on('disconnect', async () => {
    await Promise.allSettled([app.close(), bare.close()]);
    if (benchArgs.keep) console.log(`kept the database in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function measure(url: string, headers: Record<string, string>, duration: number, connections: number): Promise<Measured> {
  await autocannon({ url, headers, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const row = (name: string, m: Measured) =>
  `${name.padEnd(40)} ${m.rps.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}  errors ${m.errors}`;

function ask(child: ChildProcess, message: object, answer: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listener = (m: Record<string, unknown>) => {
      if (answer in m) {
        child.off('message', listener);
        resolve(m);
      }
    };
    child.on('message', listener);
    child.send(message);
  });
}

async function main<Seeded>(bench: ListBenchmark<Seeded>): Promise<void> {
  const duration = Number(benchArgs.duration ?? 10);
  const connections = Number(benchArgs.connections ?? 50);
  const only = benchArgs.only?.split(',');
  const child: ChildProcess = fork(bench.file, ['--serve', ...process.argv.slice(2)], { stdio: 'inherit' });
  const ready = await new Promise<Ready<Seeded>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready<Seeded>));
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  let missed = 0;
  try {
    console.log(`${bench.describe(ready.seeded, ready.seedMs / 1000)}; ${connections} connections, ${duration} s each`);
    const headers = { authorization: `Bearer ${ready.token}` };
    const bareUrl = `http://127.0.0.1:${ready.barePort}/`;
    // The machine's pace drifts: the bare route is measured before and after the lists, and each list
    // is compared with the mean of the two.
    const bareBefore = await measure(bareUrl, {}, duration, connections);
    console.log(row('bare Fastify hello (before)', bareBefore));
    const results: [string, Measured][] = [];
    if (benchArgs.profile) await ask(child, { profile: 'start' }, 'profile');
    for (const [name, listPath] of bench.lists(ready.seeded).filter(([name]) => !only || only.includes(name))) {
      const url = `http://127.0.0.1:${ready.appPort}/api/frontend${listPath}`;
      const started = performance.now();
      const probe = await fetch(url, { headers });
      const body = (await probe.json()) as { total: number; items: unknown[] };
      const coldMs = performance.now() - started;
      if (probe.status !== 200) throw new Error(`${listPath} answered ${probe.status}: ${JSON.stringify(body)}`);
      const label = `${name} (${body.total} match, ${body.items.length} shown)`;
      console.log(`${label}: first request (nothing cached) ${coldMs.toFixed(1)} ms`);
      const list = await measure(url, headers, duration, connections);
      // One request repeated: the version cache answers it (a cache hit, not real traffic: bench/realistic.ts).
      console.log(row(`${label} [cache hit]`, list));
      results.push([name, list]);
      if (benchArgs['same-bytes']) {
        await fetch(`http://127.0.0.1:${ready.barePort}/same`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        console.log(
          row(
            `  bare route sending the same ${JSON.stringify(body).length} bytes`,
            await measure(`${bareUrl}same`, {}, duration, connections),
          ),
        );
      }
    }
    if (benchArgs.profile)
      console.log(`server profile of the list runs: ${(await ask(child, { profile: 'stop' }, 'profiled')).profiled}`);
    const bareAfter = await measure(bareUrl, {}, duration, connections);
    console.log(row('bare Fastify hello (after)', bareAfter));
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    for (const [name, list] of results) {
      const ratio = list.rps / bareRps;
      const met = ratio >= TARGET.ratio && list.p99 < TARGET.p99Ms && list.non2xx === 0 && list.errors === 0;
      if (!met) missed += 1;
      console.log(
        `${name}: ${(ratio * 100).toFixed(1)}% of bare (mean ${bareRps.toFixed(0)} req/s; target ≥ ${TARGET.ratio * 100}%), p99 ${list.p99} ms (target < ${TARGET.p99Ms} ms): ${met ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    child.disconnect();
  }
  process.exitCode = missed ? 1 : 0;
}

export async function runListBenchmark<Seeded>(bench: ListBenchmark<Seeded>): Promise<void> {
  if (process.argv.includes('--serve')) await serve(bench);
  else await main(bench);
}
