import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A second API (fresh SQLite, the demo company) behind its own nginx, for a journey that needs other settings. */
export interface OwnStack {
  baseUrl: string;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function ready(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}); see ${log}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 90 s; see ${log}`);
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * Starts the API from source with `env` over the journeys' settings, and this repository's nginx.conf in front
 * of it serving the built SPA, as `scripts/e2e.mjs` does. Needs E2E_NGINX_BIN (set by that script).
 */
export async function startOwnStack(env: Record<string, string>): Promise<OwnStack> {
  // Loaded at run time: Playwright's static-import transform would turn this ES module into CommonJS.
  const { startNginx, stopNginx } = await import('../../../scripts/lib/nginx.mjs');
  const nginxBinary = process.env.E2E_NGINX_BIN;
  if (!nginxBinary) throw new Error('Run the journeys with `node scripts/e2e.mjs` (E2E_NGINX_BIN is not set).');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-own-stack-'));
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  const [port, apiPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = path.join(dir, 'api.log');
  const apiEnv: NodeJS.ProcessEnv = {
    ...process.env,
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
  };
  delete apiEnv.NODE_ENV;
  const fd = openSync(log, 'a');
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { env: apiEnv, stdio: ['ignore', fd, fd] });
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopNginx(nginx);
    await stopped(api, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await ready(`http://127.0.0.1:${apiPort}/api/frontend/health/ready`, api, log);
    nginx = startNginx({
      binary: nginxBinary,
      prefix: path.join(dir, 'nginx'),
      port,
      root: path.join(process.cwd(), 'dist'),
      upstreams: [`127.0.0.1:${apiPort}`],
    }).child;
    await ready(`${baseUrl}/api/frontend/health/ready`, api, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
