import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { appendFileSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import type { LocalBlobStorage } from '../../src/storage/local.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, upload } from '../helpers/content.js';
import { baseUrlOf } from '../helpers/realtime.js';
import { loginAs } from '../helpers/session.js';

/** What a client gets for a download: the bytes, or how the body failed. */
async function download(base: string, token: string, id: string) {
  // Far past a prompt answer, far short of the 72 s after which an idle connection is closed.
  const response = await fetch(`${base}${API}/material/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(20_000),
  });
  try {
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), failure: null };
  } catch (error) {
    return { status: response.status, bytes: null, failure: error as Error };
  }
}

/**
 * The database records each file's length; the storage holds its bytes. Where they disagree, the
 * download fails at once — it never leaves the client waiting for bytes that will not come.
 */
describe('a stored file whose bytes do not match its recorded length', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    token = (await loginAs(t.app, 'agent')).access_token;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
  });
  after(() => t.close());

  /** Uploads distinct bytes; answers the material's id and the file that holds them. */
  const stored = async (size: number) => {
    const data = randomBytes(size);
    const response = await upload(t.app, token, { name: 'report.bin', data, type: 'application/octet-stream' });
    assert.equal(response.statusCode, 201, response.body);
    const id = (response.json() as { id: string }).id;
    const row = await t.app.db.selectFrom('material').select('blob_sha256').where('id', '=', id).executeTakeFirstOrThrow();
    const storage = t.app.storage as LocalBlobStorage;
    return { id, data, file: path.join(storage.dir, row.blob_sha256.slice(0, 2), row.blob_sha256) };
  };

  it('downloads whole when they match', async () => {
    const { id, data } = await stored(300_000);
    const answer = await download(base, token, id);
    assert.equal(answer.status, 200);
    assert.ok(answer.bytes?.equals(data), 'the same bytes');
  });

  it('breaks the connection when the bytes end early', async () => {
    const { id, file } = await stored(300_000);
    truncateSync(file, 100_000);
    const answer = await download(base, token, id);
    assert.equal(answer.status, 200, 'the reply had begun');
    assert.ok(answer.failure, 'the body fails');
    assert.equal(answer.failure.name, 'TypeError', `the connection was closed, not timed out: ${answer.failure.name}`);
    assert.match(answer.failure.message, /terminated/);
  });

  it('breaks the connection rather than send more than it declared', async () => {
    const { id, file } = await stored(300_000);
    appendFileSync(file, randomBytes(50_000));
    const answer = await download(base, token, id);
    assert.ok(answer.failure, 'the body fails');
    assert.equal(answer.failure.name, 'TypeError', `the connection was closed, not timed out: ${answer.failure.name}`);
  });

  it('answers 500 with a detail when nothing could be sent yet', async () => {
    const { id, file } = await stored(300_000);
    truncateSync(file, 0);
    const answer = await download(base, token, id);
    assert.equal(answer.status, 500);
    assert.ok(answer.bytes);
  });

  it('keeps serving the files that are whole', async () => {
    const { id, data } = await stored(50_000);
    const answer = await download(base, token, id);
    assert.equal(answer.status, 200);
    assert.ok(answer.bytes?.equals(data));
  });
});
