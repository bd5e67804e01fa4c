// The Node flags the API runs with, in every mode. Their one home is the server's `npm start`
// (server/package.json), which the Dockerfile's CMD repeats (server/test/start-command.test.ts keeps
// them equal); the root `npm start` reads them from there and adds only tsx, to run the TypeScript source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './paths.mjs';

/** `node --flag … dist/server.js` → `['--flag', …]`. */
export function apiNodeFlags() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT_DIR, 'server', 'package.json'), 'utf8'));
  const words = manifest.scripts.start.trim().split(/\s+/);
  return words.slice(1, -1);
}

/** The command of the root `npm start`: the API from its source, with the same flags. */
export function embeddedApiCommand() {
  return [process.execPath, ...apiNodeFlags(), '--import', 'tsx', 'server/src/server.ts'];
}
