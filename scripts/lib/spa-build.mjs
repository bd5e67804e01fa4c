// Whether the SPA bundle in dist/ is missing, older than its sources or built with other flags, and building it.
// Two builds share dist/: the embedded demo's (`npm start`, the e2e suite), which serves the developer
// pages (/dev/…), and the production one (Lighthouse, the size checks; the Dockerfile builds its own), which does not.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bin, DIST_DIR, ROOT_DIR } from './paths.mjs';
import { run } from './proc.mjs';

export const DIST_INDEX = path.join(DIST_DIR, 'index.html');
/** The flags dist/ was built with (outside dist/, so nothing serves it). */
const FLAGS_FILE = path.join(ROOT_DIR, 'node_modules', '.cache', 'cascade-spa-build.json');

/** Files and folders whose changes call for a new bundle. */
const SOURCES = ['src', 'public', 'index.html', 'package-lock.json', 'package.json', 'rspack.config.ts', 'tsconfig.json'];

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), stat.mtimeMs);
}

function builtFlags() {
  try {
    return JSON.parse(readFileSync(FLAGS_FILE, 'utf8'));
  } catch {
    return null;
  }
}

/** The environment of a build: DEV_PAGES on for the embedded demo build, off (empty) for production. */
export function buildEnv({ devPages }) {
  return { ...process.env, DEV_PAGES: devPages ? 'true' : '' };
}

/** Why dist/ needs rebuilding for these flags, or null when it is up to date. */
export function staleReason({ devPages = false } = {}) {
  if (!existsSync(DIST_INDEX)) return 'dist/index.html is missing';
  const built = statSync(DIST_INDEX).mtimeMs;
  const flags = builtFlags();
  // A build by another command (a plain `npm run build`) leaves no record of its flags.
  if (flags?.indexMtimeMs !== built) return 'dist/ was built by another command';
  if (flags.devPages !== devPages)
    return devPages ? 'the developer pages are wanted' : 'a build without developer pages is wanted';
  for (const source of SOURCES) {
    const file = path.join(ROOT_DIR, source);
    if (existsSync(file) && newestMtime(file) > built) return `${source} changed since the last build`;
  }
  return null;
}

/** Runs the production-mode build (with or without the developer pages); resolves with its exit code. */
export async function buildSpa({ devPages = false } = {}) {
  const { code } = await run(bin('rspack'), ['build', '--mode', 'production'], { cwd: ROOT_DIR, env: buildEnv({ devPages }) });
  if (code === 0) {
    mkdirSync(path.dirname(FLAGS_FILE), { recursive: true });
    writeFileSync(FLAGS_FILE, JSON.stringify({ devPages, indexMtimeMs: statSync(DIST_INDEX).mtimeMs }));
  }
  return code;
}

/** Builds when stale; resolves with 0 when dist/ is ready. */
export async function ensureSpaBuilt(flags = {}) {
  const reason = staleReason(flags);
  if (!reason) return 0;
  console.log(`Building the SPA (${reason})…`);
  return buildSpa(flags);
}
