// Regenerates the API contract (server/openapi.json) and the SPA's API layer (src/shared/api/generated/),
// the policy table included (policy.gen.ts, from server/src/policy/table.ts), and the shared contracts of
// server/src/contract/ (typed text, form fields, route links, the policy evaluator — copied; the realtime
// messages — rendered as types and compiled checks; see server/scripts/lib/contracts.ts).
// With --check, regenerates into place, reports any file that changed, restores the originals and fails:
// CI uses it to prove the committed contract and code match the server.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedDir = path.join(root, 'src/shared/api/generated');
const contract = path.join(root, 'server/openapi.json');
const check = process.argv.includes('--check');

function snapshot() {
  const files = new Map();
  if (existsSync(contract)) files.set(contract, readFileSync(contract, 'utf8'));
  if (existsSync(generatedDir)) {
    for (const name of readdirSync(generatedDir))
      files.set(path.join(generatedDir, name), readFileSync(path.join(generatedDir, name), 'utf8'));
  }
  return files;
}

function run(command, args) {
  execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
}

const before = snapshot();
rmSync(generatedDir, { recursive: true, force: true });
mkdirSync(generatedDir, { recursive: true });
run(process.execPath, ['--import', 'tsx', 'server/scripts/write-openapi.ts']);
run(path.join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), ['openapi-config.ts']);
run(process.execPath, ['--import', 'tsx', 'server/scripts/write-policy.ts']);
run(process.execPath, ['--import', 'tsx', 'server/scripts/write-contracts.ts']);
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
const relative = (file) => path.relative(root, file);

if (!check) {
  console.log(changed.length ? `updated: ${changed.map(relative).join(', ')}` : 'API contract and generated code are up to date');
  process.exit(0);
}

if (changed.length === 0) {
  console.log('API drift check: the committed contract and generated code match the server');
  process.exit(0);
}
// Put the committed files back so the check leaves the tree as it found it.
rmSync(generatedDir, { recursive: true, force: true });
mkdirSync(generatedDir, { recursive: true });
for (const [file, text] of before) writeFileSync(file, text);
console.error(
  `API drift check failed: regenerating changes ${changed.map(relative).join(', ')}.\nRun \`npm run api:generate\` and commit the result.`,
);
process.exit(1);
