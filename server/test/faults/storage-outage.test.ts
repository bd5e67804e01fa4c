import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3BlobStorage } from '../../src/storage/s3.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, addMember, auth, upload } from '../helpers/content.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

/** The object store goes away and comes back (issue: 500s, leftovers, no start without the store). */
describe('an object-store outage', () => {
  let s3: FakeS3;
  let t: TestApp;
  let env: Record<string, string>;
  let owner: Awaited<ReturnType<typeof addMember>>;

  before(async () => {
    s3 = await startFakeS3();
    env = {
      STORAGE_URL: `s3://${s3.bucket}/outage`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      BLOB_SWEEP_INTERVAL_SECONDS: '3600',
    };
    t = await createTestApp(env);
    owner = await addMember(t.app, 'agent', null);
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  const listed = async (prefix: string) => {
    const client = (t.app.storage as S3BlobStorage).client;
    const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `outage/${prefix}` }));
    const uploads = await client
      .send(new ListMultipartUploadsCommand({ Bucket: s3.bucket, Prefix: `outage/${prefix}` }))
      .catch(() => ({ Uploads: [] }));
    return (objects.KeyCount ?? 0) + (uploads.Uploads?.length ?? 0);
  };

  it('answers uploads and downloads 503 with Retry-After while the store is away; everything else works', async () => {
    const stored = await upload(t.app, owner.token, { name: 'before.pdf', data: randomBytes(1024) });
    assert.equal(stored.statusCode, 201, stored.body);
    const id = stored.json<{ id: string }>().id;
    await s3.stop();
    try {
      const up = await upload(t.app, owner.token, { name: 'during.pdf', data: randomBytes(12 * 1024 * 1024) });
      assert.equal(up.statusCode, 503, up.body);
      assert.equal(up.headers['retry-after'], '5');
      assert.match(up.json<{ detail: string }>().detail, /file storage/);
      const down = await t.app.inject({ method: 'GET', url: `${API}/material/${id}`, headers: auth(owner.token) });
      assert.equal(down.statusCode, 503, down.body);
      assert.equal(down.headers['retry-after'], '5');
      const list = await t.app.inject({ method: 'GET', url: `${API}/content/`, headers: auth(owner.token) });
      assert.equal(list.statusCode, 200, 'lists do not need the store');
      assert.equal(list.json<{ total: number }>().total, 1, 'the failed upload left no material');
      const ready = await t.app.inject({ method: 'GET', url: `${API}/health/ready` });
      assert.equal(ready.statusCode, 200, 'the process stays in the balancer: only files are affected');
    } finally {
      await s3.start();
    }
    const after = await t.app.inject({ method: 'GET', url: `${API}/material/${id}`, headers: auth(owner.token) });
    assert.equal(after.statusCode, 200, 'downloads work again');
  });

  it('removes the temporaries and multipart parts of uploads that failed during the outage at the next sweep', async () => {
    // What the API asks of the store (s3rver itself neither lists nor aborts multipart uploads).
    const sent: Array<{ command: string; input: { Key?: string; UploadId?: string } }> = [];
    (t.app.storage as S3BlobStorage).client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push({ command: context.commandName ?? '', input: args.input as { Key?: string; UploadId?: string } });
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    // The store breaks off in the middle of a multipart upload (parts already stored).
    const big = randomBytes(20 * 1024 * 1024);
    const pending = upload(t.app, owner.token, { name: 'cut.bin', data: big });
    // Until a part is stored (the bound only stops a run where none ever is).
    for (let i = 0; i < 6000 && !sent.some((c) => c.command === 'UploadPartCommand'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await s3.stop();
    const cut = await pending;
    assert.equal(cut.statusCode, 503, cut.body);
    await s3.start();
    const started = sent.filter((c) => c.command === 'UploadPartCommand').map((c) => c.input.UploadId);
    assert.ok(started.length > 0, 'parts were stored before the outage');
    const abortsBefore = sent.filter((c) => c.command === 'AbortMultipartUploadCommand').length;
    await t.app.blobJanitor.sweep();
    const aborted = sent.filter((c) => c.command === 'AbortMultipartUploadCommand').slice(abortsBefore);
    assert.ok(
      aborted.some((c) => c.input.UploadId === started[0]),
      'the interrupted multipart upload is aborted once the store is back',
    );
    assert.equal(await listed('tmp/'), 0, 'no temporary left');
  });

  it('starts while the store is unreachable and sweeps once it is back', async () => {
    await s3.stop();
    let second: TestApp | undefined;
    try {
      second = await createTestApp({ ...env, BLOB_SWEEP_INTERVAL_SECONDS: '1' });
      const ready = await second.app.inject({ method: 'GET', url: `${API}/health/ready` });
      assert.equal(ready.statusCode, 200);
    } finally {
      await s3.start();
      await second?.close();
    }
  });
});
