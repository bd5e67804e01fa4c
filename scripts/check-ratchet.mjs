// Two checks that hold the line while old debt is paid off: formatting (`prettier --check`) and unused
// exports (knip). Each has a committed list of what was already there when the check was added
// (scripts/ratchet/*.txt). A file or export not on the list must pass; one on the list that passes now is
// reported so the list can shrink (`--update` rewrites the lists). The whole tree is formatted in one
// commit later, which empties the prettier list.
//   node scripts/check-ratchet.mjs prettier|knip [--update]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [which, flag] = process.argv.slice(2);
const update = flag === '--update';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const listFile = path.join(root, 'scripts/ratchet', `${which}.txt`);
const known = new Set(
  existsSync(listFile)
    ? readFileSync(listFile, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
    : [],
);

function prettierProblems() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\n');
  const checked = files.filter(
    (file) => /\.(ts|tsx|mjs|cjs|js|json|md|css|ya?ml)$/.test(file) && existsSync(path.join(root, file)),
  );
  const out = spawnSync(bin('prettier'), ['--list-different', ...checked], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status === 2) throw new Error(out.stderr);
  return out.stdout.split('\n').filter(Boolean);
}

function knipProblems() {
  const out = spawnSync(bin('knip'), ['--include', 'exports', '--no-progress', '--reporter', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!out.stdout.trim().startsWith('{')) throw new Error(out.stderr || out.stdout);
  const { issues } = JSON.parse(out.stdout);
  return issues.flatMap((issue) => (issue.exports ?? []).map((entry) => `${issue.file}: ${entry.name}`));
}

const found = new Set(which === 'prettier' ? prettierProblems() : which === 'knip' ? knipProblems() : []);
if (which !== 'prettier' && which !== 'knip') throw new Error('usage: check-ratchet.mjs prettier|knip [--update]');
const what =
  which === 'prettier'
    ? 'not formatted (run `npx prettier --write <file>`)'
    : 'exported but never imported (drop the export or the code)';

if (update) {
  const header = `# ${which}: known before the check was added; shrink it, never grow it (scripts/check-ratchet.mjs)\n`;
  writeFileSync(listFile, header + [...found].sort().join('\n') + '\n');
  console.log(`${which}: ${found.size} listed in ${path.relative(root, listFile)}`);
  process.exit(0);
}
const fresh = [...found].filter((item) => !known.has(item));
const paid = [...known].filter((item) => !found.has(item));
if (paid.length)
  console.log(
    `${which}: ${paid.length} listed item(s) pass now; remove them from ${path.relative(root, listFile)}:\n  ${paid.join('\n  ')}`,
  );
if (fresh.length) {
  console.error(`${which}: ${fresh.length} new item(s) ${what}:\n  ${fresh.join('\n  ')}`);
  process.exit(1);
}
console.log(`${which}: nothing new (${known.size - paid.length} older item(s) still listed)`);
