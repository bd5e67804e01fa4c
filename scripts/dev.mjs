// `npm run dev`: the API with reload on change (port 8080, no static files) and the rspack dev server on
// http://localhost:3000, which proxies /api/frontend (HTTP and WebSocket) to the API.
import { spawn } from 'node:child_process';
import { bin, ROOT_DIR } from './lib/paths.mjs';

const children = [
  spawn(bin('tsx'), ['watch', 'server/src/server.ts'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: '' },
  }),
  spawn(bin('rspack'), ['dev'], { cwd: ROOT_DIR, stdio: 'inherit' }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
