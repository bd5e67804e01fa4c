/** Upload 1 GiB (and 4 GiB with BENCH_4G=1) through the real, compiled server vs `dd conv=fsync` on the same disk. */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ddBaseline, freePort, login, MiB, peakRssMiB, resetPeakRss, rssMiB, startServer, uploadBytes } from './lib.js';

const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
const sizes = process.env.BENCH_4G ? [1024, 4096] : [1024];
try {
  for (const mib of sizes) {
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
    server.kill('SIGTERM');
    const upload = mib / seconds;
    console.log(
      `upload ${mib} MiB: ${upload.toFixed(0)} MiB/s vs dd conv=fsync ${dd.toFixed(0)} MiB/s = ${((upload / dd) * 100).toFixed(0)}% (target ≥ 60%); ` +
        `compiled server peak RSS during the upload ${rss.toFixed(0)} MiB (target < 160); RSS before the first byte ${idle.toFixed(0)} MiB ` +
        `(peak before it ${startPeak.toFixed(0)} MiB: demo seeding and login hash with argon2, 19 MiB each); the upload added ${(rss - idle).toFixed(0)} MiB`,
    );
    await new Promise((resolve) => server.once('exit', resolve));
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
