import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An API process on its own SQLite file in `dataDir`, seeded with the demo company, for tests that kill
 * it (SIGKILL) and start it again on the same data. Resolves once it says it is running.
 */
export async function startCrashServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PORT: String(port),
      STATIC_DIR: '',
      LOG_LEVEL: 'silent',
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
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return child;
}
