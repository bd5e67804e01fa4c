// Runs the server suite on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return findTests(file);
    return name.endsWith('.test.ts') ? [file] : [];
  });
}

const files = findTests(path.join(root, 'test'))
  .filter((f) => filter.length === 0 || filter.some((part) => f.includes(part)))
  .sort();
const targets = [{ name: 'SQLite', env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL)
  targets.push({ name: 'PostgreSQL', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } });

let failed = false;
for (const target of targets) {
  console.log(`\n== server tests on ${target.name} (${files.length} files)`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...target.env },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
