/**
 * The compiled server's resident memory after start and one sign-in, started as production starts it
 * (`npm start`'s command, NODE_ENV=production; bench/lib.ts): on an empty database (`--demo=false`, what a
 * production start is) and with the demo seeded (`SEED_DEMO=true`, the embedded default). Three fresh
 * servers each; RSS read 5 s after the sign-in (min / median / max).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, login, rssMiB, spread, startServer } from './lib.js';

const RUNS = 3;
for (const demo of [false, true]) {
  const rss: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(process.env.BENCH_DIR ?? '/var/tmp', 'cascade-bench-'));
    try {
      const port = await freePort();
      const server = await startServer(dataDir, port, { SEED_DEMO: String(demo) });
      if (demo) await login(port);
      else {
        // No demo user on an empty database: a sign-in that is refused does the same work (argon2 of a dummy).
        await fetch(`http://127.0.0.1:${port}/api/frontend/user/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'nobody@example.com', password: 'not-the-password' }),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 5000));
      rss.push(rssMiB(server.pid!));
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `idle RSS after start and one sign-in, ${demo ? 'demo seeded' : 'empty database'}: ${spread(rss)} MiB (min / median / max of ${RUNS}; target ≤ 120)`,
  );
}
