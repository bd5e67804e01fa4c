// Runs the server suite on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. The two runs go
// side by side (every test app has its own SQLite file or PostgreSQL schema, its own temporary folder
// and free ports, so they share nothing): the SQLite run's output streams, the PostgreSQL run's follows
// when it is done. Each run ends with its files' times, slowest first (file-times-reporter.mjs).
//
//   node scripts/run-tests.mjs [--serial] [part-of-a-path …]
//     --serial   one database after the other (as before; slower, easier to read while it runs)
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const serial = args.includes('--serial');
const filter = args.filter((arg) => arg !== '--serial');

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

const reporters = [
  ...['--test-reporter=spec', '--test-reporter-destination=stdout'],
  ...[`--test-reporter=${path.join(root, 'scripts/file-times-reporter.mjs')}`, '--test-reporter-destination=stdout'],
];

/** One database's run; `live` streams its output, otherwise it is kept and printed when the run ends. */
function runOn(target, live) {
  const started = Date.now();
  const header = `\n== server tests on ${target.name} (${files.length} files)\n`;
  if (live) process.stdout.write(header);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...reporters, ...files], {
      cwd: root,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...target.env, SERVER_TEST_TARGET: target.name },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({
        target,
        ok: code === 0,
        text: `${live ? '' : header + Buffer.concat(chunks).toString('utf8')}== ${target.name}: ${files.length} files in ${seconds} s (exit ${code ?? signal})\n`,
      });
    });
  });
}

let results;
if (serial) {
  results = [];
  for (const target of targets) {
    const result = await runOn(target, true);
    process.stdout.write(result.text);
    results.push(result);
  }
} else {
  const [first, ...others] = targets.map((target, i) => runOn(target, i === 0));
  process.stdout.write((await first).text);
  for (const other of others) process.stdout.write((await other).text);
  results = await Promise.all([first, ...others]);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
