import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ALREADY_RECEIVED } from '../../src/plugins/request-claims.js';
import { claimRequest } from '../../src/services/request-claims/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, addMember, auth, multipart } from '../helpers/content.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

/** An id as nginx makes them ($request_id: 32 hex digits). */
const proxyId = () => randomBytes(16).toString('hex');

const claims = (t: TestApp) => t.app.db.selectFrom('request_claim').select(['id', 'claimed_at']).execute();
const folderCount = async (t: TestApp, token: string) =>
  (await t.app.inject({ method: 'GET', url: `${API}/content/`, headers: auth(token) })).json<{ total: number }>().total;
const counted = async (t: TestApp, outcome: string) => {
  const metric = await t.app.metrics.registry.getSingleMetric('cascade_request_claims_total')!.get();
  return metric.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
};

describe('request claims (a request the proxy sends twice is done once)', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof addMember>>;
  before(async () => {
    t = await createTestApp();
    owner = await addMember(t.app, 'agent', null);
  });
  after(() => t.close());

  const createFolder = (title: string, id?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/folder/`,
      headers: { ...auth(owner.token), ...(id ? { 'x-request-id': id } : {}) },
      payload: { title },
    });

  it('answers the same request id again with 409 and creates nothing the second time', async () => {
    const id = proxyId();
    const first = await createFolder('Kit', id);
    assert.equal(first.statusCode, 201, first.body);
    const again = await createFolder('Kit', id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json<{ detail: string }>().detail, ALREADY_RECEIVED);
    assert.equal(await folderCount(t, owner.token), 1, 'one folder');
    assert.deepEqual(
      (await claims(t)).map((c) => c.id),
      [id],
    );
    assert.equal(await counted(t, 'claimed'), 1);
    assert.equal(await counted(t, 'duplicate'), 1);
    // Another id is another request.
    assert.equal((await createFolder('Kit', proxyId())).statusCode, 201);
    assert.equal(await folderCount(t, owner.token), 2);
  });

  it('claims nothing without the header, or for a value that is not a proxy id, or for a GET', async () => {
    const before = (await claims(t)).length;
    const folders = await folderCount(t, owner.token);
    for (const id of [undefined, undefined, 'chosen-by-hand', 'chosen-by-hand'])
      assert.equal((await createFolder('Plain', id)).statusCode, 201);
    assert.equal(await folderCount(t, owner.token), folders + 4, 'each request was done: behaviour unchanged');
    const get = proxyId();
    for (let i = 0; i < 2; i++)
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `${API}/content/`, headers: { ...auth(owner.token), 'x-request-id': get } }))
          .statusCode,
        200,
      );
    assert.equal((await claims(t)).length, before);
  });

  it('makes no claim for a request answered 503 while starting: the same request is done when sent again', async () => {
    const id = proxyId();
    const folders = await folderCount(t, owner.token);
    t.app.lifecycle.starting = true;
    try {
      const starting = await createFolder('Later', id);
      assert.equal(starting.statusCode, 503);
      assert.equal(starting.headers['retry-after'], '5');
    } finally {
      t.app.lifecycle.starting = false;
    }
    assert.ok(!(await claims(t)).some((c) => c.id === id), 'not claimed');
    assert.equal((await createFolder('Later', id)).statusCode, 201, 'the request sent again is done');
    assert.equal(await folderCount(t, owner.token), folders + 1);
  });

  it('sweeps claims older than their keeping time and keeps recent ones', async () => {
    const old = proxyId();
    const recent = proxyId();
    assert.equal(await claimRequest(t.app.db, old, new Date(Date.now() - 11 * 60_000)), true);
    assert.equal(await claimRequest(t.app.db, recent, new Date(Date.now() - 9 * 60_000)), true);
    await t.app.requestClaims.sweep();
    const left = (await claims(t)).map((c) => c.id);
    assert.ok(!left.includes(old), 'the old claim is gone');
    assert.ok(left.includes(recent), 'the recent one stays');
  });
});

describe('request claims and load shedding', () => {
  let t: TestApp;
  before(async () => {
    // Every request is past the memory limit: shed as soon as the start-up grace is over.
    t = await createTestApp({ LOAD_SHED_RSS_BYTES: '1' });
  });
  after(() => t.close());

  it('makes no claim for a request shed with 503', async () => {
    const owner = await addMember(t.app, 'agent', null);
    for (let i = 0; i < 100 && !t.app.sheddingLoad(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.ok(t.app.sheddingLoad(), 'shedding');
    const id = proxyId();
    const shed = await t.app.inject({
      method: 'POST',
      url: `${API}/folder/`,
      headers: { ...auth(owner.token), 'x-request-id': id },
      payload: { title: 'Busy' },
    });
    assert.equal(shed.statusCode, 503);
    assert.match(shed.json<{ detail: string }>().detail, /too busy/);
    assert.deepEqual(await claims(t), [], 'nothing claimed: the process nginx tries next may do it');
  });
});

describe('request claims and a backend away', () => {
  let s3: FakeS3;
  let t: TestApp;
  before(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      STORAGE_URL: `s3://${s3.bucket}/claims`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      BLOB_SWEEP_INTERVAL_SECONDS: '3600',
    });
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  it('releases the claim of a request answered 503 after it was claimed', async () => {
    const owner = await addMember(t.app, 'agent', null);
    await s3.stop();
    const id = proxyId();
    for (let attempt = 0; attempt < 2; attempt++) {
      const body = multipart({ name: 'away.pdf', data: randomBytes(2048) });
      const answer = await t.app.inject({
        method: 'POST',
        url: `${API}/material/`,
        headers: { ...body.headers, ...auth(owner.token), 'x-request-id': id },
        payload: body.payload,
      });
      assert.equal(answer.statusCode, 503, 'the same request sent again is handled again, not refused with 409');
      assert.match(answer.json<{ detail: string }>().detail, /file storage/);
    }
    assert.deepEqual(await claims(t), [], 'released');
    assert.equal(await counted(t, 'claimed'), 2);
    assert.equal(await counted(t, 'released'), 2);
  });
});
