// Whether the production SPA bundle in dist/ is missing or older than its sources, and building it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bin, DIST_DIR, ROOT_DIR } from './paths.mjs';
import { run } from './proc.mjs';

export const DIST_INDEX = path.join(DIST_DIR, 'index.html');

/** Files and folders whose changes call for a new bundle. */
const SOURCES = ['src', 'public', 'index.html', 'package-lock.json', 'package.json', 'rspack.config.ts', 'tsconfig.json'];

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), stat.mtimeMs);
}

/** Why dist/ needs rebuilding, or null when it is up to date. */
export function staleReason() {
  if (!existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  const built = statSync(DIST_INDEX).mtimeMs;
  for (const source of SOURCES) {
    const file = path.join(ROOT_DIR, source);
    if (existsSync(file) && newestMtime(file) > built) return `${source} changed since the last build`;
  }
  return null;
}

/** Runs the production build; resolves with its exit code. */
export async function buildSpa() {
  const { code } = await run(bin('rspack'), ['build', '--mode', 'production'], { cwd: ROOT_DIR });
  return code;
}

/** Builds when stale; resolves with 0 when dist/ is ready. */
export async function ensureSpaBuilt() {
  const reason = staleReason();
  if (!reason) return 0;
  console.log(`Building the SPA (${reason})…`);
  return buildSpa();
}
