import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx, stopNginx } from '../../scripts/lib/nginx.mjs';
import { DEMO_PASSWORD, demoEmail } from '../src/services/demo/seed.js';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MiB = 1024 * 1024;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles the server (`npm run build`, as production runs it) once per benchmark run. */
let built = false;
export function buildServer(): void {
  if (built) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: serverRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
  built = true;
}

/**
 * The production start command's arguments (`npm start`: node flags, then `dist/server.js`); the
 * Dockerfile's CMD passes the same flags (test/start-command.test.ts).
 */
export function productionNodeArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = manifest.scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start should run node directly, not: ${manifest.scripts.start}`);
  return args;
}

/**
 * The real, compiled server, started as production starts it (see productionNodeArgs), on a data directory of its own;
 * `nodeFlags` replaces the production start command's node flags (to compare others in the same run).
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  nodeFlags?: string[],
): Promise<ChildProcess> {
  buildServer();
  const args = productionNodeArgs();
  const child = spawn(process.execPath, nodeFlags ? [...nodeFlags, args.at(-1)!] : args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Cascade is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return child;
}

/** User + system CPU time of a process so far, in ms (clock ticks of 10 ms); 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Current resident memory of a process (VmRSS), in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Starts a new peak (VmHWM) from the current RSS (Linux `clear_refs` 5), so a phase's own peak can be read. */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Peak resident memory of a process so far (VmHWM), in MiB. */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

export async function login(port: number, role: 'admin' | 'marketer' | 'agent' | 'client' = 'agent'): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: demoEmail(role), password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Streams `size` bytes of a fixed pattern as a multipart upload (`path` on `port`); resolves with the response body. */
export function uploadBytes(
  port: number,
  bearer: string,
  size: number,
  fields: Record<string, string> = {},
  name = 'big.bin',
  seed = 0,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const boundary = `bench${Date.now()}`;
    const fieldText = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    const head = Buffer.from(
      `${fieldText}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/frontend/material/',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (c: Buffer) => (body += c.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    const chunk = Buffer.alloc(MiB, 7);
    // Every MiB differs in its first bytes, so the file is not one repeated block; `seed` makes another file.
    let sent = 0;
    request.write(head);
    const pump = () => {
      while (sent < size) {
        const piece = Buffer.from(chunk.subarray(0, Math.min(MiB, size - sent)));
        piece.writeUInt32LE(sent / MiB, 0);
        piece.writeUInt32LE(seed, 4);
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });
}

/** `dd` with fsync on the same disk: the baseline for upload throughput, in MiB/s. */
export function ddBaseline(file: string, mib: number): number {
  const started = process.hrtime.bigint();
  spawnSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=1M', `count=${mib}`, 'conv=fsync'], { stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  spawnSync('rm', ['-f', file]);
  return mib / seconds;
}

/**
 * nginx, configured as production configures it (the repository's nginx.conf: sendfile, tcp_nopush),
 * serving the files under `root` as static files: the baseline for downloads. Needs nginx in /usr/sbin
 * (Debian's nginx-light). Workers of an nginx started as root run as an unprivileged user: `root` and the
 * directories above it must be readable by everyone.
 */
export async function startStaticNginx(root: string, prefix: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const port = await freePort();
  const { child } = startNginx({ binary, prefix, port, root, upstreams: ['127.0.0.1:9'] });
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start; see ${prefix}/nginx.out and error.log`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, stop: () => stopNginx(child) };
}

/**
 * The minimal Node server of the same transfer (bench/minimal-server.ts), in a process of its own like the
 * real server: `upload` writes bodies under `target` (a directory), `zip` serves the files listed in `target`.
 */
export async function startMinimalServer(
  mode: 'upload' | 'zip',
  target: string,
): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'bench/minimal-server.ts'), mode, String(port), target],
    {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`minimal ${mode} server exited (${code})`)));
  });
  return {
    port,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** "min / median / max" of a few runs, for the figures of a benchmark. */
export function spread(values: number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${sorted[0]!.toFixed(digits)} / ${median.toFixed(digits)} / ${sorted[sorted.length - 1]!.toFixed(digits)}`;
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
