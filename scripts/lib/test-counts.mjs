// Reads pass/fail counts out of the test runners' reports.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** node:test prints `ℹ pass N` / `ℹ fail N` per run (the server suite runs once per database). */
export function nodeTestCounts(output) {
  const text = stripVTControlCharacters(output);
  const sum = (label) =>
    [...text.matchAll(new RegExp(`^\\s*ℹ ${label} (\\d+)\\s*$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  return { passed: sum('pass'), failed: sum('fail') + sum('cancelled') };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** jest --json --outputFile=… */
export function jestCounts(file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 0 };
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
}

/** Playwright's json reporter: flaky tests passed on retry, so they count as passed. */
export function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return { passed: 0, failed: 0 };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}
