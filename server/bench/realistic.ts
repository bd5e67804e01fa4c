/**
 * Benchmark: the lists under real traffic (DESIGN §12). A company of ~2,000 members and `--items`
 * materials (bench/realistic/seed.ts), each request a random member asking for their own root, folders,
 * pages, shared space, title searches, member lists and name searches (bench/realistic/traffic.ts), at
 * 50 connections: reads only, then with 5% writes (new folders, renames, 2 KiB uploads, sends); the bare
 * Fastify hello route and the floor route (one primary-key read through the app's pool) before and
 * after in the same run (the app after `--warmup` seconds of the read
 * mix, default 10); then each read kind alone (`--kind-duration`
 * seconds). Then the cold cost of each request kind: a write by the member first (so nothing of theirs
 * is cached), then the request, one at a time — on a server warmed up the same way, with `--cold-only` too.
 *
 * Every phase also prints the server process's CPU time per request served (process.cpuUsage() of the
 * server child over the phase, divided by the requests answered): on a shared machine it varies far
 * less with the other load than req/s and p99 do. `--profile=DIR` writes a CPU profile of the server
 * during the read mix.
 *
 *   npx tsx server/bench/realistic.ts [--db=sqlite|postgres] [--items=100000] [--duration=10]
 *     [--connections=50] [--cold-only] [--samples=15] [--kind-duration=5] [--no-kinds] [--warmup=10] [--profile=DIR] [--keep] [--processes=1]
 *     [--node-flags="--max-semi-space-size=16"]
 *
 * `--processes=N` runs N API processes on the one database and spreads the mixes' connections over them
 * (CPU per request is then all of them together); the bare route stays one process.
 *
 * `--ab=PART[,PART]` measures instead only what one part of the lists costs or saves (`states`: the material
 * states in lists and search): the read mix and the mix with 5%
 * writes, `--rounds=N` times (default 3) with the part on and off, alternating in the same run on the
 * same server (which goes first alternates too); prints each run, the medians, and the ratio of the
 * medians (req/s, and CPU per request, which the other load moves least), with the load average.
 *
 * `--keep` leaves the seeded database (the SQLite file, or the PostgreSQL schema) in place and says where.
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a schema of its
 * own that is dropped afterwards. The server runs with the production start command's node flags
 * unless --node-flags says otherwise. Targets: the read mix ≥ 15% of bare (SQLite) or of the floor
 * (PostgreSQL, which shares the cores) with p99 < 50 ms; with
 * writes p99 < 100 ms; cold costs flat from 10k to 1M items (searches < 30 ms, selective < 5 ms).
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './list-harness.js';
import { productionNodeArgs } from './lib.js';
import { serveMore, serveRealistic, type Answer, type Part, type Question, type Ready } from './realistic/server.js';
import { nextRequest, READS, readOf, writeOf, WRITES, type Request } from './realistic/traffic.js';
import type { SeededMember } from './realistic/seed.js';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time per request answered, in ms. */
  cpuMs: number;
  /** 1-minute load average at the end of the phase. */
  loadAverage: number;
  /** The server's event loop delay over the phase, ms: p99 and max. */
  loop: { p99: number; max: number };
}

/** Asks the server process a question and waits for its answer. */
function ask(child: ChildProcess, question: Question): Promise<Answer> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Answer));
    child.send(question);
  });
}

/** The server process's CPU time so far (user + system), in ms, and its event loop delay since last asked. */
async function serverCpu(child: ChildProcess): Promise<{ ms: number; loop: { p99: number; max: number } }> {
  const { cpu, loop } = await ask(child, { cpu: true });
  return { ms: (cpu!.user + cpu!.system) / 1000, loop: loop! };
}

/** autocannon spreads its connections over an array of targets (round robin); its types name a string only. */
const targets = (urls: string | string[]) => urls as string;

const mixOf = (members: SeededMember[], writeShare: number) => (request: autocannon.Request) => {
  const r = nextRequest(members, writeShare);
  return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body };
};

async function load(
  children: ChildProcess[],
  base: string | string[],
  duration: number,
  connections: number,
  next?: () => Request,
  profileName?: string,
): Promise<Figures> {
  const options = {
    url: targets(base),
    connections,
    duration,
    ...(next
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const r = next();
                return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body };
              },
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const profiling = Boolean(profileName && benchArgs.profile);
  const [child] = children as [ChildProcess];
  if (profiling) await ask(child, { profile: 'start' });
  const before = await Promise.all(children.map(serverCpu));
  const result = await autocannon(options);
  const after = await Promise.all(children.map(serverCpu));
  const cpu = after.reduce((sum, a, i) => sum + a.ms - before[i]!.ms, 0);
  if (profiling) console.log(`  profile: ${(await ask(child, { profile: 'stop', name: profileName })).profiled}`);
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMs: answered ? cpu / answered : 0,
    loadAverage: os.loadavg()[0]!,
    loop: { p99: Math.max(...after.map((a) => a.loop.p99)), max: Math.max(...after.map((a) => a.loop.max)) },
  };
}

/** The same-run references a mix is a share of: the bare hello route and the one-read floor route. */
interface References {
  bare: number;
  floor: number;
}

const line = (name: string, f: Figures, of?: References) =>
  `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
  `  CPU ${f.cpuMs.toFixed(3).padStart(6)} ms/req  non-2xx ${f.non2xx}  errors ${f.errors}` +
  `  loop p99/max ${f.loop.p99.toFixed(0)}/${f.loop.max.toFixed(0)} ms` +
  `${of ? `  ${((100 * f.rps) / of.bare).toFixed(1)}% of bare, ${((100 * f.rps) / of.floor).toFixed(1)}% of floor` : ''}` +
  `  load ${f.loadAverage.toFixed(1)}`;

async function timed(base: string, r: Request): Promise<{ ms: number; total?: number }> {
  const started = performance.now();
  const response = await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
  const body = (await response.json()) as { total?: number; detail?: string };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${r.method} ${r.path} answered ${response.status}: ${body.detail}`);
  return { ms, total: body.total };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/**
 * Each write kind's latencies while `probing.on`: the kinds in turn, one request at a time, each by a
 * random member (the mix's own writes run beside them).
 */
async function probeWrites(base: string, members: SeededMember[], probing: { on: boolean }): Promise<Map<string, number[]>> {
  const perKind = new Map<string, number[]>(WRITES.map(([kind]) => [kind, []]));
  while (probing.on)
    for (const [kind] of WRITES) {
      if (!probing.on) break;
      const r = writeOf(members[Math.floor(Math.random() * members.length)]!, kind);
      // A refused write (a 4xx) is a figure of the benchmark's data, not of the server's speed: said and left out.
      const took = await timed(base, r).then(
        (t) => t.ms,
        (error: Error) => (console.log(`  (${r.kind} refused: ${error.message})`), undefined),
      );
      if (took !== undefined) perKind.get(r.kind)?.push(took);
    }
  return new Map([...perKind].filter(([, ms]) => ms.length > 0));
}

/** Each kind's first request after a write by the same member (content kinds) or a name change (member kinds). */
async function coldCosts(child: ChildProcess, base: string, members: SeededMember[], samples: number): Promise<void> {
  console.log(
    `cold cost per request kind (${samples} samples each, one at a time; ms median / p90 / max; server CPU ms median; matches median):`,
  );
  const heavy = members.filter((m) => m.bigFolder);
  for (const [kind] of READS) {
    const ms: number[] = [];
    const cpu: number[] = [];
    const totals: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const pool = ['deep page', 'next page', 'selective search', 'broad search'].includes(kind)
        ? heavy
        : i % 5 === 0
          ? heavy
          : members;
      const m = pool[Math.floor(Math.random() * pool.length)]!;
      if (kind.startsWith('member')) {
        await timed(base, {
          kind: 'rename me',
          method: 'PATCH',
          path: '/api/frontend/user/',
          headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ first_name: `Pat${i}` }),
        });
      } else {
        await timed(base, writeOf(m, 'create folder'));
      }
      const cpuBefore = (await serverCpu(child)).ms;
      const { ms: took, total } = await timed(base, readOf(m, kind));
      cpu.push((await serverCpu(child)).ms - cpuBefore);
      ms.push(took);
      if (total !== undefined) totals.push(total);
    }
    console.log(
      `  ${kind.padEnd(17)} ${quantile(ms, 0.5).toFixed(1).padStart(7)} / ${quantile(ms, 0.9).toFixed(1).padStart(7)} / ${Math.max(
        ...ms,
      )
        .toFixed(1)
        .padStart(
          7,
        )} ms  CPU ${quantile(cpu, 0.5).toFixed(2).padStart(6)} ms   matches ${totals.length ? quantile(totals, 0.5) : '-'}`,
    );
  }
  for (const [kind] of WRITES) {
    const ms: number[] = [];
    for (let i = 0; i < samples; i += 1)
      ms.push((await timed(base, writeOf(members[Math.floor(Math.random() * members.length)]!, kind))).ms);
    console.log(
      `  ${kind.padEnd(17)} ${quantile(ms, 0.5).toFixed(1).padStart(7)} / ${quantile(ms, 0.9).toFixed(1).padStart(7)} / ${Math.max(
        ...ms,
      )
        .toFixed(1)
        .padStart(7)} ms`,
    );
  }
}

/** `--node-flags=…` keeps everything after its first `=` (the flags have their own). */
const nodeFlagsArg = process.argv.find((a) => a.startsWith('--node-flags='))?.slice('--node-flags='.length);

async function main(): Promise<void> {
  const duration = Number(benchArgs.duration ?? 10);
  const connections = Number(benchArgs.connections ?? 50);
  const flags =
    nodeFlagsArg !== undefined ? nodeFlagsArg.split(' ').filter(Boolean) : productionNodeArgs().filter((a) => a.startsWith('--'));
  const file = fileURLToPath(import.meta.url);
  const child = fork(file, ['--serve', ...process.argv.slice(2)], {
    stdio: 'inherit',
    execArgv: [...process.execArgv, ...flags],
  });
  const started = <T>(process: ChildProcess) =>
    new Promise<T>((resolve, reject) => {
      process.once('message', (m) => resolve(m as T));
      process.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
  const ready = await started<Ready>(child);
  // --processes=N: N-1 more API processes on the same database; the mixes are spread over all of them.
  const more = Array.from({ length: Number(benchArgs.processes ?? 1) - 1 }, () =>
    fork(file, ['--more', JSON.stringify(ready.env), ...process.argv.slice(2)], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...flags],
    }),
  );
  const morePorts = await Promise.all(more.map((p) => started<{ appPort: number }>(p).then((r) => r.appPort)));
  const servers = [child, ...more];
  try {
    const { members, items } = ready.seeded;
    console.log(
      `${ready.dialect}: ${members.length} members, ${items} materials (+ folders) seeded in ${(ready.seedMs / 1000).toFixed(1)} s; ` +
        `server node flags: ${flags.join(' ') || '(none)'}; ${connections} connections, ${duration} s each; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const app = `http://127.0.0.1:${ready.appPort}`;
    const apps = [app, ...morePorts.map((port) => `http://127.0.0.1:${port}`)];
    if (more.length) console.log(`${servers.length} API processes on the one database; the bare route is one process`);
    // A server that has run for a while: its code optimised by V8 (the first thousands of requests cost
    // about twice as much CPU) and each statement prepared on each pooled connection — for the cold costs
    // too, which measure a list the cache has not seen, not a process or connection that is new.
    const warmup = Number(benchArgs.warmup ?? 10);
    if (warmup > 0)
      await autocannon({ url: targets(apps), connections, duration: warmup, requests: [{ setupRequest: mixOf(members, 0) }] });
    if (benchArgs.ab) {
      for (const part of benchArgs.ab.split(',') as Part[])
        await partAb(part, servers, apps, members, duration, connections, Number(benchArgs.rounds) || 3);
      return;
    }
    if (!benchArgs['cold-only']) {
      const bareUrl = `http://127.0.0.1:${ready.barePort}/`;
      const floorUrl = `http://127.0.0.1:${ready.barePort}/floor`;
      const bareBefore = await load([child], bareUrl, duration, connections);
      console.log(line('bare Fastify hello (before)', bareBefore));
      const floorBefore = await load([child], floorUrl, duration, connections);
      console.log(line('floor: one primary-key read (before)', floorBefore));
      const reads = await load(servers, apps, duration, connections, () => nextRequest(members, 0), 'reads');
      // Beside the mix, one request of each write kind at a time, by random members: each kind's latency
      // under the mix (autocannon's figures are of every request together).
      const probing = { on: true };
      const probes = probeWrites(app, members, probing);
      const writes = await load(servers, apps, duration, connections, () => nextRequest(members, 0.05));
      probing.on = false;
      const perKind = await probes;
      const floorAfter = await load([child], floorUrl, duration, connections);
      const bareAfter = await load([child], bareUrl, duration, connections);
      const bare = { bare: (bareBefore.rps + bareAfter.rps) / 2, floor: (floorBefore.rps + floorAfter.rps) / 2 };
      console.log(line('read mix', reads, bare));
      console.log(line('mix with 5% writes (uploads too)', writes, bare));
      for (const [kind, ms] of perKind)
        console.log(
          `  ${kind.padEnd(32)} p50 ${quantile(ms, 0.5).toFixed(1).padStart(6)} ms  p99 ${quantile(ms, 0.99).toFixed(1).padStart(6)} ms  (${ms.length} alongside the mix)`,
        );
      console.log(line('floor: one primary-key read (after)', floorAfter));
      console.log(line('bare Fastify hello (after)', bareAfter));
      if (!benchArgs['no-kinds']) {
        const kindDuration = Number(benchArgs['kind-duration'] ?? 5);
        console.log(`each read kind alone (${kindDuration} s, random members):`);
        for (const [kind] of READS) {
          const alone = await load(servers, apps, kindDuration, connections, () =>
            readOf(members[Math.floor(Math.random() * members.length)]!, kind),
          );
          console.log(line(`  ${kind}`, alone, bare));
        }
      }
    }
    await coldCosts(child, app, members, Number(benchArgs.samples ?? 15));
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const p of more) p.disconnect();
    child.disconnect();
  }
}

/** The two mixes with one part of the lists on and off, alternating: same run, same server, same data. */
async function partAb(
  part: Part,
  servers: ChildProcess[],
  apps: string[],
  members: SeededMember[],
  duration: number,
  connections: number,
  rounds: number,
): Promise<void> {
  const mixes = [
    ['read mix', 0],
    ['mix with 5% writes', 0.05],
  ] as const;
  const runs = new Map<string, Figures[]>();
  for (let round = 1; round <= rounds; round += 1) {
    // Alternating which goes first, so neither always follows the warm-up.
    for (const on of round % 2 === 1 ? [true, false] : [false, true]) {
      await Promise.all(servers.map((server) => ask(server, { part, on })));
      for (const [mix, writes] of mixes) {
        const figures = await load(servers, apps, duration, connections, () => nextRequest(members, writes));
        const key = `${mix}\u0000${on}`;
        runs.set(key, [...(runs.get(key) ?? []), figures]);
        console.log(line(`${mix}, ${part} ${on ? 'on' : 'off'} (round ${round})`, figures));
      }
    }
  }
  await Promise.all(servers.map((server) => ask(server, { part, on: true })));
  const median = (all: Figures[], key: 'rps' | 'cpuMs') =>
    quantile(
      all.map((f) => f[key]),
      0.5,
    );
  for (const [mix] of mixes) {
    const [on, off] = [runs.get(`${mix}\u0000true`)!, runs.get(`${mix}\u0000false`)!];
    console.log(
      `${mix}, medians: CPU per request ${median(on, 'cpuMs').toFixed(3)} ms with ${part}, ${median(off, 'cpuMs').toFixed(3)} ms without ` +
        `(${((100 * median(on, 'cpuMs')) / median(off, 'cpuMs') - 100).toFixed(1)}%); req/s ${median(on, 'rps').toFixed(0)} with, ` +
        `${median(off, 'rps').toFixed(0)} without (${((100 * median(on, 'rps')) / median(off, 'rps') - 100).toFixed(1)}%); ` +
        `CPU per request spread with ${spread(on)}, without ${spread(off)}`,
    );
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

/** The range of a part's CPU per request over its runs, as a share of their median. */
const spread = (all: Figures[]) => {
  const cpu = all.map((f) => f.cpuMs);
  return `±${((50 * (Math.max(...cpu) - Math.min(...cpu))) / quantile(cpu, 0.5)).toFixed(1)}%`;
};

if (process.argv.includes('--serve')) {
  await serveRealistic();
} else if (process.argv.includes('--more')) {
  await serveMore(JSON.parse(process.argv[process.argv.indexOf('--more') + 1]!) as Record<string, string>);
} else {
  await main();
}
