import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { demoMembers, upload } from '../helpers/content.js';
import { emptyTarget, JWT_SECRET } from './harness.js';

const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

describe('backup and restore from the command line', () => {
  let t: TestApp;
  let dir: string;
  before(async () => {
    // A busy shared machine must not make the source shed its load mid-test.
    t = await createTestApp();
    await seedDemo(t.app.db);
    const { agent } = await demoMembers(t.app);
    for (let i = 0; i < 3; i++)
      assert.equal((await upload(t.app, agent.token, { name: `${i}.pdf`, data: randomBytes(2000 + i) })).statusCode, 201);
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-backup-cli-'));
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up, then refuses a backup with a blob missing and names it', async () => {
    const sourceEnv = {
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl,
      DATABASE_SCHEMA: t.db.schema ?? '',
      JWT_SECRET,
      INIT_CWD: '',
    };
    const folder = path.join(dir, 'nightly');
    const made = await cli(['backup', folder], sourceEnv);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, new RegExp(`Backup written to ${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(format 1\\)`));
    assert.match(made.stdout, /blobs: 3 \(6,003 bytes\)/);

    const gone = (await t.app.db.selectFrom('blob').select('sha256').orderBy('sha256').executeTakeFirstOrThrow()).sha256;
    rmSync(path.join(folder, 'blobs', gone));
    const target = await emptyTarget();
    try {
      const refused = await cli(['restore', folder], target.env);
      assert.equal(refused.status, 1);
      assert.match(refused.stderr, new RegExp(`1 blob\\(s\\) missing from ${folder}/blobs: ${gone}\\.`));
      const again = await cli(['backup', folder], sourceEnv);
      assert.equal(again.status, 1);
      assert.match(again.stderr, /is not empty: give a new folder for each backup/);
    } finally {
      await target.close();
    }
  });
});
