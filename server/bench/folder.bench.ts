/**
 * A 1 GiB folder (4 × 256 MiB): zip download throughput and peak RSS against two baselines measured in
 * the same run, all read by curl: nginx (the repository's nginx.conf, sendfile) serving the same blob
 * files one after another, and a minimal Node server streaming a stored-entry zip of the same files
 * (CRC-32 computed beforehand, as the server takes it from its database; bench/minimal-server.ts) — the
 * limit for a Node server here. Three runs of each, alternating; min / median / max, ratios of the
 * medians. Then copy/send of that folder to 10 members (ms, blob bytes written).
 */
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { crc32 } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { filesUnder } from '../test/helpers/content.js';
import {
  cpuMs,
  freePort,
  login,
  median,
  MiB,
  peakRssMiB,
  resetPeakRss,
  rssMiB,
  spread,
  startMinimalServer,
  startServer,
  startStaticNginx,
  uploadBytes,
} from './lib.js';
import { newId, nowIso } from '../src/lib/ids.js';

const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
const api = (port: number) => `http://127.0.0.1:${port}/api/frontend`;

/**
 * Downloads every URL in turn with curl into /dev/null (one process, one keep-alive connection; a
 * native client, so the client is not what limits the rate); bytes and seconds in all.
 */
function download(urls: string[], headers: Record<string, string> = {}): { bytes: number; seconds: number } {
  const args = ['-sS', '--fail', '-w', '%{size_download} %{time_total}\\n'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  for (const url of urls) args.push('-o', '/dev/null', url);
  const result = spawnSync('curl', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`curl failed (${result.status}): ${result.stderr}`);
  let bytes = 0;
  let seconds = 0;
  for (const line of result.stdout.trim().split('\n')) {
    const [size, time] = line.split(' ').map(Number);
    bytes += size!;
    seconds += time!;
  }
  return { bytes, seconds };
}

try {
  const port = await freePort();
  // Sending needs no approval step here (the demo company asks for one by default).
  const server = await startServer(dataDir, port, { SEED_DEMO_APPROVAL: 'false' });
  const bearer = await login(port, 'admin');
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
  const folder = (await (
    await fetch(`${api(port)}/folder/`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })
  ).json()) as { id: string };
  for (let i = 0; i < 4; i += 1) await uploadBytes(port, bearer, 256 * MiB, { folder_id: folder.id }, `part-${i}.bin`);
  const startPeak = peakRssMiB(server.pid!);

  // Baselines: nginx serving the same blob files one request after another (the same byte count as the
  // zip's file data; the bench data directory is made readable for nginx's workers), and the minimal
  // Node zip of the same files. Each side runs three times, alternating.
  const blobsDir = path.join(dataDir, 'blobs');
  spawnSync('chmod', ['-R', 'a+rX', dataDir]);
  const nginx = await startStaticNginx(blobsDir, path.join(dataDir, 'nginx'));
  const blobFiles = filesUnder(blobsDir);
  const blobUrls = blobFiles.map((file) => `http://127.0.0.1:${nginx.port}/${path.relative(blobsDir, file)}`);
  const zipList = path.join(dataDir, 'zip-list.json');
  writeFileSync(
    zipList,
    JSON.stringify(blobFiles.map((file, i) => ({ path: file, name: `part-${i}.bin`, crc32: crc32(readFileSync(file)) }))),
  );
  const minimal = await startMinimalServer('zip', zipList);
  const rate = (run: { bytes: number; seconds: number }) => run.bytes / MiB / run.seconds;
  const idle = rssMiB(server.pid!);
  const runs = {
    zip: [] as number[],
    minimal: [] as number[],
    nginx: [] as number[],
    peak: [] as number[],
    minimalPeak: [] as number[],
    zipCpu: [] as number[],
    minimalCpu: [] as number[],
  };
  // CPU time per zip (user + system of the sending process): what a loaded machine distorts least.
  const cpuOf = (pid: number, work: () => number) => {
    const before = cpuMs(pid);
    const result = work();
    return { result, cpu: cpuMs(pid) - before };
  };
  for (let run = 0; run < 3; run += 1) {
    runs.nginx.push(rate(download(blobUrls)));
    resetPeakRss(minimal.pid);
    const baseline = cpuOf(minimal.pid, () => rate(download([`http://127.0.0.1:${minimal.port}/`])));
    runs.minimal.push(baseline.result);
    runs.minimalCpu.push(baseline.cpu);
    runs.minimalPeak.push(peakRssMiB(minimal.pid));
    resetPeakRss(server.pid!);
    const zip = cpuOf(server.pid!, () =>
      rate(download([`${api(port)}/folder/${folder.id}`], { authorization: headers.authorization })),
    );
    runs.zip.push(zip.result);
    runs.zipCpu.push(zip.cpu);
    runs.peak.push(peakRssMiB(server.pid!));
  }
  await nginx.stop();
  await minimal.stop();
  const ratio = (baseline: number[]) => `${((median(runs.zip) / median(baseline)) * 100).toFixed(0)}%`;
  console.log(
    `zip download of a 1 GiB folder, MiB/s min / median / max of 3: server ${spread(runs.zip)}; ` +
      `minimal Node zip ${spread(runs.minimal)} (server ${ratio(runs.minimal)}, target ≥ 90%); ` +
      `nginx serving the same files ${spread(runs.nginx)} (server ${ratio(runs.nginx)}, target ≥ 60%)`,
  );
  console.log(
    `  CPU ms per 1 GiB zip: server ${spread(runs.zipCpu)}, minimal Node ${spread(runs.minimalCpu)} ` +
      `(server/minimal ${((median(runs.zipCpu) / median(runs.minimalCpu)) * 100).toFixed(0)}%)`,
  );
  console.log(
    `  server peak RSS during each zip ${spread(runs.peak)} MiB (target < 160; ${idle.toFixed(0)} before them; ` +
      `peak before them, uploads and argon2 included, ${startPeak.toFixed(0)}); minimal Node server's peak ${spread(runs.minimalPeak)} MiB`,
  );

  // Ten recipients: clients in the admin's company (an admin reaches every member).
  const db = new SQLite(path.join(dataDir, 'cascade.sqlite'));
  const admin = db.prepare("select id, company_id from user_company where role = 'admin'").get() as {
    id: string;
    company_id: string;
  };
  const recipients: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const userId = newId();
    const id = newId();
    const now = nowIso();
    db.prepare(
      'insert into users (id, email, first_name, last_name, phone, address, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(userId, `r${i}@bench.test`, 'R', String(i), '', '', 'x', now, now);
    db.prepare(
      "insert into user_company (id, user_id, company_id, role, invited_by_id, status, created_at) values (?, ?, ?, 'client', ?, 'active', ?)",
    ).run(id, userId, admin.company_id, admin.id, now);
    recipients.push(id);
  }
  db.close();
  const blobBytes = () => filesUnder(path.join(dataDir, 'blobs')).length;
  const before = blobBytes();
  const started = process.hrtime.bigint();
  const sent = await fetch(`${api(port)}/content/copy/send`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ folder_ids: [folder.id], material_ids: [], recipient_ids: recipients }),
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (sent.status !== 200) throw new Error(await sent.text());
  const copyStarted = process.hrtime.bigint();
  await fetch(`${api(port)}/content/copy/send`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ folder_ids: [folder.id], material_ids: [] }),
  });
  const copyMs = Number(process.hrtime.bigint() - copyStarted) / 1e6;
  console.log(
    `send of a 1 GiB folder to 10 members: ${ms.toFixed(1)} ms; copy into own space: ${copyMs.toFixed(1)} ms (target < 200 ms); ` +
      `blob files written: ${blobBytes() - before}`,
  );
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
