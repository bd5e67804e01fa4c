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

/** How many static checks run at once: they are independent, and one at a time leaves a core idle. */
const STATIC_PARALLEL = 2;

/**
 * Every check runs (one test each) so one report shows all problems, two at a time (after the drift
 * check); each check's output is printed whole, in the list's order, once it is done.
 */
async function staticChecks() {
  const result = { passed: 0, failed: 0, failures: [] };
  // The drift check regenerates src/shared/api/generated/ in place: it runs first, alone (index 0 below).
  const checks = [
    ['OpenAPI drift (api-generate --check)', (options) => exec('node', ['scripts/api-generate.mjs', '--check'], options)],
    ...STATIC_CHECKS.map(([name, args]) => [name, (options) => tool(args, options)]),
    [
      'API contract lint (Redocly, recommended rules)',
      (options) =>
        tool(['redocly', 'lint', 'server/openapi.json', '--config', 'redocly.yaml'], {
          ...options,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        }),
    ],
    [
      'server layering (dependency-cruiser)',
      (options) => tool(['depcruise', 'server/src', '--config', '.dependency-cruiser.cjs'], options),
    ],
    ['landed migrations unchanged', (options) => exec('node', ['scripts/check-migrations.mjs'], options)],
    ['unused exports (knip, nothing new)', (options) => exec('node', ['scripts/check-ratchet.mjs', 'knip'], options)],
    ['formatting (prettier --check, nothing new)', (options) => exec('node', ['scripts/check-ratchet.mjs', 'prettier'], options)],
  ];
  // One promise per check, settled by whichever worker ran it; the report reads them in order.
  const settle = [];
  const outcomes = checks.map(() => new Promise((resolve) => settle.push(resolve)));
  const run = async (index) => {
    const started = Date.now();
    const done = await checks[index][1]({ echo: false });
    settle[index]({ ...done, seconds: (Date.now() - started) / 1000 });
  };
  await run(0);
  let next = 1;
  const worker = async () => {
    while (next < checks.length) {
      await run(next++);
    }
  };
  const workers = Array.from({ length: STATIC_PARALLEL }, worker);
  for (let index = 0; index < checks.length; index++) {
    const [name] = checks[index];
    const { code, output, seconds } = await outcomes[index];
    heading(`${name} (${seconds.toFixed(1)}s)`);
    if (output) process.stdout.write(output);
    if (code === 0) {
      result.passed += 1;
    } else {
      result.failed += 1;
      result.failures.push(name);
    }
  }
  await Promise.all(workers);
  return result;
}

async function serverTests() {
  ensureTools(SERVER_TOOLS); // the PDF checkers (pdfsig, qpdf) that verify sealed records
  const { code, output } = await exec('npm', ['test', '-w', 'server']);
  return outcome('server tests', code, nodeTestCounts(output));
}

/**
 * A smoke subset of the server suite on the Node the Docker image ships (scripts/node-image.mjs), on
 * both databases: the rest of CI runs on the machine's Node.
 */
async function imageNode() {
  const { code, output } = await exec('node', ['scripts/node-image.mjs']);
  return outcome("server on the image's Node", code, nodeTestCounts(output));
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
  { name: 'node24', title: "server smoke tests on the image's Node (Dockerfile)", run: imageNode },
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
