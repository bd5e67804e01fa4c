#!/usr/bin/env node
// `node scripts/trace-tasks.mjs <trace.json> [--min=10] [--dist=dist]`: the page's main-thread tasks of a
// Lighthouse trace (`LIGHTHOUSE_OUT=<dir> npm run lighthouse` writes them) that ran at least `--min` ms,
// in order, with their start after navigation, their length and what they did (scripts evaluated, timers,
// style and layout). When the trace holds V8's samples (`LIGHTHOUSE_PROFILE=1`), each task also lists the
// functions it spent most samples in, mapped to their source through the build's source maps in
// `--dist` (default dist/, the build the trace was taken of).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT_DIR } from './lib/paths.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node scripts/trace-tasks.mjs <trace.json> [--min=10] [--dist=dist]');
  process.exit(2);
}
const minMs = Number(option('min', 10));
const distDir = path.resolve(ROOT_DIR, option('dist', 'dist'));
const loaded = JSON.parse(readFileSync(file, 'utf8'));
const events = loaded.traceEvents ?? loaded;

// The page's main thread: the one that evaluated the page's scripts.
const evaluations = new Map();
for (const e of events) {
  if (e.name !== 'EvaluateScript') continue;
  const key = `${e.pid}:${e.tid}`;
  evaluations.set(key, (evaluations.get(key) ?? 0) + 1);
}
const [mainThread] = [...evaluations].sort((a, b) => b[1] - a[1])[0] ?? [];
if (!mainThread) {
  console.error('No script was evaluated in this trace.');
  process.exit(1);
}
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === mainThread && e.ph === 'X');
const navigationStart = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));

// V8's samples of that thread (ProfileChunk events of the profile started on it), as [time, node id].
const nodes = new Map();
const samples = [];
const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === mainThread);
if (profile) {
  let time = profile.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profile.id || e.pid !== profile.pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push([time, id]);
    });
  }
}

const maps = new Map();
/** Where a built script's line and column came from, when its source map is in the dist folder. */
function original(url, line, column) {
  const name = url.split('/').pop();
  if (!maps.has(name)) {
    const mapFile = path.join(distDir, 'js', `${name}.map`);
    maps.set(name, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const position = maps.get(name)?.originalPositionFor({ line: line + 1, column: column + 1 });
  return position?.source
    ? `${position.source.replace(/^webpack:\/\/[^/]+\//, '')}:${position.line}`
    : `${name}:${line}:${column}`;
}
const labelOf = (node) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return url ? `${functionName || '(anonymous)'} ${original(url, lineNumber, columnNumber)}` : functionName || '(native)';
};

const WHAT = new Set([
  'EvaluateScript',
  'TimerFire',
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
]);
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000)) {
  const end = task.ts + task.dur;
  const inside = onMain.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && WHAT.has(e.name) && e.dur >= 1000,
  );
  const what = inside
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${(e.dur / 1000).toFixed(0)} ms`)
    .join(', ');
  console.log(
    `${((task.ts - navigationStart) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(1).padStart(6)} ms  ${what}`,
  );
  const self = new Map();
  let count = 0;
  for (const [time, id] of samples) {
    if (time < task.ts || time > end || !nodes.has(id)) continue;
    count += 1;
    const label = labelOf(nodes.get(id));
    self.set(label, (self.get(label) ?? 0) + 1);
  }
  if (count) {
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `          ${count} samples: ${top.map(([label, n]) => `${label} ${Math.round((100 * n) / count)}%`).join(' | ')}`,
    );
  }
}
