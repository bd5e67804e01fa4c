import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm start` of the server: node, its flags, the script. */
function npmStart(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return manifest.scripts.start.trim().split(/\s+/);
}

/** The API image's CMD (exec form). */
function dockerCmd(): string[] {
  const dockerfile = readFileSync(path.join(serverRoot, '..', 'Dockerfile'), 'utf8');
  const line = dockerfile.split('\n').find((l) => l.startsWith('CMD [') && l.includes('server/dist/server.js'));
  assert.ok(line, 'the Dockerfile starts server/dist/server.js with an exec-form CMD');
  return JSON.parse(line.slice('CMD '.length)) as string[];
}

describe('the production start command', () => {
  it('is node with the same flags in npm start and in the Dockerfile (the benchmarks run npm start)', () => {
    const npm = npmStart();
    const docker = dockerCmd();
    assert.equal(npm[0], 'node');
    assert.equal(docker[0], 'node');
    assert.equal(npm.at(-1), 'dist/server.js');
    assert.equal(docker.at(-1), 'server/dist/server.js');
    assert.deepEqual(docker.slice(1, -1), npm.slice(1, -1));
  });

  it('is the same in the root npm start (embedded mode), which runs the source with tsx', () => {
    const printed = execFileSync(process.execPath, ['scripts/start.mjs', '--print-command'], {
      cwd: path.join(serverRoot, '..'),
      encoding: 'utf8',
    });
    const [node, ...args] = JSON.parse(printed) as string[];
    assert.equal(node, process.execPath);
    assert.deepEqual(args.slice(-3), ['--import', 'tsx', 'server/src/server.ts']);
    assert.deepEqual(args.slice(0, -3), npmStart().slice(1, -1));
    assert.deepEqual(args.slice(0, -3), dockerCmd().slice(1, -1));
  });

  it('caps the young generation, which otherwise grows to 32 MiB of resident heap while bytes stream', () => {
    assert.ok(
      npmStart().some((arg) => /^--max-semi-space-size=\d+$/.test(arg)),
      'npm start passes --max-semi-space-size (see docs/content.md, memory)',
    );
  });
});
