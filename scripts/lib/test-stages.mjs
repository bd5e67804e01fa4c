// The stages of `npm test`, in order. Each resolves with { passed, failed, failures: [what failed] }.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatKb, initialScripts, INITIAL_JS_BUDGET } from './bundle-size.mjs';
import { ensureE2eTools, ensureTools, SERVER_TOOLS } from './system-tools.mjs';
import { bin, DIST_DIR, RESULTS_DIR, ROOT_DIR } from './paths.mjs';
import { run } from './proc.mjs';
import { jestCounts, nodeTestCounts, playwrightCounts } from './test-counts.mjs';

const exec = (command, args, options = {}) => run(command, args, { cwd: ROOT_DIR, capture: true, ...options });
const tool = ([name, ...args], options) => exec(bin(name), args, options);

const bold = process.stdout.isTTY ? (text) => `\x1b[1m${text}\x1b[0m` : (text) => text;
const heading = (text) => console.log(`\n${bold(`── ${text}`)}`);

/** Counts from a runner's report; a failed command with no failed test still counts as one failure. */
function outcome(name, code, counts) {
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, failures: [`${name} exited with code ${code}`] };
  return { ...counts, failures: counts.failed > 0 ? [name] : [] };
}

const STATIC_CHECKS = [
  ['eslint', ['eslint', '.']],
  ['type check (SPA)', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['type check (server)', ['tsc', '-p', 'server/tsconfig.json', '--noEmit']],
  ['Feature-Sliced Design (steiger)', ['steiger', './src']],
  ['import cycles (SPA)', ['madge', '--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'src']],
  ['import cycles (server)', ['madge', '--circular', '--extensions', 'ts', '--ts-config', 'server/tsconfig.json', 'server/src']],
];

/** Every check runs (one test each) so one report shows all problems. */
async function staticChecks() {
  const result = { passed: 0, failed: 0, failures: [] };
  const checks = [
    ...STATIC_CHECKS.map(([name, args]) => [name, () => tool(args)]),
    ['OpenAPI drift (api-generate --check)', () => exec('node', ['scripts/api-generate.mjs', '--check'])],
    ['server layering (dependency-cruiser)', () => tool(['depcruise', 'server/src', '--config', '.dependency-cruiser.cjs'])],
    ['landed migrations unchanged', () => exec('node', ['scripts/check-migrations.mjs'])],
    ['unused exports (knip, nothing new)', () => exec('node', ['scripts/check-ratchet.mjs', 'knip'])],
    ['formatting (prettier --check, nothing new)', () => exec('node', ['scripts/check-ratchet.mjs', 'prettier'])],
  ];
  for (const [name, check] of checks) {
    heading(name);
    const { code } = await check();
    if (code === 0) {
      result.passed += 1;
    } else {
      result.failed += 1;
      result.failures.push(name);
    }
  }
  return result;
}

async function serverTests() {
  ensureTools(SERVER_TOOLS); // the PDF checkers (pdfsig, qpdf) that verify sealed records
  const { code, output } = await exec('npm', ['test', '-w', 'server']);
  return outcome('server tests', code, nodeTestCounts(output));
}

/**
 * The fault suite (server/bench/faults.ts): nginx, two API processes, a private PostgreSQL and the S3
 * test server under steady traffic; each fault that misses its target counts as one failure.
 */
async function faultSuite() {
  ensureE2eTools();
  const { code, output } = await exec('node', ['--import', 'tsx', 'server/bench/faults.ts', '--check']);
  const match = /fault targets: (\d+) met, (\d+) missed/.exec(output ?? '');
  const counts = match ? { passed: Number(match[1]), failed: Number(match[2]) } : { passed: 0, failed: 0 };
  return outcome('fault suite', code, counts);
}

async function unitTests() {
  const report = path.join(RESULTS_DIR, 'jest.json');
  rmSync(report, { force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const { code } = await tool(['jest', '--ci', '--json', `--outputFile=${report}`]);
  return outcome('jest', code, jestCounts(report));
}

/** The production build, then the initial-JS budget (one test each). */
async function build() {
  const { code } = await tool(['rspack', 'build', '--mode', 'production']);
  if (code !== 0) return outcome('production build', code, { passed: 0, failed: 0 });

  heading('initial JavaScript (gzip)');
  let scripts;
  try {
    scripts = initialScripts(DIST_DIR);
  } catch (error) {
    console.error(error.message);
    return { passed: 1, failed: 1, failures: ['initial JS size: index.html scripts unreadable'] };
  }
  for (const script of scripts) console.log(`  ${script.src}  ${formatKb(script.bytes)} → ${formatKb(script.gzip)} gzip`);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const within = scripts.length > 0 && total <= INITIAL_JS_BUDGET;
  console.log(`  total ${formatKb(total)} gzip in ${scripts.length} file(s); budget ${formatKb(INITIAL_JS_BUDGET)}`);
  const result = { passed: 1, failed: 0, failures: [] };
  if (within) {
    result.passed += 1;
  } else {
    const why = scripts.length === 0 ? 'index.html loads no script' : `${formatKb(total)} > ${formatKb(INITIAL_JS_BUDGET)}`;
    result.failed += 1;
    result.failures.push(`initial JS size: ${why}`);
  }

  // Everything the sign-in page loads (its lazy chunks too), measured in the browser.
  heading('JavaScript the sign-in page loads (gzip, in Chromium)');
  ensureE2eTools();
  const { code: loginCode } = await exec('node', ['scripts/measure-login-js.mjs']);
  if (loginCode === 0) {
    result.passed += 1;
  } else {
    result.failed += 1;
    result.failures.push('sign-in page JS over budget');
  }
  return result;
}

async function e2e() {
  const report = path.join(RESULTS_DIR, 'playwright.json');
  rmSync(report, { force: true });
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) console.log('(no dist/ yet: the e2e runner builds it)');
  const { code } = await exec('node', ['scripts/e2e.mjs']);
  return outcome('browser tests', code, playwrightCounts(report));
}

export const STAGES = [
  { name: 'static', title: 'static checks', run: staticChecks },
  { name: 'server', title: 'server tests', run: serverTests },
  // On request only (`npm test -- --only=faults`): one run in five hung or missed a target on a busy
  // machine, and the same faults are tested in the server stage (test/faults/).
  {
    name: 'faults',
    title: 'fault suite (database restart, store outage, deploy, kill -9, nginx reload)',
    run: faultSuite,
    onRequest: true,
  },
  { name: 'unit', title: 'unit tests (jest)', run: unitTests },
  { name: 'build', title: 'production build', run: build },
  { name: 'e2e', title: 'browser tests (Playwright through nginx)', run: e2e },
];
export { heading };
