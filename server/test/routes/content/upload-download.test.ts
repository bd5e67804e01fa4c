import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, filesUnder, upload } from '../../helpers/content.js';

describe('uploading and downloading materials', () => {
  let t: TestApp;
  let agent: { id: string; token: string };
  let blobDir: string;
  const MAX = 64 * 1024;
  before(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: String(MAX) });
    await seedDemo(t.app.db);
    agent = (await demoMembers(t.app)).agent;
    blobDir = `${t.config.dataDir}/blobs`;
  });
  after(() => t.close());

  it('stores an upload under its SHA-256 and lists it', async () => {
    const data = randomBytes(5000);
    const response = await upload(t.app, agent.token, { name: 'brochure.pdf', data });
    assert.equal(response.statusCode, 201, response.body);
    const item = response.json();
    assert.equal(item.type, 'material');
    assert.equal(item.title, 'brochure.pdf');
    assert.equal(item.size, 5000);
    assert.equal(item.content_type, 'application/pdf');
    const details = await t.app.inject({ url: `${API}/material/${item.id}/details`, headers: auth(agent.token) });
    assert.equal(details.json().sha256, createHash('sha256').update(data).digest('hex'));
    const list = await t.app.inject({ url: `${API}/content/`, headers: auth(agent.token) });
    assert.equal(list.json().total, 1);
  });

  it('uploads into a folder given before the file part, and refuses a folder that is not mine', async () => {
    const folder = await t.app.inject({ method: 'POST', url: `${API}/folder/`, headers: auth(agent.token), payload: { title: 'Guides' } });
    const inFolder = await upload(t.app, agent.token, { name: 'a.txt', data: Buffer.from('a'), type: 'text/plain' }, { folder_id: folder.json().id });
    assert.equal(inFolder.json().folder_id, folder.json().id);
    const before = filesUnder(blobDir).length;
    const foreign = await upload(t.app, agent.token, { name: 'b.txt', data: Buffer.from('bbb') }, { folder_id: '00000000-0000-0000-0000-000000000000' });
    assert.equal(foreign.statusCode, 404);
    assert.equal(filesUnder(blobDir).length, before);
  });

  it('accepts exactly the limit and answers 413 one byte over, leaving nothing behind', async () => {
    const ok = await upload(t.app, agent.token, { name: 'max.bin', data: randomBytes(MAX) });
    assert.equal(ok.statusCode, 201);
    const blobs = filesUnder(blobDir).length;
    const rows = await t.app.db.selectFrom('material').select('id').execute();
    const over = await upload(t.app, agent.token, { name: 'over.bin', data: randomBytes(MAX + 1) });
    assert.equal(over.statusCode, 413);
    assert.match(over.json().detail, /larger than/);
    assert.equal(filesUnder(blobDir).length, blobs);
    assert.deepEqual(filesUnder(`${blobDir}-tmp`), []);
    assert.equal((await t.app.db.selectFrom('material').select('id').execute()).length, rows.length);
    assert.equal((await t.app.db.selectFrom('blob').select('sha256').execute()).length, blobs);
  });

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({ method: 'POST', url: `${API}/material/`, headers: auth(agent.token), payload: {} });
    assert.equal(response.statusCode, 415);
  });

  it('keeps dangerous names harmless in storage and in Content-Disposition', async () => {
    const names = ['../../etc/passwd', 'evil\u0000name.pdf', 'say "hi".pdf', 'line\r\nbreak.pdf', 'Résumé – 東京.pdf'];
    for (const name of names) {
      const response = await upload(t.app, agent.token, { name, data: randomBytes(10) });
      assert.equal(response.statusCode, 201, response.body);
      const { id, title } = response.json();
      assert.ok(!title.includes('/') && !title.includes('\u0000') && !/[\r\n]/.test(title), title);
      const file = await t.app.inject({ url: `${API}/material/${id}`, headers: auth(agent.token) });
      const disposition = String(file.headers['content-disposition']);
      assert.match(disposition, /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%!._~-]*$/);
      // eslint-disable-next-line no-control-regex -- the header must carry no NUL
      assert.ok(!/[\r\n\u0000]/.test(disposition));
      const exact = decodeURIComponent(disposition.split("UTF-8''")[1]!);
      assert.equal(exact, title);
    }
    const titles = (await t.app.inject({ url: `${API}/content/?size=100`, headers: auth(agent.token) })).json().items.map((i: { title: string }) => i.title);
    assert.ok(titles.includes('passwd'));
    assert.ok(titles.includes('evilname.pdf'));
    assert.ok(titles.includes('say "hi".pdf'));
    assert.ok(titles.includes('linebreak.pdf'));
    assert.ok(titles.includes('Résumé – 東京.pdf'));
    for (const file of filesUnder(blobDir)) assert.match(file, /\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
  });

  it('serves the bytes with ETag, 304, ranges and 416', async () => {
    const data = randomBytes(1000);
    const { id } = (await upload(t.app, agent.token, { name: 'r.bin', data, type: 'text/html' })).json();
    const full = await t.app.inject({ url: `${API}/material/${id}`, headers: auth(agent.token) });
    assert.equal(full.statusCode, 200);
    assert.ok(full.rawPayload.equals(data));
    assert.equal(full.headers['x-content-type-options'], 'nosniff');
    assert.equal(full.headers['accept-ranges'], 'bytes');
    const etag = String(full.headers.etag);
    assert.equal(etag, `"${createHash('sha256').update(data).digest('hex')}"`);
    const cached = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), 'if-none-match': etag } });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.rawPayload.length, 0);
    const part = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), range: 'bytes=100-199' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], 'bytes 100-199/1000');
    assert.ok(part.rawPayload.equals(data.subarray(100, 200)));
    const suffix = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), range: 'bytes=-10' } });
    assert.ok(suffix.rawPayload.equals(data.subarray(990)));
    const open = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), range: 'bytes=995-' } });
    assert.equal(open.headers['content-range'], 'bytes 995-999/1000');
    for (const bad of ['bytes=1000-', 'bytes=500-100', 'bytes=abc']) {
      const response = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), range: bad } });
      assert.equal(response.statusCode, 416, bad);
      assert.equal(response.headers['content-range'], 'bytes */1000');
    }
  });

  it("answers 404 for someone else's material", async () => {
    const { id } = (await upload(t.app, agent.token, { name: 'mine.pdf', data: randomBytes(10) })).json();
    const client = (await demoMembers(t.app)).client;
    for (const url of [`${API}/material/${id}`, `${API}/material/${id}/details`]) {
      const response = await t.app.inject({ url, headers: auth(client.token) });
      assert.equal(response.statusCode, 404);
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `${API}/material/${id}`, headers: auth(client.token), payload: { title: 'x' } });
    assert.equal(patch.statusCode, 404);
  });
});
