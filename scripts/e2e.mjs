// `npm run test:e2e`: the built SPA behind real nginx (this repo's nginx.conf) in front of the real API
// on a fresh database, driven by Playwright with Debian's chromium. Extra arguments go to Playwright.
//
//   E2E_DATABASE_URL  run the API on this (empty) PostgreSQL database instead of a fresh SQLite file
//   E2E_KEEP_LOGS=1   keep the run directory (logs, nginx prefix, data) even when everything passed
//   E2E_DEMO_CONTENT=1  seed the demo's folders and materials too (the screenshot tour; journeys read their own)
//
// A coturn on loopback (shared secret) backs the meeting journeys' TURN path; the API hands out its
// credentials (MEETING_TURN_URLS, MEETING_TURN_SECRET).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCoturn, stopCoturn } from './lib/coturn.mjs';
import { ensureE2eTools } from './lib/system-tools.mjs';
import { startNginx, stopNginx } from './lib/nginx.mjs';
import { bin, DIST_DIR, ROOT_DIR } from './lib/paths.mjs';
import { freePort, onInterrupt, run, startService, stopService, waitForHttp } from './lib/proc.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';

const tools = ensureE2eTools();

const buildCode = await ensureSpaBuilt({ devPages: true });
if (buildCode !== 0) {
  console.error(`e2e: the SPA build failed (exit code ${buildCode}).`);
  process.exit(buildCode);
}

const runDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-e2e-'));
chmodSync(runDir, 0o755); // nginx workers may run as an unprivileged user
const apiLog = path.join(runDir, 'api.log');
let api;
let nginx;
let turn;
async function stopAll() {
  await stopNginx(nginx?.child);
  await stopService(api);
  await stopCoturn(turn);
}
onInterrupt(async (signal) => {
  console.error(`e2e: ${signal}; stopping nginx and the API (logs in ${runDir})`);
  await stopAll();
});

// Journeys may sign tokens themselves (e.g. an expired access token) with the API's secret.
const jwtSecret = randomBytes(32).toString('base64url');

const dataDir = path.join(runDir, 'data');
const databaseUrl = process.env.E2E_DATABASE_URL || `sqlite:${path.join(dataDir, 'cascade.sqlite')}`;

async function startApi(publicUrl) {
  const port = await freePort();
  mkdirSync(dataDir);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: publicUrl, // links in mails and avatar URLs point at nginx, as in production
    STATIC_DIR: '', // nginx serves the SPA
    SEED_DEMO: 'true',
    // Journeys that are not about approval send to clients at once; the approval journey turns it on.
    SEED_DEMO_APPROVAL: 'false',
    // The journeys make their own content; the demo's folders would change the lists they read.
    SEED_DEMO_CONTENT: process.env.E2E_DEMO_CONTENT === '1' ? 'true' : 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    // Every journey signs in from 127.0.0.1: per-IP throttles would count them all as one visitor.
    // The throttles themselves are covered by the server suite.
    RATE_LIMIT_SIGNIN_IP: '100000/900',
    RATE_LIMIT_RESET_IP: '100000/3600',
    RATE_LIMIT_INVITATION_IP: '100000/900',
    // Action mail goes within a second and a half (the journeys read it from the dev outbox).
    MAIL_HOLD_MS: '1000',
    MAIL_EVENTS_INTERVAL_MS: '500',
    MEETING_TURN_URLS: turn.urls.join(','),
    MEETING_TURN_SECRET: turn.secret,
  };
  delete env.NODE_ENV;
  api = startService(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT_DIR, env, logFile: apiLog });
  await waitForHttp(`http://127.0.0.1:${port}/api/frontend/health/ready`, { child: api, name: 'the API', timeoutMs: 300_000 });
  return port;
}

let code = 1;
try {
  turn = await startCoturn({ binary: tools.turnserver, dir: path.join(runDir, 'coturn') });
  const port = await freePort();
  const apiPort = await startApi(`http://127.0.0.1:${port}`);
  nginx = startNginx({
    binary: tools.nginx,
    prefix: path.join(runDir, 'nginx'),
    port,
    root: DIST_DIR,
    upstreams: [`127.0.0.1:${apiPort}`],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/api/frontend/health/ready`, { child: nginx.child, name: 'nginx' });
  console.log(`e2e: nginx on ${baseUrl} → API on 127.0.0.1:${apiPort}; logs in ${runDir}`);

  ({ code } = await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      BASE_URL: baseUrl,
      E2E_API_LOG: apiLog,
      E2E_JWT_SECRET: jwtSecret,
      // The API's data, for journeys that run the operator CLI (e.g. `invite-company`) against it.
      E2E_DATA_DIR: dataDir,
      E2E_DATABASE_URL: databaseUrl,
      E2E_NGINX_ACCESS_LOG: nginx.files.accessLog,
      E2E_NGINX_ERROR_LOG: nginx.files.errorLog,
      // For a journey that starts its own API and nginx with other settings (e.g. a tight throttle).
      E2E_NGINX_BIN: tools.nginx,
      E2E_TURN_LOG: turn.logFile,
    },
  }));
} catch (error) {
  console.error(`e2e: ${error.message}`);
} finally {
  await stopAll();
}

if (code === 0 && !process.env.E2E_KEEP_LOGS) {
  rmSync(runDir, { recursive: true, force: true });
} else {
  console.log(
    `e2e: logs kept in ${runDir}\n` +
      `  API:   ${apiLog}\n` +
      `  nginx: ${path.join(runDir, 'nginx', 'access.log')}, ${path.join(runDir, 'nginx', 'error.log')}, ${path.join(runDir, 'nginx', 'nginx.out')}\n` +
      `  coturn: ${path.join(runDir, 'coturn', 'turnserver.log')}\n` +
      `  Playwright screenshots: test-results/e2e/`,
  );
}
process.exit(code);
