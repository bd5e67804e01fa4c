// Figures for uploads (not part of the test suite): the built SPA behind this repo's nginx.conf in front
// of the API on a fresh SQLite database, all on loopback, through nginx.
//
//   node scripts/upload-bench.mjs [--runs=2] [--gib=1] [--methods=curl,node,app,xhr] [--cut=0]
//
// The same file goes up, in turns, by
//   1. curl: one plain multipart POST /api/frontend/material/ (the baseline),
//   2. tus-js-client in Node: a resumable upload, in requests of the size the app sends,
//   3. the app in Chromium: the file chosen in the materials page, until its row says "Uploaded",
//   4. Chromium's own multipart upload (one XMLHttpRequest of a FormData, as the panel sent files before),
// and twice more by the app under DevTools network emulation (which can cut only the requests it shapes):
// uninterrupted, then with the network cut for 2 s half-way (offline emulation). The API's peak resident memory is read for each upload (VmHWM, reset before
// each one through /proc/<pid>/clear_refs). Each upload's first bytes carry the run's number, so every
// upload is new content to the server (no blob shared with an earlier run).
//
// Figures are min / median / max over the runs, with the load average: the machine may be busy with
// other work, which slows every figure; the ratios against curl in the same run are what to compare.
// Each upload's CPU time is read too (user + system, from /proc): of the API, of nginx, and of the client
// side (this process's tree: curl, tus-js-client, Chromium). A busy machine changes wall times a lot and
// CPU times little, so these say where the time goes. `--methods` picks uploads (curl, node, app, xhr),
// `--cut=0` leaves out the two uploads under network emulation.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { Upload } from 'tus-js-client';
import { startBenchStack } from './lib/app-stack.mjs';
import { treeCpuByKind, treeCpuMs } from './lib/process-cpu.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = arg('runs', 2);
const CUT = arg('cut', 1) !== 0;
const METHODS = (process.argv.find((a) => a.startsWith('--methods='))?.split('=')[1] ?? 'curl,node,app,xhr').split(',');
const GIB = arg('gib', 1);
const BYTES = Math.round(GIB * 1024 ** 3);
// The app's request size for this file (features/upload-materials: about ten requests, 50–200 MiB each).
const CHUNK = Math.min(200, Math.max(50, Math.ceil(BYTES / 10 / 1024 ** 2))) * 1024 ** 2;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rate = (ms) => `${(BYTES / 1e6 / (ms / 1000)).toFixed(0)} MB/s`;
const spread = (values) =>
  `min ${sec(Math.min(...values))} / median ${sec(median(values))} (${rate(median(values))}) / max ${sec(Math.max(...values))}`;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

if ((await ensureSpaBuilt()) !== 0) throw new Error('the SPA build failed');
const startLoad = loadAverage();
const stack = await startBenchStack();
const { baseUrl, runDir, apiPid, nginxPid } = stack;
const cpuNow = () => ({ api: treeCpuMs(apiPid), nginx: treeCpuMs(nginxPid), client: treeCpuByKind(process.pid) });
/** The client side's CPU between two readings, in ms: in all, and by kind of process (Chromium's by --type). */
function clientUsed(before, after) {
  const byKind = Object.fromEntries(Object.keys(after).map((kind) => [kind, after[kind] - (before[kind] ?? 0)]));
  return { all: Object.values(byKind).reduce((sum, ms) => sum + ms, 0), byKind };
}
const email = 'agent@demo.cascade.test';
const password = 'cascade-demo';

/** The API's peak resident memory since the last reset, in MB. */
const resetPeak = () => writeFileSync(`/proc/${apiPid}/clear_refs`, '5');
const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${apiPid}/status`, 'utf8'))[1]) / 1024;

async function makeFile(file) {
  const out = createWriteStream(file);
  const block = randomBytes(8 * 1024 * 1024);
  for (let written = 0; written < BYTES; written += block.length) {
    if (!out.write(block.subarray(0, Math.min(block.length, BYTES - written)))) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((resolve) => out.end(resolve));
}

/** New content for each upload: the run's label in the first bytes (the file's time changes too). */
async function relabel(file, label) {
  const handle = await open(file, 'r+');
  await handle.write(Buffer.from(label.padEnd(32, ' ')), 0, 32, 0);
  await handle.close();
}

const file = path.join(runDir, 'Product video.bin');
try {
  await makeFile(file);
  const tokenResponse = await fetch(`${baseUrl}/api/frontend/user/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password }),
  });
  const { access_token: token } = await tokenResponse.json();

  const viaCurl = async () => {
    const { stdout } = await promisify(execFile)(
      'curl',
      [
        '-sS',
        '-H',
        `Authorization: Bearer ${token}`,
        '-F',
        `file=@${file};type=application/octet-stream`,
        `${baseUrl}/api/frontend/material/`,
      ],
      { maxBuffer: 1e6 },
    );
    if (!JSON.parse(stdout).id) throw new Error(`curl upload failed: ${stdout}`);
  };

  const viaTusNode = () =>
    new Promise((resolve, reject) => {
      const upload = new Upload(createReadStream(file), {
        endpoint: `${baseUrl}/api/frontend/material/uploads/`,
        headers: { Authorization: `Bearer ${token}` },
        chunkSize: CHUNK,
        metadata: { filename: 'Product video.bin', filetype: 'application/octet-stream' },
        storeFingerprintForResuming: false,
        onSuccess: ({ lastResponse }) =>
          lastResponse.getHeader('Material-Id') ? resolve() : reject(new Error('no material at the last byte')),
        onError: reject,
      });
      upload.start();
    });

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
  // DevTools emulation cuts only requests it shapes: the cut comparison runs both of its uploads under an
  // upload limit far above what loopback reaches here (1 GB/s: the rate is a 32-bit number, 10 GB/s
  // stalls every upload), the uninterrupted runs without any.
  const emulate = (conditions) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
      ...conditions,
    });
  const shaped = (offline) => emulate({ offline, uploadThroughput: 1e9 });

  let resumedFrom = [];
  page.on('response', (response) => {
    if (response.request().method() === 'HEAD' && response.url().includes('/material/uploads/'))
      resumedFrom.push(Number(response.headers()['upload-offset']));
  });

  /** Chromium's own multipart upload of the file: one XMLHttpRequest, as the panel sent files before. */
  const viaChromiumMultipart = async () => {
    await page.goto(`${baseUrl}/materials`);
    await page.evaluate(() => {
      const input = globalThis.document.createElement('input');
      input.type = 'file';
      input.id = 'bench-file';
      globalThis.document.body.append(input);
    });
    await page.setInputFiles('#bench-file', file);
    return page.evaluate(
      ([url, bearer]) =>
        new Promise((resolve, reject) => {
          const form = new FormData();
          form.append('file', globalThis.document.getElementById('bench-file').files[0]);
          const xhr = new globalThis.XMLHttpRequest();
          const start = performance.now();
          xhr.open('POST', url);
          xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
          xhr.onload = () => (xhr.status === 201 ? resolve(performance.now() - start) : reject(new Error(xhr.responseText)));
          xhr.onerror = () => reject(new Error('the multipart upload failed'));
          xhr.send(form);
        }),
      [`${baseUrl}/api/frontend/material/`, token],
    );
  };

  /**
   * The app's upload of the file, timed from choosing it to its row saying "Uploaded"; `drop` cuts the
   * network for 2 s once half of it is up. Returns the time (the page is opened before the clock starts).
   */
  const viaApp = async ({ drop = false } = {}) => {
    await page.goto(`${baseUrl}/materials`);
    await page.getByRole('tab', { name: 'My materials', selected: true }).waitFor();
    const row = page.getByRole('region', { name: 'Uploads' }).getByRole('listitem', { name: path.basename(file) });
    resumedFrom = [];
    const start = performance.now();
    await page.getByTestId('upload-input').first().setInputFiles(file);
    if (drop) {
      const bar = row.getByRole('progressbar');
      while (Number((await bar.getAttribute('aria-valuenow').catch(() => '0')) ?? 0) < 50)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await shaped(true);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await shaped(false);
    }
    const outcome = row.getByText(/^(Uploaded|Failed.*)$/);
    await outcome.waitFor({ timeout: 900_000 });
    const elapsed = performance.now() - start;
    if ((await outcome.textContent()) !== 'Uploaded') throw new Error(`the app's upload ${await outcome.textContent()}`);
    return elapsed;
  };

  const methods = [
    ['curl', 'curl (multipart POST)', viaCurl],
    ['node', 'tus-js-client in Node', viaTusNode],
    ['app', 'the app in Chromium', viaApp],
    ['xhr', 'Chromium, one multipart XHR', viaChromiumMultipart],
  ]
    .filter(([key]) => METHODS.includes(key))
    .map(([, label, upload]) => [label, upload]);
  const times = Object.fromEntries(methods.map(([label]) => [label, []]));
  const peaks = Object.fromEntries(methods.map(([label]) => [label, []]));
  const cpu = Object.fromEntries(methods.map(([label]) => [label, { api: [], nginx: [], client: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [label, upload] of methods) {
      await relabel(file, `${label} ${run}`);
      resetPeak();
      const cpuBefore = cpuNow();
      const start = performance.now();
      const measured = await upload();
      times[label].push(typeof measured === 'number' ? measured : performance.now() - start);
      peaks[label].push(peakMb());
      const cpuAfter = cpuNow();
      for (const part of ['api', 'nginx']) cpu[label][part].push(cpuAfter[part] - cpuBefore[part]);
      const client = clientUsed(cpuBefore.client, cpuAfter.client);
      cpu[label].client.push(client.all);
      const kinds = Object.entries(client.byKind)
        .filter(([, ms]) => ms >= 100)
        .map(([kind, ms]) => `${kind} ${sec(ms)}`)
        .join(', ');
      const used = ['api', 'nginx', 'client'].map((part) => `${part} ${sec(cpu[label][part].at(-1))}`).join(', ');
      console.log(
        `${label}, run ${run + 1}: ${sec(times[label].at(-1))}, API peak RSS ${peaks[label].at(-1).toFixed(0)} MB, CPU ${used} (${kinds}) (load ${loadAverage()})`,
      );
    }
  }
  let cut = null;
  if (CUT) {
    await shaped(false);
    await relabel(file, 'shaped');
    const shapedTime = await viaApp();
    await relabel(file, 'resumed');
    resetPeak();
    const resumed = await viaApp({ drop: true });
    if (resumedFrom.length !== 1) throw new Error(`the cut upload asked for its offset ${resumedFrom.length} times`);
    cut = { shapedTime, resumed, offset: resumedFrom[0], peak: peakMb() };
  }
  await browser.close();

  const curl = median(times[methods[0][0]]);
  console.log(`\nUpload figures: ${GIB} GiB through nginx on loopback, ${RUNS} runs each, interleaved`);
  console.log(`load average at start: ${startLoad}; at end: ${loadAverage()} (${os.cpus().length} cores)`);
  for (const [label] of methods) {
    const ratio = ((curl / median(times[label])) * 100).toFixed(0);
    console.log(
      `  ${label.padEnd(28)} ${spread(times[label])}   speed vs the first ${ratio}%   API peak RSS max ${Math.max(...peaks[label]).toFixed(0)} MB`,
    );
  }
  console.log(`CPU time per upload, median (user + system; per GiB: divide by ${GIB}):`);
  for (const [label] of methods) {
    const parts = ['api', 'nginx', 'client'].map((part) => `${part} ${sec(median(cpu[label][part]))}`).join('   ');
    console.log(`  ${label.padEnd(28)} ${parts}`);
  }
  if (cut) {
    const { shapedTime: app, resumed, offset, peak } = cut;
    console.log(
      `  app, network cut 2 s half-way: ${sec(resumed)} against ${sec(app)} uninterrupted, both under the same emulation (+${sec(resumed - app)}, ×${(resumed / app).toFixed(2)}), resumed at byte ${offset} of ${BYTES}; API peak RSS ${peak.toFixed(0)} MB`,
    );
  }
} finally {
  rmSync(file, { force: true });
  await stack.stop();
}
