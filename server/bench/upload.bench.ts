/**
 * Upload through the real, compiled server against two baselines measured in the same run on the same
 * disk: `dd conv=fsync` of the same size, and a minimal Node server doing the same work (the body
 * streamed through SHA-256 into a file, fsynced; bench/minimal-server.ts) — the limit for a Node server
 * here. Three runs of each, alternating; min / median / max, the ratios of the medians, the server's
 * peak RSS during its uploads (VmHWM reset before each) and its RSS before them. `--sizes=1,4` (GiB;
 * default 1) runs each size on a fresh server. BENCH_DIR picks the disk (default /var/tmp); it needs
 * room for the largest size four times.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  cpuMs,
  ddBaseline,
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
  uploadBytes,
} from './lib.js';

const RUNS = 3;
const sizesArg = process.argv.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length) ?? '1';
const sizes = sizesArg.split(',').map((gib) => Math.round(Number(gib) * 1024));
if (sizes.some((mib) => !Number.isFinite(mib) || mib <= 0))
  throw new Error(`--sizes takes GiB, e.g. --sizes=1,4 (got ${sizesArg})`);

/** MiB/s of one upload of `mib` MiB to `port`. */
async function timedUpload(port: number, bearer: string, mib: number, seed: number): Promise<number> {
  const started = process.hrtime.bigint();
  const result = await uploadBytes(port, bearer, mib * MiB, {}, 'big.bin', seed);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`);
  return mib / seconds;
}

const peaks: { mib: number; rss: number }[] = [];
for (const mib of sizes) {
  // Each size on a fresh server with a data directory of its own.
  const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
  const minimalDir = path.join(dataDir, 'minimal');
  mkdirSync(minimalDir);
  try {
    const port = await freePort();
    const server = await startServer(dataDir, port, { MAX_UPLOAD_BYTES: String(8 * 1024 * MiB) });
    const minimal = await startMinimalServer('upload', minimalDir);
    const bearer = await login(port);
    const startPeak = peakRssMiB(server.pid!);
    const idle = rssMiB(server.pid!);
    const runs = {
      server: [] as number[],
      minimal: [] as number[],
      dd: [] as number[],
      peak: [] as number[],
      minimalPeak: [] as number[],
      serverCpu: [] as number[],
      minimalCpu: [] as number[],
    };
    // CPU time per GiB (user + system of the receiving process): what a loaded machine distorts least.
    const perGiB = (pid: number, before: number) => ((cpuMs(pid) - before) * 1024) / mib;
    for (let run = 0; run < RUNS; run += 1) {
      runs.dd.push(ddBaseline(path.join(dataDir, 'dd.bin'), mib));
      resetPeakRss(minimal.pid);
      let cpu = cpuMs(minimal.pid);
      runs.minimal.push(await timedUpload(minimal.port, bearer, mib, run));
      runs.minimalCpu.push(perGiB(minimal.pid, cpu));
      runs.minimalPeak.push(peakRssMiB(minimal.pid));
      resetPeakRss(server.pid!);
      cpu = cpuMs(server.pid!);
      runs.server.push(await timedUpload(port, bearer, mib, run));
      runs.serverCpu.push(perGiB(server.pid!, cpu));
      runs.peak.push(peakRssMiB(server.pid!));
    }
    await minimal.stop();
    server.kill('SIGTERM');
    peaks.push({ mib, rss: Math.max(...runs.peak) });
    const ratio = (baseline: number[]) => `${((median(runs.server) / median(baseline)) * 100).toFixed(0)}%`;
    console.log(
      `upload ${mib / 1024} GiB, MiB/s min / median / max of ${RUNS}: server ${spread(runs.server)}; ` +
        `minimal Node ${spread(runs.minimal)} (server ${ratio(runs.minimal)}, target ≥ 90%); ` +
        `dd conv=fsync ${spread(runs.dd)} (server ${ratio(runs.dd)}, target ≥ 60%)`,
    );
    console.log(
      `  CPU ms per GiB received: server ${spread(runs.serverCpu)}, minimal Node ${spread(runs.minimalCpu)} ` +
        `(server/minimal ${((median(runs.serverCpu) / median(runs.minimalCpu)) * 100).toFixed(0)}%)`,
    );
    console.log(
      `  server peak RSS during its uploads ${spread(runs.peak)} MiB (target < 160); RSS before the first byte ` +
        `${idle.toFixed(0)} MiB (peak before it ${startPeak.toFixed(0)} MiB: start, demo seeding and the login's argon2 hash); ` +
        `minimal Node server's peak ${spread(runs.minimalPeak)} MiB`,
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
      `(${first.rss.toFixed(0)} → ${last.rss.toFixed(0)}; target: none)`,
  );
}
