import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { BlobJanitor, blobKey } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, addMember, auth, upload } from '../helpers/content.js';
import { sleep } from '../helpers/realtime.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const HOUR = 3600_000;
const quiet = { info: () => {}, warn: () => {} };

function backends(): Array<{ name: string; env: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }> }> {
  return [
    { name: 'local directory', env: async () => ({ env: {}, done: async () => {} }) },
    {
      name: 'S3-compatible (s3rver)',
      env: async () => {
        const s3: FakeS3 = await startFakeS3();
        return {
          env: {
            STORAGE_URL: `s3://${s3.bucket}/janitor`,
            S3_ENDPOINT: s3.endpoint,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
          },
          done: () => s3.close(),
        };
      },
    },
  ];
}

for (const backend of backends()) {
  describe(`blob janitor: ${backend.name}`, () => {
    let t: TestApp;
    let done: () => Promise<void>;
    let owner: Awaited<ReturnType<typeof addMember>>;

    before(async () => {
      const made = await backend.env();
      done = made.done;
      // A long interval: the tests sweep themselves, with their own grace periods.
      t = await createTestApp({ ...made.env, BLOB_SWEEP_INTERVAL_SECONDS: '3600' });
      owner = await addMember(t.app, 'agent', null);
    });
    after(async () => {
      await t.close();
      await done();
    });

    const janitor = (graceMs: number) =>
      new BlobJanitor(t.app.db, t.app.storage, { graceMs, tempGraceMs: HOUR, intervalMs: HOUR, log: quiet });
    const uploadBytes = async (data: Buffer) => {
      const response = await upload(t.app, owner.token, { name: 'file.bin', data });
      assert.equal(response.statusCode, 201, response.body);
      return response.json<{ id: string }>().id;
    };
    const remove = async (ids: string[]) => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `${API}/content/delete`,
        headers: auth(owner.token),
        payload: { folder_ids: [], material_ids: ids },
      });
      assert.equal(response.statusCode, 200, response.body);
      // Deleting keeps the record for the company's period; with none, the retention sweep drops it now.
      await t.app.db.updateTable('company').set({ material_retention_years: 0 }).execute();
      await t.app.expirySweeper.sweep(Date.now());
    };
    const row = (sha256: string) =>
      t.app.db.selectFrom('blob').select(['ref_count', 'unreferenced_at']).where('sha256', '=', sha256).executeTakeFirst();
    const age = (sha256s: string[], ms: number) =>
      t.app.db
        .updateTable('blob')
        .set({ unreferenced_at: new Date(Date.now() - ms).toISOString() })
        .where('sha256', 'in', sha256s)
        .execute();

    it('removes a blob whose references went away once the grace period has passed, not before', async () => {
      const data = randomBytes(4096);
      await remove([await uploadBytes(data)]);
      const unreferenced = await row(sha(data));
      assert.equal(unreferenced?.ref_count, 0);
      assert.ok(unreferenced?.unreferenced_at, 'the moment the last reference went is recorded');

      assert.deepEqual(await janitor(HOUR).sweep(), { collected: 0, orphans: 0, expiredUploads: 0 });
      assert.equal(await t.app.storage.exists(blobKey(sha(data))), true, 'kept during the grace period');

      await sleep(1200);
      const result = await janitor(1000).sweep();
      assert.equal(result.collected, 1);
      assert.equal(await t.app.storage.exists(blobKey(sha(data))), false, 'bytes gone');
      assert.equal(await row(sha(data)), undefined, 'row gone');
    });

    it('keeps a blob that a copy or a new upload takes up again within the grace period', async () => {
      const data = randomBytes(4096);
      const first = await uploadBytes(data);
      const copied = await t.app.inject({
        method: 'POST',
        url: `${API}/content/copy/send`,
        headers: auth(owner.token),
        payload: { folder_ids: [], material_ids: [first] },
      });
      assert.equal(copied.statusCode, 200, copied.body);
      assert.equal((await row(sha(data)))?.ref_count, 2, 'the copy is a second reference');
      const both = await t.app.db.selectFrom('material').select('id').where('blob_sha256', '=', sha(data)).execute();
      await remove(both.map((material) => material.id));
      assert.equal((await row(sha(data)))?.ref_count, 0);
      // The same bytes uploaded again before the grace period ends: the blob is referenced again.
      await uploadBytes(data);
      assert.deepEqual(await row(sha(data)), { ref_count: 1, unreferenced_at: null });
      await janitor(0).sweep();
      assert.equal(await t.app.storage.exists(blobKey(sha(data))), true);
    });

    it('never removes bytes that a running upload has just published, with or without an old row', async () => {
      // Bytes whose row went unreferenced long ago, published again by an upload that has not yet
      // written its row; and bytes of a first upload that has no row yet.
      const again = randomBytes(4096);
      await remove([await uploadBytes(again)]);
      await age([sha(again)], 2 * HOUR);
      await t.app.storage.put(Readable.from([again]), { maxBytes: again.length });
      const fresh = randomBytes(4096);
      await t.app.storage.put(Readable.from([fresh]), { maxBytes: fresh.length });

      const result = await janitor(60_000).sweep();
      assert.equal(result.collected, 0);
      assert.equal(await t.app.storage.exists(blobKey(sha(again))), true, 'republished bytes survive');
      assert.equal(await t.app.storage.exists(blobKey(sha(fresh))), true, 'bytes without a row yet survive');
      // Once they are older than the grace period and still without a reference, they go.
      await sleep(1200);
      const later = await janitor(1000).sweep();
      assert.ok(later.collected + later.orphans >= 2);
      assert.equal(await t.app.storage.exists(blobKey(sha(fresh))), false);
    });

    it('two processes collecting at once remove each blob once', async () => {
      const blobs = Array.from({ length: 24 }, () => randomBytes(2048));
      const ids = [];
      for (const data of blobs) ids.push(await uploadBytes(data));
      await remove(ids);
      await sleep(1200);
      const env = {
        ...process.env,
        JANITOR_DB_URL: t.config.databaseUrl,
        JANITOR_DB_SCHEMA: t.db.schema ?? '',
        JANITOR_STORAGE: JSON.stringify(t.config.storage),
        JANITOR_GRACE_MS: '1000',
        JANITOR_START_AT: String(Date.now() + 2500),
      };
      const child = () => run(process.execPath, ['--import', 'tsx', 'test/helpers/janitor-child.ts'], { cwd: serverDir, env });
      const results = await Promise.all([child(), child()]);
      const [one, two] = results.map((r) => JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as { collected: number });
      assert.equal(
        (one?.collected ?? 0) + (two?.collected ?? 0),
        blobs.length,
        `each blob removed once (${one?.collected} + ${two?.collected})`,
      );
      for (const data of blobs) assert.equal(await t.app.storage.exists(blobKey(sha(data))), false);
      const left = await t.app.db.selectFrom('blob').select('sha256').where('sha256', 'in', blobs.map(sha)).execute();
      assert.deepEqual(left, []);
    });
  });
}
