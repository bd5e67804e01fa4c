import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createBackup } from '../../src/backup/index.js';
import { createStorage } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { demoMembers, upload } from '../helpers/content.js';
import { signedForm, bearer } from '../helpers/forms.js';

/** Every file and folder under `dir` with its permission bits (the folder itself first). */
function modes(dir: string): { path: string; dir: boolean; mode: number }[] {
  const out = [{ path: dir, dir: true, mode: statSync(dir).mode & 0o777 }];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...modes(full));
    else out.push({ path: full, dir: false, mode: statSync(full).mode & 0o777 });
  }
  return out;
}

const wrong = (dir: string) =>
  modes(dir)
    .filter((entry) => entry.mode !== (entry.dir ? 0o700 : 0o600))
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);

describe('data files are private whatever the umask', () => {
  let t: TestApp;
  let backup: string;
  const startUmask = process.umask(0o022);

  before(async () => {
    // A normal umask, as a shell gives it: files would be 0644 in 0755 folders.
    process.umask(0o022);
    t = await createTestApp({ SEED_DEMO: 'true', SEED_DEMO_CONTENT: 'false' });
    const { seedDemo } = await import('../../src/services/demo/seed.js');
    await seedDemo(t.app.db);
    backup = path.join(mkdtempSync(path.join(os.tmpdir(), 'cascade-modes-')), 'backup');
  });
  after(async () => {
    await t.close();
    rmSync(path.dirname(backup), { recursive: true, force: true });
    process.umask(startUmask);
  });

  it('creates the database files, secrets, blobs, temporaries and the backup 0600 in 0700 folders', async () => {
    const members = await demoMembers(t.app);
    // A small upload (published by the worker thread) and a large one (streamed through a temporary).
    assert.equal((await upload(t.app, members.agent.token, { name: 'small.txt', data: Buffer.from('hello') })).statusCode, 201);
    const large = Buffer.alloc(600 * 1024, 7);
    assert.equal((await upload(t.app, members.agent.token, { name: 'large.bin', data: large })).statusCode, 201);
    await signedForm(t.app, bearer(members.agent.token), bearer(members.client.token), members.client.id);
    await t.app.db.selectFrom('blob').select('sha256').execute();

    const data = modes(t.config.dataDir).map((e) => path.relative(t.config.dataDir, e.path));
    if (!process.env.TEST_DATABASE_URL) {
      assert.ok(data.includes('test.sqlite'), data.join(' '));
      assert.ok(data.includes('test.sqlite-wal') && data.includes('test.sqlite-shm'), 'WAL files exist');
    }
    assert.ok(data.includes('forms-encryption-key') && data.some((p) => p.startsWith('blobs/')), data.join(' '));
    assert.deepEqual(wrong(t.config.dataDir), []);

    const storage = await createStorage(t.config.storage);
    await createBackup(
      { databaseUrl: t.config.databaseUrl, databaseSchema: t.db.schema, dataDir: t.config.dataDir, storage },
      backup,
    );
    assert.ok(modes(backup).length > 3);
    assert.deepEqual(wrong(backup), []);
  });
});

describe('data readable by others is named at start', () => {
  it('logs one JSON warning line naming the paths, and none when the data is private', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-exposed-'));
    mkdirSync(path.join(dir, 'blobs'), { mode: 0o700 });
    writeFileSync(path.join(dir, 'jwt-secret'), 'x', { mode: 0o600 });
    chmodSync(path.join(dir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dir, 'blobs'), 0o755);
    const lines: string[] = [];
    const exposed = await createTestApp({ DATA_DIR: dir, LOG_LEVEL: 'warn' }, undefined, {
      logger: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await exposed.close();
    const warnings = lines.filter((line) => line.includes('readable by other users'));
    assert.equal(warnings.length, 1, lines.join(''));
    const entry = JSON.parse(warnings[0]!);
    assert.equal(entry.level, 40);
    assert.deepEqual([...entry.paths].sort(), [path.join(dir, 'blobs'), path.join(dir, 'jwt-secret')]);
    rmSync(dir, { recursive: true, force: true });

    const quiet: string[] = [];
    const fresh = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, {
      logger: true,
      logStream: { write: (line: string) => void quiet.push(line) },
    });
    await fresh.close();
    assert.deepEqual(
      quiet.filter((line) => line.includes('readable by other users')),
      [],
    );
  });
});
