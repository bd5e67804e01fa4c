import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** An API process of its own (`src/server.ts`), as a deployment runs it. */
export interface Replica {
  base: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

export async function startReplica(env: Record<string, string>, readyWithinMs = 60_000): Promise<Replica> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica exited (${child.exitCode}):\n${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/frontend/health/ready`)).ok) return { base, child, output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`replica did not become ready:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopReplica(replica: Replica | undefined): Promise<number | null> {
  if (!replica) return null;
  if (replica.child.exitCode === null) replica.child.kill('SIGTERM');
  return replica.exited;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/frontend/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}
