/**
 * Upload through the real, compiled server vs `dd conv=fsync` of the same size on the same disk, and the
 * server's peak RSS during each upload. `--sizes=1,4` (GiB; default 1) runs each size on a fresh server
 * and reports the growth of the peak from the smallest to the largest: a streaming upload has none.
 * BENCH_DIR picks the disk (default /var/tmp); it needs room for the largest size twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ddBaseline, freePort, login, MiB, peakRssMiB, resetPeakRss, rssMiB, startServer, uploadBytes } from './lib.js';

const sizesArg = process.argv.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length) ?? '1';
const sizes = sizesArg.split(',').map((gib) => Math.round(Number(gib) * 1024));
if (sizes.some((mib) => !Number.isFinite(mib) || mib <= 0))
  throw new Error(`--sizes takes GiB, e.g. --sizes=1,4 (got ${sizesArg})`);

const peaks: { mib: number; rss: number; added: number }[] = [];
for (const mib of sizes) {
  // Each size on a fresh server with a data directory of its own.
  const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
  try {
    const dd = ddBaseline(path.join(dataDir, 'dd.bin'), mib);
    const port = await freePort();
    const server = await startServer(dataDir, port, { MAX_UPLOAD_BYTES: String(8 * 1024 * MiB) });
    const bearer = await login(port);
    const startPeak = peakRssMiB(server.pid!);
    const idle = rssMiB(server.pid!);
    resetPeakRss(server.pid!);
    const started = process.hrtime.bigint();
    const result = await uploadBytes(port, bearer, mib * MiB);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`);
    const rss = peakRssMiB(server.pid!);
    peaks.push({ mib, rss, added: rss - idle });
    server.kill('SIGTERM');
    const upload = mib / seconds;
    console.log(
      `upload ${mib / 1024} GiB: ${upload.toFixed(0)} MiB/s vs dd conv=fsync ${dd.toFixed(0)} MiB/s = ${((upload / dd) * 100).toFixed(0)}% (target ≥ 60%); ` +
        `server peak RSS during the upload ${rss.toFixed(0)} MiB (target < 160); RSS before the first byte ${idle.toFixed(0)} MiB ` +
        `(peak before it ${startPeak.toFixed(0)} MiB: start, demo seeding and the login's argon2 hash); the upload added ${(rss - idle).toFixed(0)} MiB`,
    );
    await new Promise((resolve) => server.once('exit', resolve));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (peaks.length > 1) {
  const first = peaks[0]!;
  const last = peaks[peaks.length - 1]!;
  console.log(
    `peak RSS growth from ${first.mib / 1024} to ${last.mib / 1024} GiB: ${(last.rss - first.rss).toFixed(1)} MiB ` +
      `(${first.rss.toFixed(0)} → ${last.rss.toFixed(0)}; target: none); what the upload itself added: ` +
      `${first.added.toFixed(0)} → ${last.added.toFixed(0)} MiB (the rest is where each fresh server started)`,
  );
}
