// `node scripts/screenshots.mjs`: every page of every role (and the guest pages) at 1280 and 390 px,
// as PNGs under test-results/screenshots/, to look at. Runs through the e2e harness (built SPA behind
// nginx, fresh API with the demo's content): `node scripts/e2e.mjs tests/e2e/screenshots.capture.ts` with SCREENSHOTS=1.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './lib/paths.mjs';

const dir = path.join(ROOT_DIR, 'test-results', 'screenshots');
// A fresh database gives members new ids: last run's pictures would linger beside this run's under other names.
rmSync(dir, { recursive: true, force: true });
const result = spawnSync(process.execPath, ['scripts/e2e.mjs', '--config', 'playwright.screenshots.config.ts'], {
  cwd: ROOT_DIR,
  stdio: 'inherit',
  env: { ...process.env, E2E_DEMO_CONTENT: '1', SCREENSHOTS_DIR: dir },
});
process.exit(result.status ?? 1);
