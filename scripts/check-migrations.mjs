// Guards the migrations that have landed: each is listed with the SHA-256 of its file in
// server/src/db/migrations/landed.json, and `npm run check` fails if one of them was edited, renamed or
// removed — a database that already ran it would never see the change. A new migration is not in the
// list yet (the check names it); once it is on main, `node scripts/check-migrations.mjs --land` adds it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'server/src/db/migrations');
const listFile = path.join(dir, 'landed.json');
const land = process.argv.includes('--land');

const sha256 = (file) =>
  createHash('sha256')
    .update(readFileSync(path.join(dir, file)))
    .digest('hex');
const files = readdirSync(dir)
  .filter((name) => /^\d{4}_[a-z0-9_]+\.ts$/.test(name))
  .sort();
const landed = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};

const problems = [];
// The list itself only grows: what main has landed stays listed with the same hash (when git and main are here).
try {
  const onMain = JSON.parse(
    execFileSync('git', ['show', 'main:server/src/db/migrations/landed.json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString(),
  );
  for (const [file, hash] of Object.entries(onMain))
    if (landed[file] !== hash) problems.push(`${file} was landed on main with another hash (landed.json edited)`);
} catch {
  // No git, no main branch, or main has no list yet: the file list below is the guard.
}
for (const [file, hash] of Object.entries(landed)) {
  if (!files.includes(file)) problems.push(`${file} has landed but is gone (renamed or removed)`);
  else if (sha256(file) !== hash) problems.push(`${file} has landed but was edited`);
}
const fresh = files.filter((file) => !(file in landed));

if (land) {
  for (const file of fresh) landed[file] = sha256(file);
  writeFileSync(listFile, `${JSON.stringify(landed, null, 2)}\n`);
  console.log(fresh.length ? `landed: ${fresh.join(', ')}` : 'no new migrations to land');
} else if (fresh.length) {
  console.log(`not landed yet: ${fresh.join(', ')} (after they reach main: node scripts/check-migrations.mjs --land)`);
}

if (problems.length) {
  console.error(
    `Landed migrations changed:\n  ${problems.join('\n  ')}\nNever edit a migration that has landed: put the change in a new one.`,
  );
  process.exit(1);
}
console.log(`migrations: ${Object.keys(landed).length} landed, unchanged`);
