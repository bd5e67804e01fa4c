// Figures, not a test: how soon the review page draws page 1 of a large PDF, and how many of its bytes
// it read by then, through this repo's nginx.conf with Chromium's network throttled (CDP
// Network.emulateNetworkConditions) to 5 MB/s and to 1 MB/s (SI megabytes, 20 ms latency).
//
//   node scripts/pdf-page-one-bench.mjs [--runs=3] [--compare=/path/to/other/dist --compare-label=before]
//
// With --compare, another build of the SPA (e.g. an older commit's `dist/`) is served by a second nginx
// in front of the same API, and every run measures both, one after the other, so both see the same load.
//
// The PDF is made here: 100 pages, each with its own incompressible JPEG (~48 MB in all), written by
// pdf-lib twice — with a cross-reference stream and object streams (pdf-lib's default) and with a classic
// cross-reference table — neither linearised, so page 1's objects are not at the front of the file.
// Each run opens /materials/review/{id} with a warm browser cache (the SPA and PDF.js already loaded
// once), so the figures are the PDF's own: from navigation start to page 1 drawn on its canvas (seen in
// the page), from the PDF's first request to page 1 drawn (the viewer's own part), and the PDF's bytes
// received by then. The baseline in the same run is the whole file by fetch at
// the same rate.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { startBenchStack } from './lib/app-stack.mjs';
import { noisePdf } from './lib/bench-pdf.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(option('runs', 3));
const COMPARE = option('compare', '');
const COMPARE_LABEL = option('compare-label', 'baseline');
const RATES = [
  ['5 MB/s', 5_000_000],
  ['1 MB/s', 1_000_000],
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

if ((await ensureSpaBuilt({ devPages: true })) !== 0) throw new Error('the SPA build failed');
const stack = await startBenchStack({ extraRoots: COMPARE ? [COMPARE] : [] });
const { baseUrl } = stack;
const builds = [{ label: 'this build', url: baseUrl }, ...stack.bases.map((url) => ({ label: COMPARE_LABEL, url }))];
const loadStart = os.loadavg()[0].toFixed(2);
try {
  const email = 'agent@demo.cascade.test';
  const password = 'cascade-demo';
  const tokens = await (
    await fetch(`${baseUrl}/api/frontend/user/token`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    })
  ).json();
  const upload = (file) =>
    JSON.parse(
      execFileSync('curl', [
        '-sS',
        '-H',
        `Authorization: Bearer ${tokens.access_token}`,
        '-F',
        `file=@${file};type=application/pdf`,
        `${baseUrl}/api/frontend/material/`,
      ]).toString(),
    );
  const layouts = [];
  for (const [name, objectStreams] of [
    ['xref stream + object streams', true],
    ['classic xref table', false],
  ]) {
    const file = path.join(stack.runDir, `Benchmark brochure (${name}).pdf`);
    const size = await noisePdf(file, { width: 900, height: 700, quality: 88, useObjectStreams: objectStreams });
    const material = upload(file);
    if (!material.id) throw new Error(`upload failed: ${JSON.stringify(material)}`);
    layouts.push({ name, size, id: material.id });
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pdfRequests = new Set();
  let pdfBytes = 0;
  let ranges = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.includes('/api/frontend/download?')) return;
    pdfRequests.add(event.requestId);
    ranges += 1;
  });
  cdp.on('Network.dataReceived', (event) => {
    if (pdfRequests.has(event.requestId)) pdfBytes += event.encodedDataLength || event.dataLength;
  });
  const throttle = (rate) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rate ? 20 : 0,
      downloadThroughput: rate || -1,
      uploadThroughput: rate || -1,
    });
  const firstPageDrawn = page.locator('[data-page-number="1"][data-rendered="true"]');
  // The moment page 1 is drawn, seen in the page: its time since navigation start, and the PDF's bytes
  // and requests at that moment (not when this script next looks).
  let drawn = null;
  await page.exposeBinding('pageOneDrawn', (_source, ms, fromFirstRead) => {
    drawn ??= { ms, fromFirstRead, bytes: pdfBytes, requests: ranges };
  });
  await page.addInitScript(() => {
    // In the browser (globalThis is the window there).
    const { document: doc, MutationObserver: Observer } = globalThis;
    const observer = new Observer(() => {
      if (!doc.querySelector('[data-page-number="1"][data-rendered="true"]')) return;
      observer.disconnect();
      const now = performance.now();
      const firstRead = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/frontend/download?'));
      globalThis.pageOneDrawn(now, firstRead ? now - firstRead.startTime : null);
    });
    observer.observe(doc, { subtree: true, attributes: true, attributeFilter: ['data-rendered'], childList: true });
  });

  // Warm the cache: each build's chunks and PDF.js (its worker included) load once, unthrottled.
  for (const build of builds) {
    await page.goto(`${build.url}/materials/review/${layouts[0].id}`);
    await firstPageDrawn.waitFor({ timeout: 300_000 });
  }

  const rows = [];
  for (const layout of layouts) {
    for (const [rateLabel, rate] of RATES) {
      const figures = builds.map(() => ({ times: [], reads: [], bytes: [], requests: [] }));
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, build] of builds.entries()) {
          await throttle(0);
          await page.goto(`${build.url}/materials`);
          await throttle(rate);
          pdfBytes = 0;
          ranges = 0;
          drawn = null;
          await page.goto(`${build.url}/materials/review/${layout.id}`);
          await firstPageDrawn.waitFor({ timeout: 300_000 });
          while (!drawn) await new Promise((resolve) => setTimeout(resolve, 10));
          figures[index].times.push(Math.round(drawn.ms));
          figures[index].reads.push(Math.round(drawn.fromFirstRead));
          figures[index].bytes.push(drawn.bytes);
          figures[index].requests.push(drawn.requests);
        }
      }
      // Baseline: the whole file by fetch, same rate, same browser.
      await throttle(0);
      await page.goto(`${baseUrl}/materials`);
      const link = await (
        await fetch(`${baseUrl}/api/frontend/download/link`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ folder_ids: [], material_ids: [layout.id], purpose: 'preview' }),
        })
      ).json();
      await throttle(rate);
      const whole = await page.evaluate(async (href) => {
        const start = performance.now();
        const buffer = await (await fetch(href)).arrayBuffer();
        return { ms: performance.now() - start, size: buffer.byteLength };
      }, `${baseUrl}${link.url}`);
      await throttle(0);
      if (whole.size !== layout.size) throw new Error(`the whole fetch read ${whole.size} of ${layout.size} bytes`);
      for (const [index, build] of builds.entries()) {
        const { times, reads, bytes, requests } = figures[index];
        rows.push({ build: build.label, layout: layout.name, rate: rateLabel, times, reads, bytes, requests, whole: whole.ms });
        console.log(
          `${build.label}, ${layout.name}, ${rateLabel}: page 1 drawn after ${times.join(', ')} ms (${reads.join(', ')} ms after the PDF's first request); ${bytes.map(mb).join(', ')} of the PDF in ${requests.join(', ')} requests; whole file ${whole.ms.toFixed(0)} ms`,
        );
      }
    }
  }
  await browser.close();

  console.log(`\nPage 1 of a 100-page PDF on /materials/review (${RUNS} runs, medians; Chromium through nginx, 20 ms latency)`);
  console.log(`load average at the start ${loadStart}, at the end ${os.loadavg()[0].toFixed(2)}; ${os.cpus().length} cores`);
  for (const layout of layouts) console.log(`  ${layout.name}: ${mb(layout.size)}`);
  console.log(
    '  build        layout                         rate     page 1 drawn   from 1st read   PDF bytes read   requests   whole file (baseline)',
  );
  for (const row of rows) {
    console.log(
      `  ${row.build.padEnd(12)} ${row.layout.padEnd(30)} ${row.rate.padEnd(8)} ${`${median(row.times)} ms`.padStart(12)}   ${`${median(row.reads)} ms`.padStart(13)}   ${mb(median(row.bytes)).padStart(14)}   ${String(median(row.requests)).padStart(8)}   ${row.whole.toFixed(0).padStart(8)} ms`,
    );
  }
} catch (error) {
  console.error(`bench: ${error.stack ?? error}\n--- api.log ---\n${stack.apiLogTail()}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
