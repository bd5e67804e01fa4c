#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile, simulated throttling — its defaults) on the production
// SPA behind this repository's nginx.conf, in front of the real API with the demo company: the sign-in
// page signed out, and /materials signed in as the demo agent (tokens put into the browser's cookies
// first, as the SPA keeps them). Prints each page's scores and metrics and the JavaScript the sign-in page
// loads as the browser receives it (compressed); exits non-zero below the targets (DESIGN §12).
//
//   LIGHTHOUSE_RUNS=3   runs per page (the median performance run is reported; default 1)
//   LIGHTHOUSE_DIST=dir serve that built SPA instead of dist/ (no build), e.g. an older commit's, to
//                       compare two builds in the same sitting
//   LIGHTHOUSE_OUT=dir  write each run's report (`<page>-<n>.json`) and trace (`<page>-<n>.trace.json`)
//                       there, to see what the main thread did
//   LIGHTHOUSE_PROFILE=1 record V8's sampling profiler in those traces (which function each long task ran);
//                       it slows the page, so its scores are not comparable with runs without it
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { ensureE2eTools } from './lib/system-tools.mjs';
import { startNginx, stopNginx } from './lib/nginx.mjs';
import { DIST_DIR as BUILT_DIST_DIR, ROOT_DIR } from './lib/paths.mjs';
import { freePort, startService, stopService, waitForHttp } from './lib/proc.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';

const TARGETS = { '/auth/login': { performance: 95, jsKb: 200 }, '/materials': { performance: 90 } };
const MAX_CLS = 0.1;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const outDir = process.env.LIGHTHOUSE_OUT ? path.resolve(process.env.LIGHTHOUSE_OUT) : null;
if (outDir) mkdirSync(outDir, { recursive: true });

const tools = ensureE2eTools();
const DIST_DIR = process.env.LIGHTHOUSE_DIST ? path.resolve(process.env.LIGHTHOUSE_DIST) : BUILT_DIST_DIR;
if (!process.env.LIGHTHOUSE_DIST && (await ensureSpaBuilt()) !== 0) process.exit(1);

const runDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-lighthouse-'));
chmodSync(runDir, 0o755);
const dataDir = path.join(runDir, 'data');
mkdirSync(dataDir);
const apiPort = await freePort();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: `sqlite:${path.join(dataDir, 'cascade.sqlite')}`,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  PUBLIC_URL: baseUrl,
  STATIC_DIR: '',
  SEED_DEMO: 'true',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
};
delete env.NODE_ENV;
const api = startService(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: ROOT_DIR,
  env,
  logFile: path.join(runDir, 'api.log'),
});
let nginx;
let context;
let failed = false;
try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/frontend/health/ready`, { child: api, name: 'the API' });
  nginx = startNginx({
    binary: tools.nginx,
    prefix: path.join(runDir, 'nginx'),
    port,
    root: DIST_DIR,
    upstreams: [`127.0.0.1:${apiPort}`],
  });
  await waitForHttp(`${baseUrl}/api/frontend/health/ready`, { child: nginx.child, name: 'nginx' });

  const debugPort = await freePort();
  context = await chromium.launchPersistentContext(path.join(runDir, 'profile'), {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  console.log(
    `lighthouse: nginx on ${baseUrl} → API on 127.0.0.1:${apiPort}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const clearCache = async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    return page;
  };
  const audit = async (pagePath) => {
    // One visit first, not measured: the API compiles the page's requests then, not while the first
    // measured run's page competes with it for the two cores. Every measured run starts with an empty cache.
    const warm = await clearCache();
    await warm.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    await warm.goto('about:blank');
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      await clearCache();
      const { lhr, artifacts } = await lighthouse(`${baseUrl}${pagePath}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(process.env.LIGHTHOUSE_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      results.push(lhr);
      if (outDir) {
        const name = `${pagePath.replace(/\W+/g, '-').replace(/^-/, '')}-${i + 1}`;
        writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
        writeFileSync(path.join(outDir, `${name}.trace.json`), JSON.stringify(artifacts.Trace ?? null));
      }
    }
    if (runs > 1) {
      const summary = (lhr) =>
        `${Math.round(lhr.categories.performance.score * 100)} / ${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s` +
        ` / ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms / ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}`;
      console.log(`${pagePath.padEnd(12)} runs (performance / LCP / TBT / CLS): ${results.map(summary).join('  |  ')}`);
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    return results[Math.floor(results.length / 2)];
  };
  const report = (pagePath, lhr) => {
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
    console.log(
      `${pagePath.padEnd(12)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}` +
        `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}` +
        `  CLS ${cls.toFixed(3)}  SI ${metric('speed-index')}  JS ${jsKb.toFixed(1)} KB transferred in ${scripts.length} files`,
    );
    // Less sensitive to the machine's load than the score: what the page fetches before it can paint
    // (scripts and style sheets, compressed) and how its main thread was spent.
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytesOf = (type) => requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    const groupMs = (group) => breakdown.find((item) => item.group === group)?.duration ?? 0;
    const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
    const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
    console.log(
      `  main thread ${(lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0).toFixed(0)} ms (script evaluation ${groupMs('scriptEvaluation').toFixed(0)} ms,` +
        ` parse/compile ${groupMs('scriptParseCompile').toFixed(0)} ms, style/layout ${groupMs('styleLayout').toFixed(0)} ms), bootup ${(lhr.audits['bootup-time']?.numericValue ?? 0).toFixed(0)} ms,` +
        ` ${longTasks.length} long tasks (${longTasks.reduce((sum, t) => sum + t.duration, 0).toFixed(0)} ms);` +
        ` JS ${bytesOf('Script')} B, CSS ${bytesOf('Stylesheet')} B transferred; ${blocking.length} render-blocking`,
    );
    const target = TARGETS[pagePath];
    const misses = [];
    if (score('performance') < target.performance) misses.push(`performance below ${target.performance}`);
    if (cls >= MAX_CLS) misses.push(`CLS not below ${MAX_CLS}`);
    if (target.jsKb && jsKb > target.jsKb) misses.push(`JS over ${target.jsKb} KB`);
    for (const [id, a] of Object.entries(lhr.audits)) {
      if (a.score !== null && a.score < 0.9 && a.details?.type === 'opportunity')
        console.log(`  opportunity: ${id} — ${a.displayValue ?? ''}`);
    }
    if (misses.length) {
      failed = true;
      console.log(`  NOT MET: ${misses.join(', ')}`);
    }
  };

  report('/auth/login', await audit('/auth/login'));

  // Signed in: tokens from the API, into the cookies the SPA reads (`access-token`, `refresh-token`).
  const login = await fetch(`${baseUrl}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'agent@demo.cascade.test', password: 'cascade-demo' }),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const tokens = await login.json();
  await context.addCookies([
    { name: 'access-token', value: tokens.access_token, url: baseUrl },
    { name: 'refresh-token', value: tokens.refresh_token, url: baseUrl },
  ]);
  report('/materials', await audit('/materials'));
} finally {
  await context?.close();
  await stopNginx(nginx?.child);
  await stopService(api);
  rmSync(runDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
