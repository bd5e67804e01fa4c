import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort, login, MiB, serverRoot, uploadBytes } from './lib.js';
const what = process.argv[2] as 'upload' | 'zip';
const dataDir = mkdtempSync('/var/tmp/cascade-prof-');
const port = await freePort();
const child = spawn(process.execPath, ['--max-semi-space-size=2', '--cpu-prof', `--cpu-prof-dir=/tmp/restart-faults/prof-${what}`, 'dist/server.js'], {
  cwd: serverRoot,
  env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', MAX_UPLOAD_BYTES: String(4096 * MiB) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => child.stdout!.on('data', (c: Buffer) => c.toString().includes('Cascade is running') && resolve()));
const bearer = await login(port, 'admin');
const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
const folder = (await (await fetch(`http://127.0.0.1:${port}/api/frontend/folder/`, { method: 'POST', headers, body: JSON.stringify({ title: 'P' }) })).json()) as { id: string };
let t = Date.now();
for (let i = 0; i < (what === 'upload' ? 2 : 1); i++) console.log((await uploadBytes(port, bearer, 1024 * MiB, { folder_id: folder.id }, `p${i}.bin`, i)).status);
console.log('upload ms', Date.now() - t);
if (what === 'zip') {
  for (let i = 0; i < 3; i++) {
    t = Date.now();
    spawnSync('curl', ['-sS', '-o', '/dev/null', '-H', `authorization: Bearer ${bearer}`, `http://127.0.0.1:${port}/api/frontend/folder/${folder.id}`]);
    console.log('zip ms', Date.now() - t);
  }
}
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
