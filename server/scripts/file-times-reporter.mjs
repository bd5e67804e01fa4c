// A node:test reporter that prints each test file's time once the run ends, slowest first, so the
// suite's time can be seen file by file (`run-tests.mjs` adds it beside the spec reporter). With
// FILE_TIMES_JSON set, the times are also written there (run-tests.mjs ends with the slowest of each run).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export default async function* fileTimes(source) {
  const files = [];
  for await (const event of source) {
    // Each file is a top-level test named after its path; its `test:complete` carries the file's time.
    if (event.type === 'test:complete' && event.data.nesting === 0 && event.data.file && event.data.name === event.data.file) {
      files.push({
        file: path.relative(root, event.data.file),
        ms: event.data.details.duration_ms,
        passed: event.data.details.passed,
      });
    }
  }
  if (files.length === 0) return;
  files.sort((a, b) => b.ms - a.ms);
  if (process.env.FILE_TIMES_JSON) writeFileSync(process.env.FILE_TIMES_JSON, JSON.stringify(files));
  const total = files.reduce((sum, f) => sum + f.ms, 0);
  yield `\nfile times (${process.env.SERVER_TEST_TARGET ?? 'this run'}), slowest first; ${files.length} files, ${(total / 1000).toFixed(1)} s added up:\n`;
  for (const { file, ms, passed } of files)
    yield `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}${passed ? '' : '  (failed)'}\n`;
}
