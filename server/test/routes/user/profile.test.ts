import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, me } from '../../helpers/identity.js';
import { multipart } from '../../helpers/multipart.js';
import { bearer, loginAs, type Tokens } from '../../helpers/session.js';

describe('profile and avatar', () => {
  let t: TestApp;
  let client: Tokens;
  const upload = (data: Buffer, type = 'image/png', field = 'avatar') => {
    const body = multipart({}, [{ field, filename: 'a.png', type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `${API}/user/avatar`,
      headers: { ...bearer(client), ...body.headers },
      payload: body.payload,
    });
  };
  /** The avatars stored (each holding a blob reference), by key. */
  const avatarFiles = async () =>
    (await t.app.db.selectFrom('stored_image').select('key').where('kind', '=', 'avatar').orderBy('key').execute()).map(
      (row) => row.key,
    );
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    client = await loginAs(t.app, 'client');
  });
  after(() => t.close());

  it('updates the profile fields and refuses unknown ones', async () => {
    const changes = {
      first_name: 'Casey',
      last_name: 'Changed',
      phone: '+1 555 0123',
      address: '2 Oak Lane',
      national_producer_number: '99',
      has_security_license: true,
      gender: 'nonbinary',
      state: 'CA',
    };
    const response = await t.app.inject({ method: 'PATCH', url: `${API}/user/`, headers: bearer(client), payload: changes });
    assert.equal(response.statusCode, 200, response.body);
    const user = await me(t.app, client);
    for (const [key, value] of Object.entries(changes)) assert.deepEqual(user[key], value, key);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${API}/user/`,
      headers: bearer(client),
      payload: { state: null, has_security_license: null },
    });
    assert.equal(cleared.json().state, null);
    assert.equal(cleared.json().has_security_license, null);
    for (const payload of [{ email: 'x@y.zz' }, { role: 'admin' }, { first_name: '' }]) {
      const refused = await t.app.inject({ method: 'PATCH', url: `${API}/user/`, headers: bearer(client), payload });
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
    }
    assert.equal((await me(t.app, client)).role, 'client');
  });

  it('stores an uploaded image as a 256×256 WebP under a server-made name and serves it', async () => {
    assert.equal((await me(t.app, client)).avatar, null);
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const response = await upload(png);
    assert.equal(response.statusCode, 200, response.body);
    const url = response.json().avatar as string;
    assert.match(url, new RegExp(`^${t.config.publicUrl}/api/frontend/user/avatar/[0-9a-f-]{36}$`));
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.match(String(served.headers['cache-control']), /immutable/);
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 256, 256]);
    assert.deepEqual(await avatarFiles(), [`${url.split('/').at(-1)}.webp`]);
    assert.equal(existsSync(path.join(t.config.dataDir, 'avatars')), false, 'no file is written beside the blob store');
    const etag = `"${createHash('sha256').update(served.rawPayload).digest('hex')}"`;
    assert.equal(served.headers.etag, etag, 'the ETag is the SHA-256 of the bytes');
    const cached = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { 'if-none-match': etag } });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.rawPayload.length, 0);

    const second = await upload(png);
    const newUrl = second.json().avatar as string;
    assert.notEqual(newUrl, url, 'a new upload gets a new URL');
    assert.equal((await avatarFiles()).length, 1, 'the old image is released');
    assert.equal((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode, 404);
  });

  it('refuses files that are not images (415), too large (413), and a missing file', async () => {
    const before = await avatarFiles();
    assert.equal((await upload(Buffer.from('%PDF-1.4'), 'application/pdf')).statusCode, 415);
    assert.equal((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).statusCode, 415);
    assert.equal((await upload(Buffer.from('garbage bytes'), 'image/png')).statusCode, 415);
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    assert.equal(big.statusCode, 413);
    assert.match(big.json().detail, /larger/);
    const none = multipart({});
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/user/avatar`,
      headers: { ...bearer(client), ...none.headers },
      payload: none.payload,
    });
    assert.equal(missing.statusCode, 400);
    assert.equal((await upload(Buffer.from('x'), 'image/png', 'picture')).statusCode, 400, 'unknown file field');
    assert.deepEqual(await avatarFiles(), before, 'nothing is left behind');
  });

  it("shows a member's photo to those who see them: in their list, their details and the client's upline card", async () => {
    const agent = await loginAs(t.app, 'agent');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const photoInList = async () => {
      const list = await t.app.inject({ method: 'GET', url: `${API}/user-company/?role=client`, headers: bearer(agent) });
      const mine = (await me(t.app, client)) as { email: string };
      return (list.json().items as { email: string; avatar: string | null; id: string }[]).find((m) => m.email === mine.email)!;
    };
    const first = new URL((await upload(png)).json().avatar as string).pathname;
    const listed = await photoInList();
    assert.equal(listed.avatar, first, 'the list carries the photo');
    const served = await t.app.inject({ method: 'GET', url: listed.avatar! });
    assert.equal(served.headers['content-type'], 'image/webp');
    const details = await t.app.inject({ method: 'GET', url: `${API}/user-company/${listed.id}`, headers: bearer(agent) });
    assert.equal(details.json().avatar, first);

    const second = new URL((await upload(png)).json().avatar as string).pathname;
    assert.equal((await photoInList()).avatar, second, 'a new photo shows in the (cached) list at once');

    const agentPhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = multipart({}, [{ field: 'avatar', filename: 'a.png', type: 'image/png', data: agentPhoto }]);
    const agentUpload = await t.app.inject({
      method: 'POST',
      url: `${API}/user/avatar`,
      headers: { ...bearer(agent), ...body.headers },
      payload: body.payload,
    });
    const card = await t.app.inject({ method: 'GET', url: `${API}/user-company/invited-by/details`, headers: bearer(client) });
    assert.equal(card.json().avatar, new URL(agentUpload.json().avatar as string).pathname);
  });

  it('answers 404 for an unknown avatar and 400 for a malformed id', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/user/avatar/${crypto.randomUUID()}` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/user/avatar/..%2Fjwt-secret` })).statusCode, 400);
  });
});
