// `npm test`: static checks, server tests, unit tests, production build, browser tests — in that
// order, stopping at the first stage that fails, always ending with a summary and the line
// `N passed, N failed`.
//
//   --only=static,server   run just these stages (static|server|node24|unit|build|e2e; faults on request)
//   --skip=e2e             run all stages but these
import { heading, STAGES } from './lib/test-stages.mjs';

function stageList(arg, option) {
  const names = arg
    .slice(option.length + 3)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')} in --${option}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return names;
}

let only = null;
let skip = [];
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('--only=')) only = stageList(arg, 'only');
  else if (arg.startsWith('--skip=')) skip = stageList(arg, 'skip');
  else {
    console.error(`Unknown argument ${arg}. Use --only=<stages> or --skip=<stages> (${STAGES.map((s) => s.name).join(', ')}).`);
    process.exit(2);
  }
}

const results = [];
let stopped = false;
for (const stage of STAGES) {
  if ((only && !only.includes(stage.name)) || (!only && stage.onRequest) || skip.includes(stage.name)) {
    results.push({ stage, status: 'skipped' });
    continue;
  }
  if (stopped) {
    results.push({ stage, status: 'not run' });
    continue;
  }
  heading(`${stage.title} [${stage.name}]`);
  const started = Date.now();
  let result;
  try {
    result = await stage.run();
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, failures: [`${stage.name}: ${error.message}`] };
  }
  const status = result.failed > 0 ? 'failed' : 'passed';
  const seconds = (Date.now() - started) / 1000;
  results.push({ stage, status, ...result, seconds });
  console.log(`── ${stage.name}: ${status} in ${seconds.toFixed(1)}s`);
  if (status === 'failed') stopped = true;
}

heading('summary');
for (const { stage, status, passed, failed, failures, seconds } of results) {
  const counts = status === 'passed' || status === 'failed' ? `${passed} passed, ${failed} failed in ${seconds.toFixed(1)}s` : '';
  console.log(`  ${stage.name.padEnd(7)} ${status.padEnd(8)} ${counts}`);
  for (const failure of failures ?? []) console.log(`            ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
