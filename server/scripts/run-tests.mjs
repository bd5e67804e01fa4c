// Runs the server suite on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. The two runs go
// side by side (every test app has its own SQLite file or PostgreSQL schema, its own temporary folder
// and free ports, so they share nothing): the SQLite run's output streams, the PostgreSQL run's follows
// when it is done. Each run ends with its files' times, slowest first (file-times-reporter.mjs), and
// the whole ends with the slowest files of each run side by side.
//
//   node scripts/run-tests.mjs [--serial] [part-of-a-path …]
//     --serial   one database after the other (as before; slower, easier to read while it runs)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
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

const timesDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-file-times-'));
const timesFile = (target) => path.join(timesDir, `${target.name}.json`);

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
      env: { ...process.env, ...target.env, SERVER_TEST_TARGET: target.name, FILE_TIMES_JSON: timesFile(target) },
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

/** The slowest files of each run, side by side (wall times: on a shared machine they move with its load). */
function slowest(count) {
  const runs = targets.map((target) => {
    try {
      return { name: target.name, files: JSON.parse(readFileSync(timesFile(target), 'utf8')).slice(0, count) };
    } catch {
      return { name: target.name, files: [] };
    }
  });
  const width = Math.max(20, ...runs.flatMap((run) => run.files.map((f) => f.file.length)));
  const cell = (f) => (f ? `${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.file.padEnd(width)}` : ''.padEnd(width + 11));
  process.stdout.write(`\nslowest ${count} server test files per database:\n`);
  process.stdout.write(`  ${runs.map((run) => run.name.padEnd(width + 11)).join('  ')}\n`);
  for (let i = 0; i < count; i++) {
    if (runs.every((run) => !run.files[i])) break;
    process.stdout.write(`  ${runs.map((run) => cell(run.files[i])).join('  ')}\n`);
  }
}

slowest(20);
rmSync(timesDir, { recursive: true, force: true });
process.exit(results.every((result) => result.ok) ? 0 : 1);
