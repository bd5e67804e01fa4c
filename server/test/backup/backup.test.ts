import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createBackup, restoreBackup } from '../../src/backup/index.js';
import { connect } from '../../src/db/connect.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers } from '../helpers/content.js';
import { baseUrlOf } from '../helpers/realtime.js';
import { startFakeS3 } from '../helpers/s3.js';
import { backupRows, databaseRows, emptyTarget, httpUpload, sha256, siteOf } from './harness.js';

const WORKERS = 4;

describe('backup and restore', () => {
  let t: TestApp;
  let base: string;
  let agent: string;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-backup-'));
    folders.push(dir);
    return path.join(dir, 'backup');
  };

  before(async () => {
    // A busy shared machine must not make the source shed its load mid-test.
    t = await createTestApp();
    await seedDemo(t.app.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
    agent = (await demoMembers(t.app)).agent.token;
  });
  after(async () => {
    await t.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a backup taken while uploads run restores every material byte for byte and every row', async () => {
    // Acknowledged uploads: material id → SHA-256 of what was sent, and when the answer came.
    const sent = new Map<string, { sha: string; at: number }>();
    let stop = false;
    let backupStarted = Infinity;
    let backupEnded = Infinity;
    const inFlightAtSnapshot: number[] = [];
    let inFlight = 0;
    const worker = async () => {
      while (!stop) {
        const data = randomBytes(16_384 + Math.floor(Math.random() * 49_152));
        inFlight += 1;
        const id = await httpUpload(base, agent, data).finally(() => (inFlight -= 1));
        sent.set(id, { sha: sha256(data), at: performance.now() });
      }
    };
    const waitFor = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const workers = Array.from({ length: WORKERS }, worker);
    await waitFor(() => sent.size >= 12);

    const dir = folder();
    backupStarted = performance.now();
    inFlightAtSnapshot.push(inFlight);
    const { manifest } = await createBackup(await siteOf(t), dir);
    backupEnded = performance.now();
    const atEnd = sent.size;
    await waitFor(() => sent.size >= atEnd + 8);
    stop = true;
    await Promise.all(workers);

    assert.ok(inFlightAtSnapshot[0]! > 0, 'uploads were running when the backup began');
    const saved = backupRows(dir, manifest);
    const savedMaterials = new Map(
      saved.material!.map((line) => JSON.parse(line) as { id: string; blob_sha256: string }).map((m) => [m.id, m.blob_sha256]),
    );
    const before = [...sent].filter(([, s]) => s.at < backupStarted).map(([id]) => id);
    const later = [...sent].filter(([, s]) => s.at > backupEnded).map(([id]) => id);
    for (const id of before) assert.ok(savedMaterials.has(id), `upload ${id} acknowledged before the backup is in it`);
    for (const id of later) assert.ok(!savedMaterials.has(id), `upload ${id} acknowledged after the backup is not in it`);
    assert.ok(later.length >= 8);
    // The snapshot refers to exactly the blobs copied, each with its SHA-256.
    const blobShas = new Set(manifest.blobs.map((b) => b.sha256));
    for (const sha of savedMaterials.values()) assert.ok(blobShas.has(sha));
    assert.equal(manifest.tables.material, savedMaterials.size);
    assert.ok(manifest.tables.intake_form_template! > 0 && manifest.tables.users === 4);

    const target = await emptyTarget();
    try {
      const summary = await restoreBackup(dir, await target.site());
      assert.equal(summary.manifest.blobs.length, manifest.blobs.length);

      // Every row of the snapshot is back, unchanged.
      const check = connect(target.env.DATABASE_URL!, { schema: target.schema });
      const restoredRows = await databaseRows(check, Object.keys(manifest.tables));
      await check.close();
      for (const table of Object.keys(manifest.tables)) assert.deepEqual(restoredRows[table], saved[table], `rows of ${table}`);

      // Every material downloads with the SHA-256 of the bytes that were uploaded.
      const restored = await target.start();
      for (const [id, blobSha] of savedMaterials) {
        const response = await restored.app.inject({ method: 'GET', url: `${API}/material/${id}`, headers: auth(agent) });
        assert.equal(response.statusCode, 200, `material ${id}`);
        assert.equal(sha256(response.rawPayload), blobSha);
        assert.equal(blobSha, sent.get(id)?.sha ?? blobSha);
      }
      assert.ok(savedMaterials.size >= 12);
    } finally {
      await target.close();
    }
  });

  it('fails naming a blob missing from the backup or damaged in it, and restores nothing', async () => {
    for (let i = 0; i < 3; i++) await httpUpload(base, agent, randomBytes(1000 + i));
    const dir = folder();
    const { manifest } = await createBackup(await siteOf(t), dir);
    const [gone, damaged] = manifest.blobs;
    rmSync(path.join(dir, 'blobs', gone!.sha256));
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, 'blobs', damaged!.sha256), randomBytes(damaged!.size));

    const target = await emptyTarget();
    try {
      await assert.rejects(restoreBackup(dir, await target.site()), (error: Error) => {
        assert.equal(error.name, 'BackupError');
        assert.match(error.message, new RegExp(`1 blob\\(s\\) missing from .*: ${gone!.sha256}`));
        assert.match(error.message, new RegExp(`1 blob\\(s\\) whose bytes do not match their SHA-256: ${damaged!.sha256}`));
        assert.match(error.message, /nothing was restored/);
        return true;
      });
      // Nothing was written: the same target takes a good backup afterwards.
      const good = folder();
      await createBackup(await siteOf(t), good);
      await restoreBackup(good, await target.site());
    } finally {
      await target.close();
    }
  });

  it('refuses to restore over data, and to back up into a folder that is not empty', async () => {
    const dir = folder();
    await createBackup(await siteOf(t), dir);
    await assert.rejects(restoreBackup(dir, await siteOf(t)), /not empty|already has \d+ table/);
    await assert.rejects(createBackup(await siteOf(t), dir), /is not empty: give a new folder/);
    await assert.rejects(restoreBackup(path.dirname(dir), await siteOf(t)), /manifest\.json is missing/);
  });

  it('restores into an S3 bucket, which then serves every file and backs up the same blobs', async () => {
    const dir = folder();
    const { manifest } = await createBackup(await siteOf(t), dir);
    const s3 = await startFakeS3();
    const target = await emptyTarget({
      STORAGE_URL: `s3://${s3.bucket}/restored`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    try {
      await restoreBackup(dir, await target.site());
      const saved = backupRows(dir, manifest);
      const restored = await target.start();
      for (const line of saved.material!) {
        const material = JSON.parse(line) as { id: string; blob_sha256: string };
        const response = await restored.app.inject({
          method: 'GET',
          url: `${API}/material/${material.id}`,
          headers: auth(agent),
        });
        assert.equal(response.statusCode, 200);
        assert.equal(sha256(response.rawPayload), material.blob_sha256);
      }
      const again = await createBackup(await target.site(), folder());
      assert.deepEqual(again.manifest.blobs, manifest.blobs);
      await assert.rejects(restoreBackup(dir, await target.site()), /not empty|already has \d+ table/);
    } finally {
      await target.close();
      await s3.close();
    }
  });
});
