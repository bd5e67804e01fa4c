/**
 * A 1 GiB folder (4 × 256 MiB): zip download throughput and peak RSS vs nginx (the repository's
 * nginx.conf) serving the same blob files one after another, both read by curl; then copy/send of that folder to 10
 * members (ms, blob bytes written).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { filesUnder } from '../test/helpers/content.js';
import { freePort, login, MiB, peakRssMiB, resetPeakRss, rssMiB, startServer, startStaticNginx, uploadBytes } from './lib.js';
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
  const server = await startServer(dataDir, port);
  const bearer = await login(port, 'admin');
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
  const folder = (await (
    await fetch(`${api(port)}/folder/`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })
  ).json()) as { id: string };
  for (let i = 0; i < 4; i += 1) await uploadBytes(port, bearer, 256 * MiB, { folder_id: folder.id }, `part-${i}.bin`);
  const startPeak = peakRssMiB(server.pid!);

  // Baseline: nginx serving the same blob files, one request after another (the same byte count
  // as the zip's file data). The bench data directory is made readable for nginx's workers. Each
  // side runs three times, alternating; the best run of each counts (a run lasts well under a second).
  const blobsDir = path.join(dataDir, 'blobs');
  spawnSync('chmod', ['-R', 'a+rX', dataDir]);
  const nginx = await startStaticNginx(blobsDir, path.join(dataDir, 'nginx'));
  const blobUrls = filesUnder(blobsDir).map((file) => `http://127.0.0.1:${nginx.port}/${path.relative(blobsDir, file)}`);
  const rate = (run: { bytes: number; seconds: number }) => run.bytes / MiB / run.seconds;
  const idle = rssMiB(server.pid!);
  resetPeakRss(server.pid!);
  const baseRates: number[] = [];
  const zipRates: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    baseRates.push(rate(download(blobUrls)));
    zipRates.push(rate(download([`${api(port)}/folder/${folder.id}`], { authorization: headers.authorization })));
  }
  const rss = peakRssMiB(server.pid!);
  await nginx.stop();
  const zipRate = Math.max(...zipRates);
  const baseRate = Math.max(...baseRates);
  const list = (rates: number[]) => rates.map((r) => r.toFixed(0)).join(', ');
  console.log(
    `zip download of a 1 GiB folder: ${zipRate.toFixed(0)} MiB/s vs nginx serving the same files ${baseRate.toFixed(0)} MiB/s = ` +
      `${((zipRate / baseRate) * 100).toFixed(0)}% (target ≥ 60%; runs: zip ${list(zipRates)}, nginx ${list(baseRates)}); ` +
      `server peak RSS during the zips ${rss.toFixed(0)} MiB (target < 160; ${idle.toFixed(0)} before them, +${(rss - idle).toFixed(0)}; ` +
      `peak before them, uploads and argon2 included, ${startPeak.toFixed(0)})`,
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
