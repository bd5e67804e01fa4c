// A stack of its own, for a browser benchmark or a journey that needs other settings than the shared one:
// the built SPA behind this repo's nginx.conf in front of the API on a fresh SQLite database (the demo
// company seeded, no demo content), all on loopback.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx, stopNginx } from './nginx.mjs';
import { DIST_DIR, ROOT_DIR } from './paths.mjs';
import { freePort, onInterrupt, startService, stopService, waitForHttp } from './proc.mjs';

/**
 * Starts the API and nginx; `stop()` ends both and removes the run's folder. `env`: settings over the
 * defaults below. `extraRoots`: more builds of the SPA, each behind its own nginx in front of the same API
 * (`bases`, in order): a baseline measured in the same run. `apiPid`: the API's process, for its memory;
 * `nginxPid`: nginx's master, for CPU.
 * `nginxBinary`: where nginx is when the caller already knows (the journeys get it from `scripts/e2e.mjs`).
 */
export async function startAppStack({ env = {}, extraRoots = [], nginxBinary } = {}) {
  // Looked up only when not given: inside Playwright, system-tools' import of chromium.mjs would clash with
  // the copy its config loaded.
  const tools = nginxBinary ? { nginx: nginxBinary } : (await import('./system-tools.mjs')).ensureE2eTools();
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-bench-'));
  chmodSync(runDir, 0o755);
  const dataDir = path.join(runDir, 'data');
  mkdirSync(dataDir);
  const apiLog = path.join(runDir, 'api.log');
  let api;
  let nginx;
  const extras = [];
  const stop = async () => {
    for (const extra of extras) await stopNginx(extra.child);
    await stopNginx(nginx?.child);
    await stopService(api);
    rmSync(runDir, { recursive: true, force: true });
  };
  onInterrupt(stop);
  const port = await freePort();
  const apiPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  api = startService(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT_DIR,
    logFile: apiLog,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'cascade.sqlite')}`,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: baseUrl,
      STATIC_DIR: '',
      SEED_DEMO: 'true',
      SEED_DEMO_CONTENT: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN_IP: '100000/900',
      ...env,
    },
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/frontend/health/ready`, { child: api, name: 'the API', timeoutMs: 300_000 });
  nginx = startNginx({
    binary: tools.nginx,
    prefix: path.join(runDir, 'nginx'),
    port,
    root: DIST_DIR,
    upstreams: [`127.0.0.1:${apiPort}`],
  });
  await waitForHttp(`${baseUrl}/api/frontend/health/ready`, { child: nginx.child, name: 'nginx' });
  const bases = [];
  for (const [index, root] of extraRoots.entries()) {
    const extraPort = await freePort();
    const prefix = path.join(runDir, `nginx-${index + 1}`);
    extras.push(startNginx({ binary: tools.nginx, prefix, port: extraPort, root, upstreams: [`127.0.0.1:${apiPort}`] }));
    bases.push(`http://127.0.0.1:${extraPort}`);
    await waitForHttp(`${bases.at(-1)}/api/frontend/health/ready`, { child: extras.at(-1).child, name: 'nginx' });
  }
  const apiLogTail = () => readFileSync(apiLog, 'utf8').slice(-3000);
  return { baseUrl, bases, runDir, stop, apiLogTail, apiPid: api.pid, nginxPid: nginx.child.pid };
}

/** The benchmarks' stack: they send to clients at once (approval has its own, server/bench/distribution.ts). */
export const startBenchStack = (options = {}) =>
  startAppStack({ ...options, env: { SEED_DEMO_APPROVAL: 'false', ...options.env } });
