import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every text file of a build, concatenated. */
function builtText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** Texts only the developer pages carry: their routes and their headings. */
const DEV_PAGE_TEXTS = ['dev/audio-animation', 'dev/socket', 'Socket playground', 'Materials playground'];

describe('the developer pages (/dev/…)', () => {
  it('are left out of the production build (what the Dockerfile runs), and in the embedded demo build', async () => {
    const { buildEnv } = (await import(path.join(root, 'scripts/lib/spa-build.mjs'))) as {
      buildEnv: (flags: { devPages: boolean }) => NodeJS.ProcessEnv;
    };
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    assert.match(dockerfile, /RUN DEV_PAGES= npx rspack build --mode production/, 'the image builds without them');
    assert.equal(buildEnv({ devPages: false }).DEV_PAGES, '');
    assert.equal(buildEnv({ devPages: true }).DEV_PAGES, 'true');
    const start = readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
    assert.match(start, /ensureSpaBuilt\(\{ devPages: true \}\)/, 'npm start builds with them (the e2e suite opens /dev/ui)');

    const out = mkdtempSync(path.join(os.tmpdir(), 'cascade-prod-build-'));
    try {
      const build = spawnSync(
        path.join(root, 'node_modules/.bin/rspack'),
        ['build', '--mode', 'production', '--output-path', out],
        { cwd: root, env: { ...buildEnv({ devPages: false }), NODE_ENV: 'production' }, encoding: 'utf8' },
      );
      assert.equal(build.status, 0, build.stderr);
      const text = builtText(out);
      assert.ok(text.includes('Sign in to Cascade'), 'the build holds the app');
      assert.deepEqual(
        DEV_PAGE_TEXTS.filter((t) => text.includes(t)),
        [],
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
