// The system tools the browser tests need: Debian's chromium and nginx. Installs them with apt-get
// when running as root, otherwise stops with the exact command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

export const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = { chromium: 'chromium', nginx: 'nginx-light' };

function findOnPath(name) {
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

const locate = () => ({ chromium: existsSync(CHROMIUM) ? CHROMIUM : null, nginx: findOnPath('nginx') });

/** Resolves `{ chromium, nginx }` paths, installing what is missing when possible; exits otherwise. */
export function ensureE2eTools() {
  let found = locate();
  const missing = Object.keys(PACKAGES).filter((tool) => !found[tool]);
  if (missing.length === 0) return found;

  const packages = missing.map((tool) => PACKAGES[tool]);
  const canInstall = process.getuid?.() === 0 && findOnPath('apt-get');
  if (canInstall) {
    console.log(`Installing ${packages.join(' ')} for the browser tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (ok(['update']) && ok(['install', '-y', '--no-install-recommends', ...packages])) found = locate();
  }
  const still = Object.keys(PACKAGES).filter((tool) => !found[tool]);
  if (still.length > 0) {
    const names = still.map((tool) => PACKAGES[tool]).join(' ');
    console.error(
      `The browser tests need ${still.map((t) => (t === 'chromium' ? CHROMIUM : 'nginx')).join(' and ')}, which are not installed.\n` +
        `Install them with:  sudo apt-get install -y ${names}`,
    );
    process.exit(1);
  }
  return found;
}
