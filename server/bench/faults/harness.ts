// The production shape on one host, for the fault suite: a private PostgreSQL, the S3 test server, two
// API processes with separate data folders (restarted like a restart policy would), nginx in front.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NginxFiles, startNginx as StartNginx, stopNginx as StopNginx } from '../../../scripts/lib/nginx.mjs';
import { freePort } from '../../test/helpers/ports.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../test/helpers/private-postgres.js';
import { startFakeS3, type FakeS3 } from '../../test/helpers/s3.js';

export interface Api {
  name: string;
  port: number;
  child: ChildProcess | null;
  /** Exits the suite did not ask for (crashes), and the exit codes of every exit. */
  crashes: number;
  exits: Array<{ at: number; code: number | null; signal: string | null; expected: boolean }>;
  log: string[];
}

export interface Shape {
  base: string;
  database: PrivatePostgres;
  s3: FakeS3;
  apis: [Api, Api];
  nginx: ChildProcess;
  nginxFiles: NginxFiles;
  /** Starts (or restarts) an API process on its port; resolves when it answers readiness. */
  startApi(api: Api, firstStart?: boolean): Promise<void>;
  /** Stops an API with a signal; it is not restarted by the supervisor. Resolves with its exit code. */
  stopApi(api: Api, signal: NodeJS.Signals): Promise<number | null>;
  /**
   * A deploy step with open-source nginx, which has no health checks of its own: takes `api` out of both
   * upstreams (`down`, then a graceful reload), or puts every process back with `null`.
   */
  outOfProxy(api: Api | null): Promise<void>;
  close(): Promise<void>;
}

const RESTART_DELAY_MS = 1000;

/** `appRoot`: the checkout whose server and nginx.conf run (the suite's own, or another for a baseline). */
export async function startShape(appRoot: string): Promise<Shape> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cascade-faults-'));
  const database = await startPrivatePostgres();
  const s3 = await startFakeS3('cascade-faults');
  const common = {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    STORAGE_URL: `s3://${s3.bucket}/cascade`,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_SECRET: 'fault-suite-secret-0123456789-0123456789',
    ACCESS_TOKEN_TTL: '3600',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DEV_OUTBOX: 'false',
    RATE_LIMIT_SIGNIN_IP: '100000/60',
    RATE_LIMIT_SIGNIN_ACCOUNT: '100000/60',
    BLOB_SWEEP_INTERVAL_SECONDS: '5',
    BLOB_TEMP_GRACE_SECONDS: '30',
    SHUTDOWN_DELAY_SECONDS: '2',
    // The traffic's agent sends its uploads to a client at once: no approval step in between.
    SEED_DEMO_APPROVAL: 'false',
  };
  const apis: [Api, Api] = [
    { name: 'api-1', port: await freePort(), child: null, crashes: 0, exits: [], log: [] },
    { name: 'api-2', port: await freePort(), child: null, crashes: 0, exits: [], log: [] },
  ];
  let closing = false;
  const expected = new Set<ChildProcess>();

  const startApi = async (api: Api, firstStart = false): Promise<void> => {
    const dataDir = path.join(work, api.name);
    mkdirSync(dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(appRoot, 'server'),
      env: {
        ...process.env,
        ...common,
        DATA_DIR: dataDir,
        PORT: String(api.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${api.port}`,
        SEED_DEMO: firstStart && api === apis[0] ? 'true' : 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.child = child;
    const keep = (chunk: Buffer) => {
      api.log.push(chunk.toString());
      if (api.log.length > 400) api.log.splice(0, 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      const wanted = expected.delete(child);
      api.exits.push({ at: Date.now(), code, signal, expected: wanted });
      // An exit other than 0 is explained by the process's last lines (its log is not kept otherwise).
      if (code !== 0 && signal === null)
        console.log(`\n${api.name} exited with ${code}; its last output:\n${api.log.join('').split('\n').slice(-40).join('\n')}`);
      if (api.child === child) api.child = null;
      if (wanted || closing) return;
      // A restart policy: the process is started again a second later.
      api.crashes += 1;
      setTimeout(() => void startApi(api).catch(() => undefined), RESTART_DELAY_MS).unref();
    });
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      if (api.child !== child) return;
      const ok = await fetch(`http://127.0.0.1:${api.port}/api/frontend/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${api.name} did not become ready:\n${api.log.join('')}`);
  };

  const stopApi = (api: Api, signal: NodeJS.Signals): Promise<number | null> => {
    const child = api.child;
    if (!child) return Promise.resolve(null);
    expected.add(child);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  };

  await startApi(apis[0], true);
  await startApi(apis[1]);

  const { startNginx, stopNginx } = (await import(pathToFileURL(path.join(appRoot, 'scripts/lib/nginx.mjs')).href)) as {
    startNginx: typeof StartNginx;
    stopNginx: typeof StopNginx;
  };
  const port = await freePort();
  const root = path.join(work, 'www');
  mkdirSync(root, { recursive: true });
  const { child: nginx, files: nginxFiles } = startNginx({
    binary: 'nginx',
    prefix: path.join(work, 'nginx'),
    port,
    root,
    upstreams: apis.map((api) => `127.0.0.1:${api.port}`),
  });
  const base = `http://127.0.0.1:${port}`;
  const servingConf = readFileSync(nginxFiles.conf, 'utf8');
  const outOfProxy = async (api: Api | null) => {
    let conf = servingConf;
    if (api) {
      const address = `127.0.0.1:${api.port}`;
      conf = conf
        .split('\n')
        .map((line) =>
          line.replace(new RegExp(`server ${address.replaceAll('.', '\\.')}( [^;]*)?;`, 'g'), (entry) =>
            entry.includes('backup') ? '' : `server ${address} down;`,
          ),
        )
        .join('\n');
    }
    writeFileSync(nginxFiles.conf, conf);
    nginx.kill('SIGHUP');
    // The reload: new workers take the new upstreams, old ones finish what they hold.
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`${base}/api/frontend/health/live`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    base,
    database,
    s3,
    apis,
    nginx,
    nginxFiles,
    startApi,
    stopApi,
    outOfProxy,
    async close() {
      closing = true;
      await stopNginx(nginx).catch(() => undefined);
      await Promise.all(apis.map((api) => stopApi(api, 'SIGTERM')));
      await s3.close();
      await database.destroy();
      if (process.env.FAULTS_KEEP) console.log(`logs kept in ${work}`);
      else rmSync(work, { recursive: true, force: true });
    },
  };
}
