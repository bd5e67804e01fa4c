import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, filesUnder } from '../../helpers/content.js';
import { startFakeS3, type FakeS3 } from '../../helpers/s3.js';
import { tusClient } from '../../helpers/tus.js';

const MiB = 1024 * 1024;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

for (const backend of ['local', 's3'] as const) {
  describe(`resumable uploads (tus) on the ${backend} store`, () => {
    let t: TestApp;
    let s3: FakeS3 | null = null;
    let m: Awaited<ReturnType<typeof demoMembers>>;
    const data = randomBytes(6 * MiB);
    const first = data.subarray(0, 5 * MiB);
    const rest = data.subarray(5 * MiB);

    before(async () => {
      const env: Record<string, string> = {
        MAX_UPLOAD_BYTES: String(8 * MiB),
        RESUMABLE_UPLOAD_EXPIRY_SECONDS: '3600',
        // A refused request's body is never read here: an injected body has no socket to be read and
        // dropped from after the answer, and the slow-body guard would cut it 20 s later (a busy machine
        // runs this file for longer), in whichever test runs then.
        BODY_TIMEOUT: '3600',
      };
      if (backend === 's3') {
        s3 = await startFakeS3();
        Object.assign(env, {
          STORAGE_URL: `s3://${s3.bucket}/tus`,
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        });
      }
      t = await createTestApp(env);
      await seedDemo(t.app.db);
      m = await demoMembers(t.app);
    });
    after(async () => {
      await t.close();
      await s3?.close();
    });

    const rows = () => t.app.db.selectFrom('resumable_upload').selectAll().execute();
    const materials = (ownerId: string) =>
      t.app.db.selectFrom('material').select(['id', 'blob_sha256', 'title', 'size']).where('owner_id', '=', ownerId).execute();
    const partFiles = () => filesUnder(`${t.config.dataDir}/blobs-uploads`);
    const counted = async (event: string) => {
      const metric = await t.app.metrics.registry.getSingleMetric('cascade_resumable_uploads_total')!.get();
      return metric.values.find((value) => value.labels.event === event)?.value ?? 0;
    };

    it('reports offsets, refuses a wrong one, and makes the material at the last byte', async () => {
      const tus = tusClient(t.app, m.agent.token);
      const before = (await materials(m.agent.id)).length;
      const created = await tus.create(data.length, { filename: 'tour.mp4', filetype: 'video/mp4' });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.headers['tus-resumable'], '1.0.0');
      assert.ok(created.headers['upload-expires']);
      const location = String(created.headers.location);
      assert.match(location, /^\/api\/frontend\/material\/uploads\/[0-9a-f-]{36}$/);
      assert.equal((await tus.head(location)).headers['upload-offset'], '0');
      assert.equal((await tus.patch(location, 1, first)).statusCode, 409);
      const one = await tus.patch(location, 0, first);
      assert.equal(one.statusCode, 204, one.body);
      assert.equal(one.headers['upload-offset'], String(5 * MiB));
      assert.equal(one.headers['material-id'], undefined);
      const head = await tus.head(location);
      assert.equal(head.headers['upload-offset'], String(5 * MiB));
      assert.equal(head.headers['upload-length'], String(data.length));
      const two = await tus.patch(location, 5 * MiB, rest);
      assert.equal(two.statusCode, 204, two.body);
      assert.equal(two.headers['upload-offset'], String(data.length));
      const materialId = String(two.headers['material-id']);
      const made = (await materials(m.agent.id)).find((row) => row.id === materialId);
      assert.ok(made);
      assert.equal(made.blob_sha256, sha(data));
      assert.equal(made.title, 'tour.mp4');
      assert.equal((await materials(m.agent.id)).length, before + 1);
      const download = await t.app.inject({ method: 'GET', url: `${API}/material/${materialId}`, headers: auth(m.agent.token) });
      assert.equal(download.statusCode, 200);
      assert.equal(sha(download.rawPayload), sha(data));
      // Asking again about a finished upload names its material.
      assert.equal((await tus.head(location)).headers['material-id'], materialId);
      if (backend === 'local') assert.deepEqual(partFiles(), []);
    });

    it('resumes on a second app instance (a restart, or another process) from the recorded offset', async () => {
      const tus = tusClient(t.app, m.agent.token);
      const location = String((await tus.create(data.length, { filename: 'resumed.mp4' })).headers.location);
      assert.equal((await tus.patch(location, 0, first)).statusCode, 204);
      const second: FastifyInstance = await buildApp(t.config, { db: t.db, logger: false });
      await second.ready();
      try {
        const other = tusClient(second, m.agent.token);
        const head = await other.head(location);
        assert.equal(head.headers['upload-offset'], String(5 * MiB));
        const done = await other.patch(location, 5 * MiB, rest);
        assert.equal(done.statusCode, 204, done.body);
        // The second instance did not see the first bytes: it hashed the stored upload again.
        const made = (await materials(m.agent.id)).find((row) => row.id === done.headers['material-id']);
        assert.equal(made?.blob_sha256, sha(data));
      } finally {
        await second.close();
      }
    });

    it('refuses before any byte is stored: no token, another member, too large, a bad name, a folder not mine', async () => {
      const stored = (await rows()).length;
      assert.equal((await tusClient(t.app, null).create(10)).statusCode, 401);
      const tooLarge = await tusClient(t.app, m.agent.token).create(8 * MiB + 1);
      assert.equal(tooLarge.statusCode, 413);
      assert.match(JSON.parse(tooLarge.body).detail, /8 MiB/);
      assert.equal((await tusClient(t.app, m.agent.token).create(10, { filename: 'bad\u202Ename.pdf' })).statusCode, 400);
      const folder = await tusClient(t.app, m.agent.token).create(10, {
        filename: 'a.pdf',
        folder_id: '00000000-0000-4000-8000-000000000000',
      });
      assert.equal(folder.statusCode, 404);
      assert.equal((await rows()).length, stored);
      // Someone else's upload: 404 for every verb, and its bytes stay as they were.
      const mine = String((await tusClient(t.app, m.agent.token).create(data.length)).headers.location);
      const client = tusClient(t.app, m.client.token);
      assert.equal((await client.head(mine)).statusCode, 404);
      assert.equal((await client.patch(mine, 0, first)).statusCode, 404);
      assert.equal((await client.terminate(mine)).statusCode, 404);
      assert.equal((await tusClient(t.app, null).patch(mine, 0, first)).statusCode, 401);
      assert.equal((await tusClient(t.app, m.agent.token).head(mine)).headers['upload-offset'], '0');
      if (backend === 'local')
        assert.deepEqual(
          partFiles().map((file) => file.length > 0 && Boolean(file)),
          [true],
        );
      await tusClient(t.app, m.agent.token).terminate(mine);
    });

    for (const stage of ['created', 'part-way', 'after the last byte'] as const) {
      it(`termination ${stage} leaves no row, no material, no stored bytes`, async () => {
        const tus = tusClient(t.app, m.agent.token);
        const before = await materials(m.agent.id);
        const location = String((await tus.create(data.length, { filename: `cancel-${stage}.mp4` })).headers.location);
        if (stage !== 'created') assert.equal((await tus.patch(location, 0, first)).statusCode, 204);
        if (stage === 'after the last byte') {
          const last = await tus.patch(location, 5 * MiB, rest);
          assert.ok(last.headers['material-id']);
        }
        const gone = await tus.terminate(location);
        assert.equal(gone.statusCode, 204, gone.body);
        assert.equal((await tus.head(location)).statusCode, 404);
        assert.deepEqual(await materials(m.agent.id), before);
        assert.equal((await rows()).filter((row) => `${location}`.endsWith(row.id)).length, 0);
        if (backend === 'local') {
          assert.deepEqual(partFiles(), []);
          const blob = await t.app.db.selectFrom('blob').select('sha256').where('sha256', '=', sha(data)).executeTakeFirst();
          // The same bytes were uploaded by earlier tests and are still referenced by those materials.
          assert.ok(blob);
        }
        // s3rver has no AbortMultipartUpload (405): that the store drops the parts of an aborted
        // multipart upload cannot be checked against it; the call is made and its answer tolerated.
      });
    }

    it('expires abandoned uploads: the janitor removes their rows and parts and counts them', async () => {
      const tus = tusClient(t.app, m.agent.token);
      const location = String((await tus.create(data.length, { filename: 'abandoned.mp4' })).headers.location);
      assert.equal((await tus.patch(location, 0, first)).statusCode, 204);
      const id = location.slice(location.lastIndexOf('/') + 1);
      await t.app.db
        .updateTable('resumable_upload')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute();
      assert.equal((await tus.head(location)).statusCode, 410);
      const expiredBefore = await counted('expired');
      const result = await t.app.blobJanitor.sweep();
      assert.equal(result.expiredUploads, 1);
      assert.equal(await counted('expired'), expiredBefore + 1);
      assert.equal((await tus.head(location)).statusCode, 404);
      if (backend === 'local') assert.deepEqual(partFiles(), []);
      assert.ok((await counted('started')) > 0);
      assert.ok((await counted('resumed')) > 0);
      assert.ok((await counted('finished')) > 0);
    });
  });
}
