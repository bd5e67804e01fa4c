// The fault suite (docs/operations.md): the production shape under steady traffic, one fault at a time.
//   node --import tsx bench/faults.ts [--app=<checkout>] [--outage=10] [--restarts=20] [--takeout=1] [--only=postgres,store,…] [--json=<file>] [--check]
// --check exits 1 when a fault misses its target (the `faults` stage of `npm test`).
// --app runs another checkout's server and nginx.conf (a baseline); the suite's own code drives it.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD, demoEmail } from '../src/services/demo/seed.js';
import { startShape, type Shape } from './faults/harness.js';
import { lostUploads, Traffic } from './faults/traffic.js';

const API = '/api/frontend';
const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const appRoot = path.resolve(args.app ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
const OUTAGE_MS = Number(args.outage ?? 10) * 1000;
const RESTARTS = Number(args.restarts ?? 20);
const TAKEOUT = args.takeout === '1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fault {
  name: string;
  /** What must hold for this fault (issue #18's targets), besides nothing lost and no crash. */
  target(row: Row): string | null;
  /** Injects the fault; resolves with the moment it was over (restored), and a note. */
  run(shape: Shape): Promise<{ restoredAt: number; note: string }>;
}

/** Streams `mib` MiB to `port` (an API process or nginx) over about `seconds` seconds; resolves with the status. */
function largeUpload(
  port: number,
  token: string,
  mib: number,
  seconds: number,
  answer?: (retryAfter: string | undefined) => void,
): Promise<number> {
  const boundary = `----faults${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: `${API}/material/`,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + mib * 1024 * 1024 + tail.length,
      },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      answer?.(response.headers['retry-after']);
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', () => resolve(0));
    void (async () => {
      request.write(head);
      for (let i = 0; i < mib && !answered; i++) {
        if (!request.write(randomBytes(1024 * 1024))) await new Promise((r) => request.once('drain', r));
        await sleep((seconds * 1000) / mib);
      }
      if (!answered) request.end(tail);
    })();
  });
}

function faults(agentToken: () => string): Fault[] {
  const all: Fault[] = [
    {
      name: `PostgreSQL stop/start (${OUTAGE_MS / 1000} s)`,
      target: (row) =>
        row.failedStatuses.some((status) => status !== 503) || row.retryAfterMissing > 0
          ? 'a failure other than 503 with Retry-After'
          : Number(row.okAgainS) > 5
            ? 'not everything back within 5 s'
            : null,
      run: async (shape) => {
        await shape.database.stop();
        await sleep(OUTAGE_MS);
        await shape.database.start();
        return { restoredAt: Date.now(), note: '' };
      },
    },
    {
      name: `object store down/up (${OUTAGE_MS / 1000} s)`,
      target: (row) =>
        row.failedOps.some((op) => op !== 'upload' && op !== 'download')
          ? `requests that do not touch files failed (${row.failedOps.join(', ')})`
          : row.failedStatuses.some((status) => status !== 503) || row.retryAfterMissing > 0
            ? 'a failure other than 503 with Retry-After'
            : null,
      run: async (shape) => {
        await shape.s3.stop();
        await sleep(OUTAGE_MS);
        await shape.s3.start();
        return { restoredAt: Date.now(), note: '' };
      },
    },
    {
      name: 'SIGTERM during a 64 MiB upload',
      target: (row) =>
        row.failed > 0
          ? 'requests failed during the deploy'
          : row.note !== 'upload 201, exit 0'
            ? 'the upload failed or the exit was not 0'
            : null,
      run: async (shape) => {
        const api = shape.apis[0];
        const upload = largeUpload(api.port, agentToken(), 64, 8);
        await sleep(1500);
        const exit = shape.stopApi(api, 'SIGTERM');
        const [status, code] = await Promise.all([upload, exit]);
        const restoredAt = Date.now();
        await shape.startApi(api);
        return { restoredAt, note: `upload ${status}, exit ${code}` };
      },
    },
    {
      name: `${RESTARTS} rolling restarts (SIGTERM) under load`,
      target: (row) =>
        row.failed > 0
          ? `${row.failed} requests failed during the restarts (${row.byStatus})`
          : row.note.includes('exit 0 ×') && !row.note.includes('other exits')
            ? null
            : `an exit other than 0 (${row.note})`,
      run: async (shape) => {
        // A deploy of two processes, one at a time, again and again: each drains (readiness 503 for
        // SHUTDOWN_DELAY_SECONDS, then stops accepting and finishes what is in flight) and starts again.
        // --takeout=1: each process is first taken out of nginx (`down`, graceful reload) and put back once
        // ready. Measured worse than the signal alone (docs/operations.md): 40 reloads under load close
        // clients' keep-alive connections to nginx as requests go out on them.
        const codes: Array<number | null> = [];
        const started = Date.now();
        for (let i = 0; i < RESTARTS; i++) {
          const api = shape.apis[i % 2]!;
          if (TAKEOUT) await shape.outOfProxy(api);
          codes.push(await shape.stopApi(api, 'SIGTERM'));
          await shape.startApi(api);
          if (TAKEOUT) await shape.outOfProxy(null);
        }
        const others = codes.filter((code) => code !== 0);
        return {
          restoredAt: Date.now(),
          note: `exit 0 ×${codes.length - others.length}${others.length ? `, other exits: ${others.join(' ')}` : ''} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        };
      },
    },
    {
      name: 'kill -9 of an API process',
      target: () => null,
      run: async (shape) => {
        await shape.stopApi(shape.apis[1], 'SIGKILL');
        const restoredAt = Date.now();
        await sleep(1000);
        await shape.startApi(shape.apis[1]);
        return { restoredAt, note: 'restarted after 1 s' };
      },
    },
    {
      name: 'nginx reload',
      target: (row) => (row.failed > 0 ? 'requests failed during the reload' : null),
      run: async (shape) => {
        shape.nginx.kill('SIGHUP');
        return { restoredAt: Date.now(), note: '' };
      },
    },
  ];
  return all.filter((fault) => !args.only || args.only.split(',').some((part) => fault.name.toLowerCase().includes(part)));
}

async function signIn(base: string, role: 'admin' | 'marketer' | 'agent' | 'client'): Promise<string> {
  const response = await fetch(`${base}${API}/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demoEmail(role), password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${role}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Row {
  fault: string;
  sent: number;
  failed: number;
  byStatus: string;
  retryAfter: string;
  okAgainS: string;
  sockets: string;
  rowsLost: number;
  blobsLost: number;
  notificationsLost: number;
  notLive: number;
  crashes: number;
  note: string;
  windowStart: number;
  windowEnd: number;
  failedOps: string[];
  failedStatuses: number[];
  retryAfterMissing: number;
  allOpen: boolean;
  missed: string | null;
}

/**
 * s3rver (in this process) removes a folder once it is empty, and a write starting in it at that moment
 * fails with ENOENT as an unhandled stream error. Real S3 has no folders; the suite counts that request
 * as failed and carries on rather than ending the whole run.
 */
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' && String(error.path ?? '').includes('_S3rver_')) {
    console.log(`(s3rver folder race: ${error.path})`);
    return;
  }
  console.error(error);
  process.exit(1);
});

async function main(): Promise<void> {
  console.log(
    `fault suite: ${appRoot} (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const shape = await startShape(appRoot);
  const db = new pg.Client({ connectionString: shape.database.url });
  const rows: Row[] = [];
  const targets = new Map<Row, Fault>();
  let storedTotal = 0;
  let traffic: Traffic | undefined;
  try {
    const agent = await signIn(shape.base, 'agent');
    const client = await signIn(shape.base, 'client');
    const others = [await signIn(shape.base, 'admin'), await signIn(shape.base, 'marketer'), agent];
    const form = new FormData();
    form.append('file', new Blob([randomBytes(256 * 1024)]), 'shared.bin');
    const seeded = await fetch(`${shape.base}${API}/material/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent}` },
      body: form,
    });
    const materialId = ((await seeded.json()) as { id: string }).id;
    await db.connect();
    const recipient = await db.query<{ id: string }>(
      'select uc.id from user_company uc join users u on u.id = uc.user_id where u.email = $1',
      [demoEmail('client')],
    );
    await db.end();
    const clientMembership = recipient.rows[0]?.id ?? '';

    traffic = new Traffic(shape.base, { agent, client, clientMembership, materialId, otherTokens: others });
    traffic.openSockets();
    traffic.start();
    await sleep(3000);

    for (const fault of faults(() => agent)) {
      const windowStart = Date.now();
      const reconnectsBefore = traffic.sockets.reduce((sum, s) => sum + s.reconnects, 0);
      const crashesBefore = shape.apis.reduce((sum, api) => sum + api.crashes, 0);
      await sleep(2000);
      const injectedAt = Date.now();
      process.stdout.write(`- ${fault.name}… `);
      const { restoredAt, note } = await fault.run(shape);
      // Settled: no failure and every socket open for 5 s (at most 60 s).
      let allOpenAt: number | null = null;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        await sleep(250);
        const open = traffic.sockets.every((s) => s.open);
        if (open && allOpenAt === null) allOpenAt = Date.now();
        if (!open) allOpenAt = null;
        const recentFailure = traffic.outcomes.some((o) => o.end > Date.now() - 5000 && (o.status < 200 || o.status >= 300));
        if (open && !recentFailure && Date.now() - restoredAt > 5000) break;
      }
      await sleep(1000);
      const windowEnd = Date.now();
      const seen = traffic.outcomes.filter((o) => o.start >= windowStart && o.start < windowEnd);
      const failed = seen.filter((o) => o.status < 200 || o.status >= 300);
      const byStatus = new Map<number, number>();
      for (const o of failed) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
      // Of those, answered by nginx itself: no API process answered them (refused, reset, dropped).
      const byProxy = failed.filter((o) => o.byProxy).length;
      const lastFailure = Math.max(0, ...failed.map((o) => o.end));
      const failed503 = failed.filter((o) => o.status === 503);
      rows.push({
        fault: fault.name,
        sent: seen.length,
        failed: failed.length,
        byStatus:
          ([...byStatus].map(([status, count]) => `${status === 0 ? 'refused' : status}×${count}`).join(' ') || '–') +
          (byProxy ? ` (nginx's own: ${byProxy})` : ''),
        retryAfter: failed503.length ? `${failed503.filter((o) => o.retryAfter).length}/${failed503.length}` : '–',
        okAgainS:
          failed.length === 0 ? '0' : ((lastFailure - Math.min(restoredAt, Math.max(injectedAt, lastFailure))) / 1000).toFixed(1),
        sockets: `${traffic.sockets.reduce((sum, s) => sum + s.reconnects, 0) - reconnectsBefore} reconnects, ${traffic.sockets.filter((s) => s.open).length}/20 open${allOpenAt ? ` (all after ${Math.max(0, (allOpenAt - restoredAt) / 1000).toFixed(1)} s)` : ''}`,
        rowsLost: 0,
        blobsLost: 0,
        notificationsLost: 0,
        notLive: 0,
        crashes: shape.apis.reduce((sum, api) => sum + api.crashes, 0) - crashesBefore,
        note,
        windowStart,
        windowEnd,
        failedOps: [...new Set(failed.map((o) => o.op))],
        failedStatuses: [...byStatus.keys()],
        retryAfterMissing: failed503.filter((o) => !o.retryAfter).length,
        allOpen: traffic.sockets.every((socket) => socket.open),
        missed: null,
      });
      targets.set(rows[rows.length - 1]!, fault);
      console.log(`${failed.length}/${seen.length} failed`);
      const kinds = new Map<string, number>();
      for (const o of failed) {
        const kind = `${o.op} ${o.status} ${o.detail ?? ''}`.trim();
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      for (const [kind, count] of kinds) console.log(`  ${count} × ${kind}`);
      if (args.verbose)
        for (const [i, socket] of traffic.sockets.entries()) console.log(`  socket ${i}: ${socket.events.splice(0).join('; ')}`);
    }
    await traffic.stop();
    await sleep(2000);

    // Losses, checked once the system is quiet: every acknowledged upload downloads intact; every
    // acknowledged send stored its notification; every stored notification reached a client socket.
    const lost = await lostUploads(shape.base, agent, traffic.uploads);
    const check = new pg.Client({ connectionString: shape.database.url });
    await check.connect();
    const stored = await check.query<{ id: string; created_at: string }>(
      'select id, created_at from notification where membership_id = $1',
      [clientMembership],
    );
    await check.end();
    storedTotal = stored.rows.length;
    for (const row of rows) {
      const inWindow = (at: number) => at >= row.windowStart && at < row.windowEnd;
      row.rowsLost = lost.rows.filter((u) => inWindow(u.at)).length;
      row.blobsLost = lost.blobs.filter((u) => inWindow(u.at)).length;
      // A send started in this window stores its row before its answer, which may come after the window.
      const sends = traffic.sends.filter((send) => inWindow(send.start));
      const until = Math.max(row.windowEnd, ...sends.map((send) => send.end));
      const storedHere = stored.rows.filter(
        (n) => Date.parse(n.created_at) >= row.windowStart && Date.parse(n.created_at) < until,
      );
      row.notificationsLost = Math.max(0, sends.length - storedHere.length);
      row.notLive = storedHere.filter((n) => !traffic?.delivered.has(n.id)).length;
      row.missed =
        row.rowsLost + row.blobsLost + row.notificationsLost > 0
          ? 'something acknowledged was lost'
          : row.crashes > 0
            ? 'an API process crashed'
            : !row.allOpen
              ? 'not every socket came back'
              : (targets.get(row)?.target(row) ?? null);
    }
  } finally {
    await traffic?.stop().catch(() => undefined);
    await shape.close();
  }

  console.log(
    `\n(load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; 2 shared cores, figures are noisy)\n`,
  );
  printTable(rows);
  console.log(`\nsends acknowledged: ${traffic?.sends.length ?? 0}; notifications stored for the client: ${storedTotal}`);
  if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));
  const missed = rows.filter((r) => r.missed).length;
  console.log(`\nfault targets: ${rows.length - missed} met, ${missed} missed`);
  if (args.check && missed > 0) process.exitCode = 1;
}

function printTable(rows: Row[]): void {
  console.log(
    '| fault | sent | failed | failed by status | 503 with Retry-After | all OK again (s after restore) | sockets | rows lost | blobs lost | notifications lost / not pushed live | API crashes | note | target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const target = r.missed ? `missed: ${r.missed}` : 'met';
    console.log(
      `| ${r.fault} | ${r.sent} | ${r.failed} | ${r.byStatus} | ${r.retryAfter} | ${r.okAgainS} | ${r.sockets} | ${r.rowsLost} | ${r.blobsLost} | ${r.notificationsLost} / ${r.notLive} | ${r.crashes} | ${r.note} | ${target} |`,
    );
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
