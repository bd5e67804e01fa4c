/**
 * The Prometheus scrape of a realistic run: the app with METRICS_TOKEN set, seeded like the realistic
 * benchmark (a company of 2,000 members and `--items` materials), under a mix of reads and writes
 * (bench/realistic/traffic.ts: lists, searches, member lists; 5% folder creations, renames, 2 KiB
 * uploads) from `--connections` clients for `--duration` seconds, while `--sockets` clients hold a
 * socket and agents upload files and send them to those clients (socket messages), and downloads run.
 * Then it scrapes /metrics (and shows that it answers 401 without the token), prints a summary and
 * writes an excerpt — every family the Grafana dashboard plots — to `--out` (docs/metrics-sample.txt).
 *
 * Three send loops run side by side.
 *
 *   npx tsx server/bench/metrics-scrape.ts [--db=postgres|sqlite] [--items=10000] [--duration=20]
 *     [--connections=20] [--sockets=30] [--out=docs/metrics-sample.txt]
 *
 * PostgreSQL (the default, which has pool metrics): BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), in a schema of its own that is dropped afterwards.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSocket, type TestSocket } from '../test/helpers/realtime.js';
import { benchPostgresUrl, freshDatabase, openApp } from './fresh-app.js';
import { benchArgs } from './list-harness.js';
import { seedCompany, type Seeded, type SeededMember } from './realistic/seed.js';
import { readOf, writeOf } from './realistic/traffic.js';

const TOKEN = `scrape-${randomBytes(12).toString('hex')}`;
const API = '/api/frontend';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The families kept in the excerpt (the dashboard's panels), in this order. */
const FAMILIES = [
  'cascade_http_requests_total',
  'cascade_http_request_duration_seconds',
  'cascade_http_requests_in_flight',
  'cascade_realtime_sockets_open',
  'cascade_realtime_messages_sent_total',
  'cascade_realtime_bus_lag_seconds',
  'cascade_db_query_duration_seconds',
  'cascade_db_pool_connections',
  'cascade_upload_bytes_total',
  'cascade_download_bytes_total',
  'cascade_mail_failures_total',
  'cascade_mail_outbox_unsent',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'process_cpu_seconds_total',
];
/** Latency histograms are kept for these routes only (every route has one). */
const HISTOGRAM_ROUTES = ['/api/frontend/content/', '/api/frontend/material/'];

interface Ready {
  port: number;
  seeded: Seeded;
  dialect: string;
}

async function serve(): Promise<void> {
  const postgres = (benchArgs.db ?? 'postgres') === 'postgres';
  const database = await freshDatabase('scrape', postgres ? benchPostgresUrl() : undefined);
  const app = await openApp(database, { METRICS_TOKEN: process.env.SCRAPE_METRICS_TOKEN! });
  const seeded = await seedCompany(app, Number(benchArgs.items ?? 10_000));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({
    port: (app.server.address() as { port: number }).port,
    seeded,
    dialect: database.dialect,
  } satisfies Ready);
  process.on('disconnect', async () => {
    await app.close();
    await database.drop();
    process.exit(0);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Agents upload a 2 KiB file, download it, and send it to one of their clients who holds a socket. */
async function sendLoop(base: string, pairs: { agent: SeededMember; client: SeededMember }[], until: number) {
  let sends = 0;
  while (Date.now() < until) {
    const { agent, client } = pick(pairs);
    const headers = { authorization: `Bearer ${agent.token}` };
    const boundary = `----scrape${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="policy ${sends}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      randomBytes(2048),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await fetch(`${base}${API}/material/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}`);
    const { id } = (await uploaded.json()) as { id: string };
    await (await fetch(`${base}${API}/material/${id}`, { headers })).arrayBuffer();
    const sent = await fetch(`${base}${API}/content/copy/send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ folder_ids: [], material_ids: [id], recipient_ids: [client.id] }),
    });
    if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${await sent.text()}`);
    sends += 1;
  }
  return sends;
}

function excerpt(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const family of FAMILIES) {
    const own = lines.filter((l) => {
      const name = l.startsWith('#') ? l.split(' ')[2] : l.split(/[{ ]/)[0];
      return (
        name === family ||
        (!l.startsWith('#') && (name === `${family}_bucket` || name === `${family}_sum` || name === `${family}_count`))
      );
    });
    let samples = own.filter((l) => !l.startsWith('#'));
    if (family === 'cascade_http_requests_total') {
      samples = samples.sort((a, b) => Number(b.split(' ').pop()) - Number(a.split(' ').pop())).slice(0, 15);
    }
    if (family === 'cascade_http_request_duration_seconds') {
      samples = samples.filter(
        (l) =>
          HISTOGRAM_ROUTES.some((r) => l.includes(`route="${r}"`)) && /method="(GET|POST)"/.test(l) && /status="20[01]"/.test(l),
      );
    }
    out.push(...own.filter((l) => l.startsWith('#')), ...samples);
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const duration = Number(benchArgs.duration ?? 20);
  const connections = Number(benchArgs.connections ?? 20);
  const socketCount = Number(benchArgs.sockets ?? 30);
  const outFile = path.resolve(repoRoot, benchArgs.out ?? 'docs/metrics-sample.txt');
  const child = fork(fileURLToPath(import.meta.url), ['--serve', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SCRAPE_METRICS_TOKEN: TOKEN },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  const { members } = ready.seeded;
  try {
    const byId = new Map(members.map((m) => [m.id, m]));
    const pairs = members
      .filter((m) => m.role === 'client' && m.uplineId)
      .slice(0, socketCount)
      .map((client) => ({ client, agent: byId.get(client.uplineId!)! }));
    const sockets: TestSocket[] = await Promise.all(pairs.map((p) => openSocket(base, p.client.token)));

    const started = Date.now();
    const load = autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const m = pick(members);
            const r = Math.random() < 0.05 ? writeOf(m) : readOf(m);
            return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body };
          },
        },
      ],
    });
    const until = started + duration * 1000;
    const [result, ...rounds] = await Promise.all([load, ...Array.from({ length: 3 }, () => sendLoop(base, pairs, until))]);
    const sends = rounds.reduce((sum, n) => sum + n, 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = sockets.reduce((sum, s) => sum + s.messages.length, 0);

    const refused = await fetch(`${base}/metrics`);
    const scrape = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    if (scrape.status !== 200) throw new Error(`the scrape answered ${scrape.status}`);
    const text = await scrape.text();
    for (const s of sockets) s.ws.close();

    const [l1, l5] = os.loadavg();
    const header = [
      `# Excerpt of GET /metrics (Authorization: Bearer <METRICS_TOKEN>) after a realistic run, ${new Date().toISOString().slice(0, 16)}Z:`,
      `# server/bench/metrics-scrape.ts --db=${benchArgs.db ?? 'postgres'} --items=${ready.seeded.items} --duration=${duration} --connections=${connections} --sockets=${pairs.length}`,
      `# ${ready.dialect}, ${members.length} members, ${ready.seeded.items} materials; ${result.requests.total} requests from ${connections} clients in ${duration} s`,
      `# (${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}),`,
      `# plus ${sends} upload + download + send rounds; ${pairs.length} sockets received ${received} messages.`,
      `# Without the token /metrics answered ${refused.status}. Two shared cores, load average ${l1!.toFixed(1)} / ${l5!.toFixed(1)}.`,
      `# Kept: every family the Grafana dashboard plots; the 15 busiest request series; latency buckets of two routes.`,
      '',
    ].join('\n');
    writeFileSync(outFile, `${header}${excerpt(text)}\n`);
    console.log(header);
    console.log(`full scrape: ${text.split('\n').length} lines; excerpt written to ${path.relative(repoRoot, outFile)}`);
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv.includes('--serve')) void serve();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
