// Figures for previews and downloads (not part of the test suite): the built SPA behind this repo's
// nginx.conf in front of the API on a fresh SQLite database, Debian's chromium, all on loopback.
//
//   node scripts/preview-bench.mjs [--runs=3] [--gib=1]
//
// 1. Time to the first PDF page on the review page for a 100-page, ~50 MB PDF (page 1 drawn on its
//    canvas), and the bytes the viewer fetched — against the time to download the whole file in the
//    same browser, same run.
// 2. A 1 GiB download started from the review page's Download button: the time to the browser's
//    download event (the response has begun), to the first bytes of the file on disk, and to the whole
//    file on disk (its size checked), against the time to fetch the whole file.
//
// Each figure is printed as min / median / max over the runs, with the load average (the machine may be
// busy with other work, which slows every figure).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { noisePdf } from './lib/bench-pdf.mjs';
import { startBenchStack } from './lib/app-stack.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 3);
const GIB = arg('gib', 1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;
const spread = (values) =>
  `min ${ms(Math.min(...values))} / median ${ms(median(values))} / max ${ms(Math.max(...values))}   (runs: ${values.map(ms).join(', ')})`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

if ((await ensureSpaBuilt()) !== 0) throw new Error('the SPA build failed');

const startLoad = loadAverage();
const stack = await startBenchStack();
const { baseUrl, runDir } = stack;

async function bigFile(file, bytes) {
  const out = createWriteStream(file);
  const block = randomBytes(8 * 1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, bytes - written)))) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((resolve) => out.end(resolve));
}

try {
  const email = 'agent@demo.cascade.test';
  const password = 'cascade-demo';
  const tokenResponse = await fetch(`${baseUrl}/api/frontend/user/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  const { access_token: token } = await tokenResponse.json();
  const upload = (file, type) =>
    JSON.parse(
      execFileSync(
        'curl',
        ['-sS', '-H', `Authorization: Bearer ${token}`, '-F', `file=@${file};type=${type}`, `${baseUrl}/api/frontend/material/`],
        {
          maxBuffer: 1e6,
        },
      ).toString(),
    );

  const pdfFile = path.join(runDir, 'Benchmark brochure.pdf');
  const pdfBytes = await noisePdf(pdfFile);
  if (pdfBytes < 50 * 1000 ** 2) throw new Error(`the benchmark PDF is ${pdfBytes} bytes, under 50 MB`);
  const pdfMaterial = upload(pdfFile, 'application/pdf');
  const binFile = path.join(runDir, 'Archive export.bin');
  await bigFile(binFile, GIB * 1024 ** 3);
  const binMaterial = upload(binFile, 'application/octet-stream');
  rmSync(binFile);
  if (!pdfMaterial.id || !binMaterial.id) throw new Error(`upload failed: ${JSON.stringify({ pdfMaterial, binMaterial })}`);

  const downloadsDir = path.join(runDir, 'downloads');
  mkdirSync(downloadsDir);
  /** Bytes the browser has written into its downloads folder (the file in progress included). */
  const downloadedBytes = () =>
    readdirSync(downloadsDir).reduce((sum, name) => sum + statSync(path.join(downloadsDir, name)).size, 0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, downloadsPath: downloadsDir, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));

  const mint = async (id) => {
    const response = await fetch(`${baseUrl}/api/frontend/download/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ folder_ids: [], material_ids: [id], purpose: 'preview' }),
    });
    return `${baseUrl}${(await response.json()).url}`;
  };
  const wholeFetch = async (url) =>
    page.evaluate(async (href) => {
      const start = performance.now();
      const reader = (await fetch(href)).body.getReader();
      let size = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.byteLength;
      return { ms: performance.now() - start, size };
    }, url);

  // Bytes of the file that crossed the network (CDP, so an aborted full request counts what it read).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const linkRequests = new Set();
  let linkBytes = 0;
  let ranged = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.includes('/api/frontend/download?')) return;
    linkRequests.add(event.requestId);
    if (event.request.headers.Range || event.request.headers.range) ranged += 1;
  });
  cdp.on('Network.dataReceived', (event) => {
    if (linkRequests.has(event.requestId)) linkBytes += event.encodedDataLength || event.dataLength;
  });
  const throttle = (bytesPerSecond) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: bytesPerSecond ? 5 : 0,
      downloadThroughput: bytesPerSecond || -1,
      uploadThroughput: bytesPerSecond || -1,
    });

  const results = [];
  for (const [label, rate] of [
    ['loopback, unthrottled', 0],
    ['throttled to 100 Mbit/s', 12.5 * 1024 ** 2],
  ]) {
    const firstPage = [];
    const fetched = [];
    const whole = [];
    const ranges = [];
    for (let run = 0; run < RUNS; run += 1) {
      await throttle(0);
      await page.goto(`${baseUrl}/materials`);
      await throttle(rate);
      linkBytes = 0;
      ranged = 0;
      const start = Date.now();
      await page.goto(`${baseUrl}/materials/review/${pdfMaterial.id}`);
      await page.locator('[data-page-number="1"][data-rendered="true"]').waitFor({ timeout: 300_000 });
      firstPage.push(Date.now() - start);
      fetched.push(linkBytes);
      ranges.push(ranged);
      await page.goto(`${baseUrl}/materials`);
      const full = await wholeFetch(await mint(pdfMaterial.id));
      if (full.size !== pdfBytes) throw new Error(`whole download returned ${full.size} of ${pdfBytes} bytes`);
      whole.push(full.ms);
      console.log(
        `${label}, run ${run + 1}: first page ${firstPage.at(-1)} ms (${fetched.at(-1)} bytes of the PDF in ${ranges.at(-1)} range requests); whole file ${full.ms.toFixed(0)} ms`,
      );
    }
    results.push({ label, firstPage, fetched, whole, ranges });
  }
  await throttle(0);

  const binBytes = GIB * 1024 ** 3;
  const downloadEvent = [];
  const firstBytes = [];
  const wholeOnDisk = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${baseUrl}/materials/review/${binMaterial.id}`);
    const button = page.getByRole('button', { name: 'Download', exact: true });
    await button.waitFor();
    const started = page.waitForEvent('download');
    const start = performance.now();
    await button.click();
    const download = await started;
    downloadEvent.push(performance.now() - start);
    while (downloadedBytes() === 0) {
      if (performance.now() - start > 120_000) throw new Error('no byte of the download reached the disk in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    firstBytes.push(performance.now() - start);
    const file = await download.path();
    wholeOnDisk.push(performance.now() - start);
    const size = statSync(file).size;
    if (size !== binBytes) throw new Error(`the download wrote ${size} of ${binBytes} bytes`);
    await download.delete();
    console.log(
      `${GIB} GiB download, run ${run + 1}: download event ${ms(downloadEvent.at(-1))}, first bytes on disk ${ms(firstBytes.at(-1))}, whole file ${ms(wholeOnDisk.at(-1))}`,
    );
  }
  const wholeGib = await wholeFetch(await mint(binMaterial.id));
  await browser.close();

  console.log(`\nPreview and download figures (Chromium, loopback, through nginx; ${RUNS} runs)`);
  console.log(
    `  load average (1, 5, 15 min) at the start: ${startLoad}; at the end: ${loadAverage()}; ${os.cpus().length} cores`,
  );
  console.log(`  PDF: 100 pages, ${(pdfBytes / 1024 ** 2).toFixed(1)} MB`);
  for (const r of results) {
    console.log(`   ${r.label}:`);
    console.log(`    navigation → page 1 drawn on the review page: ${spread(r.firstPage)}`);
    console.log(
      `    bytes of the PDF read by then:               ${(median(r.fetched) / 1024 ** 2).toFixed(2)} MB in ${median(r.ranges)} range requests`,
    );
    console.log(`    baseline, the whole file by fetch:           ${spread(r.whole)}`);
  }
  console.log(`  ${GIB} GiB file:`);
  console.log(`    Download click → download event:          ${spread(downloadEvent)}`);
  console.log(`    Download click → first bytes on disk:     ${spread(firstBytes)}`);
  console.log(`    Download click → whole file on disk:      ${spread(wholeOnDisk)}`);
  console.log(`    baseline, the whole file by fetch:        ${ms(wholeGib.ms)}`);
} catch (error) {
  console.error(`bench: ${error.message}\n--- api.log ---\n${stack.apiLogTail()}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
