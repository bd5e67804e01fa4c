#!/usr/bin/env node
/* global document */
// Meeting figures in a real browser (never part of the test suite). Starts the API on a fresh SQLite
// database serving the built SPA, then drives Debian's chromium with fake camera and microphone:
//   1. time from the "Join" click to the first remote video frame (and to frames from everyone),
//      p50 and p95 over N joins, in a room of 2 and a room of 4;
//   2. chromium CPU per participant in a 4-way mesh over 30 s, against the same 4 tabs idle (baseline).
// Usage: node scripts/meetings-bench.mjs [--joins=10] [--seconds=30]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from './lib/chromium.mjs';
import { DIST_DIR, ROOT_DIR } from './lib/paths.mjs';
import { freePort, startService, stopService, waitForHttp } from './lib/proc.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const JOINS = arg('joins', 10);
const SECONDS = arg('seconds', 30);
const PASSWORD = 'cascade-demo';
const PEOPLE = {
  admin: ['admin@demo.cascade.test', 'Avery Admin'],
  marketer: ['marketer@demo.cascade.test', 'Morgan Marketer'],
  agent: ['agent@demo.cascade.test', 'Alex Agent'],
  client: ['client@demo.cascade.test', 'Casey Client'],
};

if ((await ensureSpaBuilt()) !== 0) process.exit(1);
const runDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-meet-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = startService(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: ROOT_DIR,
  logFile: path.join(runDir, 'api.log'),
  env: {
    ...process.env,
    NODE_ENV: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(runDir, 'data'),
    DATABASE_URL: `sqlite:${path.join(runDir, 'cascade.sqlite')}`,
    STATIC_DIR: DIST_DIR,
    PUBLIC_URL: base, // the socket accepts this origin only
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNIN_IP: '100000/900',
  },
});
try {
  await waitForHttp(`${base}/api/frontend/health/ready`, { child: api, name: 'the API', timeoutMs: 180_000 });
} catch (error) {
  await stopService(api);
  rmSync(runDir, { recursive: true, force: true });
  throw error;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] });

async function signIn(role) {
  const context = await browser.newContext({ baseURL: base, permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${role}] ${m.text()}`));
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(PEOPLE[role][0]);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

async function createRoom(hostPage, inviteeRoles) {
  const token = await hostPage.evaluate(() => decodeURIComponent(document.cookie.match(/access-token=([^;]+)/)?.[1] ?? ''));
  const auth = { authorization: `Bearer ${token}` };
  const ids = [];
  for (const role of inviteeRoles) {
    const res = await hostPage.request.get(`${base}/api/frontend/user-company/?role=${role}&size=100`, { headers: auth });
    const item = (await res.json()).items.find((m) => m.full_name === PEOPLE[role][1]);
    ids.push(item.id);
  }
  const res = await hostPage.request.post(`${base}/api/frontend/meeting/room/generate`, {
    headers: auth,
    data: { title: `Bench ${Date.now()}`, invitees: ids },
  });
  if (res.status() !== 201) throw new Error(`room: ${res.status()} ${await res.text()}`);
  return (await res.json()).link;
}

/** Opens the room, clicks Join and measures in the page until the first remote frame and until frames from all `others`. */
async function timedJoin(page, link, others) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('button[disabled]')?.textContent?.includes('Join'));
  if (others === 0) {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('figure', { name: /\(you\)$/ }).waitFor();
    return { first: 0, all: 0 };
  }
  return page.evaluate(async (expected) => {
    const join = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Join');
    const started = performance.now();
    let first = null;
    join.click();
    // A remote video has a frame once it knows its size (our own preview is muted).
    return new Promise((resolve, reject) => {
      const poll = () => {
        const ready = [...document.querySelectorAll('video')].filter((v) => !v.muted && v.videoWidth > 0).length;
        if (ready > 0) first ??= performance.now() - started;
        if (ready >= expected) return resolve({ first, all: performance.now() - started });
        if (performance.now() - started > 90_000)
          return reject(new Error(`only ${ready} of ${expected} remote videos within 90 s`));
        setTimeout(poll, 10);
      };
      poll();
    });
  }, others);
}

async function leave(page) {
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/\/meetings$/);
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${Math.round(v)} ms`;

/** utime+stime of the processes under this script except the API (that is: chromium and its helpers), in seconds. */
function cpuSeconds(rootPid, exceptPid) {
  const parent = new Map();
  const ticks = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  const under = (pid, root) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, t] of ticks) if (pid !== rootPid && under(pid, rootPid) && !under(pid, exceptPid)) total += t;
  return total / 100; // USER_HZ
}

async function cpuOver(seconds) {
  const before = cpuSeconds(process.pid, api.pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return cpuSeconds(process.pid, api.pid) - before;
}

const report = [];
try {
  const pages = {
    admin: await signIn('admin'),
    marketer: await signIn('marketer'),
    agent: await signIn('agent'),
    client: await signIn('client'),
  };

  // Baseline: the same four tabs signed in, idle on the meetings page.
  for (const page of Object.values(pages)) await page.goto('/meetings');
  const idle = await cpuOver(Math.min(SECONDS, 10));
  const idleRate = idle / Math.min(SECONDS, 10);

  for (const size of [2, 4]) {
    const link = await createRoom(pages.admin, ['marketer', 'agent', 'client']);
    const staying = ['admin', 'marketer', 'agent'].slice(0, size - 1);
    for (let i = 0; i < staying.length; i += 1) await timedJoin(pages[staying[i]], link, i);
    const firsts = [];
    const alls = [];
    for (let n = 0; n < JOINS; n += 1) {
      const t = await timedJoin(pages.client, link, size - 1);
      firsts.push(t.first);
      alls.push(t.all);
      if (size === 4 && n === JOINS - 1) {
        // All four in the room: chromium CPU over the measuring window.
        const busy = await cpuOver(SECONDS);
        report.push(
          `4-way mesh, chromium CPU over ${SECONDS} s: ${busy.toFixed(1)} s total = ${((busy / SECONDS / 4) * 100).toFixed(0)}% of a core per participant` +
            ` (baseline, the same 4 tabs idle: ${(idleRate * 100).toFixed(0)}% of a core in total)`,
        );
      }
      await leave(pages.client);
    }
    report.push(
      `${size} in the room, join → first remote video frame over ${JOINS} joins: p50 ${ms(pct(firsts, 50))}, p95 ${ms(pct(firsts, 95))}` +
        (size > 2 ? `; → frames from all ${size - 1}: p50 ${ms(pct(alls, 50))}, p95 ${ms(pct(alls, 95))}` : ''),
    );
    for (const role of staying) await leave(pages[role]);
  }
} finally {
  await browser.close();
  await stopService(api);
  rmSync(runDir, { recursive: true, force: true });
}
console.log(`meetings bench (${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load):`);
for (const line of report) console.log(`  ${line}`);
