// The Debian tools the test stages need. Installs what is missing with apt-get when running as root,
// otherwise stops with the exact command to run — never a silent skip.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM } from './chromium.mjs';

/** Each tool: how to find it and the Debian package that ships it. */
const TOOLS = {
  chromium: { find: () => (existsSync(CHROMIUM) ? CHROMIUM : null), pkg: 'chromium' },
  nginx: { find: () => findOnPath('nginx'), pkg: 'nginx-light' },
  pdfsig: { find: () => findOnPath('pdfsig'), pkg: 'poppler-utils' },
  pdftoppm: { find: () => findOnPath('pdftoppm'), pkg: 'poppler-utils' },
  qpdf: { find: () => findOnPath('qpdf'), pkg: 'qpdf' },
  turnserver: { find: () => findOnPath('turnserver'), pkg: 'coturn' },
};

/** What the browser stage needs; the server stage needs the PDF checkers. */
export const E2E_TOOLS = ['chromium', 'nginx', 'turnserver'];
export const SERVER_TOOLS = ['pdfsig', 'pdftoppm', 'qpdf'];

export function findOnPath(name) {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

const locate = (names) => Object.fromEntries(names.map((name) => [name, TOOLS[name].find()]));

/** Resolves `{ tool: path }` for the named tools, installing what is missing when possible; exits otherwise. */
export function ensureTools(names) {
  let found = locate(names);
  const missing = names.filter((name) => !found[name]);
  if (missing.length === 0) return found;

  const packages = [...new Set(missing.map((name) => TOOLS[name].pkg))];
  const canInstall = process.getuid?.() === 0 && findOnPath('apt-get');
  if (canInstall) {
    console.log(`Installing ${packages.join(' ')} for the tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (ok(['update']) && ok(['install', '-y', '--no-install-recommends', ...packages])) found = locate(names);
  }
  const still = names.filter((name) => !found[name]);
  if (still.length > 0) {
    const pkgs = [...new Set(still.map((name) => TOOLS[name].pkg))].join(' ');
    console.error(
      `The tests need ${still.join(', ')}, which ${still.length === 1 ? 'is' : 'are'} not installed.\nInstall with:  sudo apt-get install -y ${pkgs}`,
    );
    process.exit(1);
  }
  return found;
}

/** `{ chromium, nginx }` for the browser tests. */
export const ensureE2eTools = () => ensureTools(E2E_TOOLS);
