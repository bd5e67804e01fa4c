/**
 * A 1 GiB folder (4 × 256 MiB): zip download throughput and peak RSS vs a bare HTTP server streaming
 * the same blob files; then copy/send of that folder to 10 members (ms, blob bytes written).
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { filesUnder } from '../test/helpers/content.js';
import { freePort, login, MiB, peakRssMiB, resetPeakRss, rssMiB, startServer, uploadBytes } from './lib.js';
import { newId, nowIso } from '../src/lib/ids.js';

const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
const api = (port: number) => `http://127.0.0.1:${port}/api/frontend`;

async function drain(url: string, init: RequestInit = {}): Promise<{ bytes: number; seconds: number }> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, init);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  return { bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

try {
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const bearer = await login(port, 'admin');
  const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
  const folder = (await (await fetch(`${api(port)}/folder/`, { method: 'POST', headers, body: JSON.stringify({ title: 'Big' }) })).json()) as { id: string };
  for (let i = 0; i < 4; i += 1) await uploadBytes(port, bearer, 256 * MiB, { folder_id: folder.id }, `part-${i}.bin`);
  const startPeak = peakRssMiB(server.pid!);

  // Baseline: a bare HTTP server streaming the same blob files one after another.
  const blobFiles = filesUnder(path.join(dataDir, 'blobs'));
  const bare = http.createServer(async (_req, res) => {
    for (const file of blobFiles) await pipeline(createReadStream(file, { highWaterMark: MiB }), res, { end: false });
    res.end();
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as { port: number }).port;
  const base = await drain(`http://127.0.0.1:${barePort}/`);
  bare.close();

  const idle = rssMiB(server.pid!);
  resetPeakRss(server.pid!);
  const zip = await drain(`${api(port)}/folder/${folder.id}`, { headers });
  const rss = peakRssMiB(server.pid!);
  const zipRate = zip.bytes / MiB / zip.seconds;
  const baseRate = base.bytes / MiB / base.seconds;
  console.log(
    `zip download of a 1 GiB folder: ${zipRate.toFixed(0)} MiB/s vs bare streaming ${baseRate.toFixed(0)} MiB/s = ` +
      `${((zipRate / baseRate) * 100).toFixed(0)}% (target ≥ 60%); compiled server peak RSS during the zip ${rss.toFixed(0)} MiB (target < 160; ${idle.toFixed(0)} before it, +${(rss - idle).toFixed(0)}; peak before it, uploads and argon2 included, ${startPeak.toFixed(0)})`,
  );

  // Ten recipients: clients in the admin's company (an admin reaches every member).
  const db = new SQLite(path.join(dataDir, 'cascade.sqlite'));
  const admin = db.prepare("select id, company_id from user_company where role = 'admin'").get() as { id: string; company_id: string };
  const recipients: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const userId = newId();
    const id = newId();
    const now = nowIso();
    db.prepare('insert into users (id, email, first_name, last_name, phone, address, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      userId, `r${i}@bench.test`, 'R', String(i), '', '', 'x', now, now,
    );
    db.prepare("insert into user_company (id, user_id, company_id, role, invited_by_id, status, created_at) values (?, ?, ?, 'client', ?, 'active', ?)").run(
      id, userId, admin.company_id, admin.id, now,
    );
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
  await fetch(`${api(port)}/content/copy/send`, { method: 'POST', headers, body: JSON.stringify({ folder_ids: [folder.id], material_ids: [] }) });
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
