/**
 * The compiled server's resident memory after start and one sign-in, started as production starts it
 * (`npm start`'s command, NODE_ENV=production; bench/lib.ts): on an empty database (`--demo=false`, what a
 * production start is) and with the demo seeded (`SEED_DEMO=true`, the embedded default). Three fresh
 * servers each; RSS read 5 s after the sign-in (min / median / max), and the time of the first request
 * (the sign-in, argon2 included) — what loading a module at first use would slow.
 *
 *   npx tsx bench/idle-memory.ts [--compare-flags="--max-semi-space-size=2"]
 *
 * `--compare-flags` also starts servers with those node flags instead of `npm start`'s, alternating with
 * them run by run (which goes first alternates too), so both see the same load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, login, productionNodeArgs, rssMiB, spread, startServer } from './lib.js';

const RUNS = 3;
const compareArg = process.argv.find((arg) => arg.startsWith('--compare-flags='))?.slice('--compare-flags='.length);
const production = productionNodeArgs().slice(0, -1);
const variants = [production, ...(compareArg !== undefined ? [compareArg.split(' ').filter(Boolean)] : [])];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One fresh server: RSS 5 s after the first request, and that request's time in ms. */
async function measure(demo: boolean, flags: string[]): Promise<{ rss: number; firstMs: number }> {
  const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
  try {
    const port = await freePort();
    const server = await startServer(dataDir, port, { SEED_DEMO: String(demo) }, flags);
    const started = process.hrtime.bigint();
    if (demo) await login(port);
    else {
      // No demo user on an empty database: a sign-in that is refused does the same work (argon2 of a dummy).
      await fetch(`http://127.0.0.1:${port}/api/frontend/user/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'nobody@example.com', password: 'not-the-password' }),
      });
    }
    const firstMs = Number(process.hrtime.bigint() - started) / 1e6;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rss = rssMiB(server.pid!);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    return { rss, firstMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`load average at the start: ${load()}`);
for (const demo of [false, true]) {
  const results = variants.map(() => ({ rss: [] as number[], firstMs: [] as number[] }));
  for (let run = 0; run < RUNS; run += 1) {
    const order = variants.map((_, i) => i);
    if (run % 2 === 1) order.reverse();
    for (const i of order) {
      const { rss, firstMs } = await measure(demo, variants[i]!);
      results[i]!.rss.push(rss);
      results[i]!.firstMs.push(firstMs);
    }
  }
  variants.forEach((flags, i) => {
    const label = i === 0 ? `npm start (${flags.join(' ')})` : `compared (${flags.join(' ') || 'no flags'})`;
    console.log(
      `idle RSS after start and one sign-in, ${demo ? 'demo seeded' : 'empty database'}, ${label}: ` +
        `${spread(results[i]!.rss)} MiB (min / median / max of ${RUNS}; target ≤ 120); ` +
        `first request ${spread(results[i]!.firstMs)} ms`,
    );
  });
  console.log(`load average now: ${load()}`);
}
