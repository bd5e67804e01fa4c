import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
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
  const avatarFiles = () => readdirSync(path.join(t.config.dataDir, 'avatars'));
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
    assert.deepEqual(avatarFiles(), [`${url.split('/').at(-1)}.webp`]);

    const second = await upload(png);
    const newUrl = second.json().avatar as string;
    assert.notEqual(newUrl, url, 'a new upload gets a new URL');
    assert.equal(avatarFiles().length, 1, 'the old file is removed');
    assert.equal((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode, 404);
  });

  it('refuses files that are not images (415), too large (413), and a missing file', async () => {
    const before = avatarFiles();
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
    assert.deepEqual(avatarFiles(), before, 'nothing is left behind');
  });

  it('answers 404 for an unknown avatar and 400 for a malformed id', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/user/avatar/${crypto.randomUUID()}` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/user/avatar/..%2Fjwt-secret` })).statusCode, 400);
  });
});
