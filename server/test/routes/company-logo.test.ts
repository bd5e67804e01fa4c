import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { inviteCompany } from '../../src/services/identity/company-registration.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, GOOD_PASSWORD, me, uniqueEmail } from '../helpers/identity.js';
import { multipart } from '../helpers/multipart.js';
import { bearer, loginAs, type Tokens } from '../helpers/session.js';

const png = (width: number, height: number, background = '#0a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('company logo', () => {
  let t: TestApp;
  let admin: Tokens;
  const upload = (tokens: Tokens, data: Buffer, type = 'image/png', field = 'logo') => {
    const body = multipart({}, [{ field, filename: 'logo.png', type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `${API}/company/logo`,
      headers: { ...bearer(tokens), ...body.headers },
      payload: body.payload,
    });
  };
  const remove = (tokens: Tokens) => t.app.inject({ method: 'DELETE', url: `${API}/company/logo`, headers: bearer(tokens) });
  const company = async (tokens: Tokens) =>
    (await t.app.inject({ method: 'GET', url: `${API}/company/`, headers: bearer(tokens) })).json();
  const served = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  /** The logos stored (each holding a blob reference), by key. */
  const logoFiles = async () =>
    (await t.app.db.selectFrom('stored_image').select('key').where('kind', '=', 'logo').orderBy('key').execute()).map(
      (row) => row.key,
    );
  const fileOf = (url: string) => `${url.split('/').at(-1)}.webp`;

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    admin = await loginAs(t.app, 'admin');
  });
  after(() => t.close());

  it('starts without a logo', async () => {
    assert.equal((await company(admin)).logo, null);
    assert.equal((await me(t.app, admin)).company.logo, null);
  });

  it('stores an admin’s upload as a WebP within 512×512 with its aspect ratio, served publicly and immutably', async () => {
    const response = await upload(admin, await png(1200, 300));
    assert.equal(response.statusCode, 200, response.body);
    const url = response.json().logo as string;
    assert.match(url, new RegExp(`^${t.config.publicUrl}/api/frontend/company/logo/[0-9a-f-]{36}$`));
    assert.equal(response.json().name, 'Summit Insurance Marketing', 'answers the whole company');

    const image = await served(url);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    assert.match(String(image.headers['cache-control']), /public.*immutable/);
    const meta = await sharp(image.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 512, 128]);
    assert.deepEqual(await logoFiles(), [fileOf(url)]);

    assert.equal((await company(admin)).logo, url, 'GET /company/ carries the URL');
    const marketer = await loginAs(t.app, 'marketer');
    assert.equal((await company(marketer)).logo, url, 'every member reads it');
    assert.equal((await me(t.app, marketer)).company.logo, url, 'the current user carries it for the app shell');
  });

  it('never enlarges a small logo and keeps transparency', async () => {
    const small = await sharp({ create: { width: 120, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const response = await upload(admin, small);
    assert.equal(response.statusCode, 200, response.body);
    const meta = await sharp((await served(response.json().logo)).rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height, meta.hasAlpha], [120, 40, true]);
  });

  it('gives every upload a new URL and releases the replaced image to the blob janitor', async () => {
    const first = (await upload(admin, await png(300, 600))).json().logo as string;
    const firstBytes = (await served(first)).rawPayload;
    const second = await upload(admin, await png(300, 600, '#f80'));
    assert.equal(second.statusCode, 200, second.body);
    const url = second.json().logo as string;
    assert.notEqual(url, first);
    assert.deepEqual(await logoFiles(), [fileOf(url)], 'only the current logo is stored');
    assert.equal((await served(first)).statusCode, 404);
    const released = await t.app.db
      .selectFrom('blob')
      .select(['ref_count', 'unreferenced_at'])
      .where('sha256', '=', createHash('sha256').update(firstBytes).digest('hex'))
      .executeTakeFirstOrThrow();
    assert.equal(released.ref_count, 0, 'the replaced logo gave its reference back');
    assert.ok(released.unreferenced_at, 'the janitor’s grace period runs from now');
    const meta = await sharp((await served(url)).rawPayload).metadata();
    assert.deepEqual([meta.width, meta.height], [256, 512]);
  });

  it('leaves exactly the current file when uploads race', async () => {
    const images = await Promise.all(['#111', '#222', '#333', '#444'].map((colour) => png(80, 40, colour)));
    const responses = await Promise.all(images.map((image) => upload(admin, image)));
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      [200, 200, 200, 200],
    );
    assert.deepEqual(await logoFiles(), [fileOf((await company(admin)).logo)]);
  });

  it('refuses members who are not admins with 403, reading nothing and changing nothing', async () => {
    const before = await company(admin);
    const files = await logoFiles();
    for (const role of ['marketer', 'agent', 'client'] as const) {
      const member = await loginAs(t.app, role);
      const uploaded = await upload(member, await png(64, 64));
      assert.equal(uploaded.statusCode, 403, role);
      assert.equal(uploaded.json().detail, 'Only admins can change the company logo.');
      const removed = await remove(member);
      assert.equal(removed.statusCode, 403, role);
      assert.equal(removed.json().detail, 'Only admins can remove the company logo.');
    }
    assert.deepEqual(await company(admin), before);
    assert.deepEqual(await logoFiles(), files);
  });

  it('refuses files that are not images (415), too large (413), a missing file and an unknown field (400), changing nothing', async () => {
    const before = await company(admin);
    const files = await logoFiles();
    const pdf = await upload(admin, Buffer.from('%PDF-1.4'), 'application/pdf');
    assert.equal(pdf.statusCode, 415);
    assert.match(pdf.json().detail, /^The logo must be an image/);
    const svg = await upload(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    assert.equal(svg.statusCode, 415);
    assert.match(svg.json().detail, /^SVG logos are not accepted\. Export the logo as a PNG/);
    assert.equal(
      (await upload(admin, Buffer.from('garbage bytes'), 'image/png')).statusCode,
      415,
      'a file that only claims to be an image',
    );
    const big = await upload(admin, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().detail, 'The logo is larger than 5 MB. Choose a smaller image.');
    const none = multipart({});
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/company/logo`,
      headers: { ...bearer(admin), ...none.headers },
      payload: none.payload,
    });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(
      missing.json().errors.map((e: { field: string }) => e.field),
      ['logo'],
    );
    const empty = await upload(admin, Buffer.alloc(0));
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().detail, 'Choose an image file for the logo.');
    assert.equal((await upload(admin, await png(64, 64), 'image/png', 'avatar')).statusCode, 400, 'unknown file field');
    assert.deepEqual(await company(admin), before);
    assert.deepEqual(await logoFiles(), files, 'nothing is left behind');
  });

  it('removes the logo and its image; removing again is harmless', async () => {
    const url = (await upload(admin, await png(200, 100))).json().logo as string;
    const removed = await remove(admin);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().logo, null);
    assert.equal((await company(admin)).logo, null);
    assert.equal((await me(t.app, admin)).company.logo, null);
    assert.deepEqual(await logoFiles(), []);
    assert.equal((await served(url)).statusCode, 404);
    const again = await remove(admin);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().logo, null);
  });

  it('changes only the signed-in member’s company', async () => {
    const email = uniqueEmail('founder');
    const token = new URL((await inviteCompany(t.app, email)).link).searchParams.get('token') ?? '';
    const registration = {
      company_name: 'Other Co',
      email,
      first_name: 'Olga',
      last_name: 'Other',
      phone: '+1 555 0177',
      address: '7 Side Street',
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
    };
    const registered = await t.app.inject({
      method: 'POST',
      url: `${API}/company/?token=${encodeURIComponent(token)}`,
      payload: registration,
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const otherAdmin: Tokens = registered.json();
    const theirs = (await upload(otherAdmin, await png(100, 100))).json();
    assert.equal(theirs.name, 'Other Co');
    assert.match(theirs.logo, /\/company\/logo\//);
    assert.equal((await company(admin)).logo, null, 'the demo company is untouched');
    await remove(admin);
    assert.equal((await company(otherAdmin)).logo, theirs.logo, 'and removing ours leaves theirs');
  });

  it('asks for sign-in, answers 404 for an unknown logo and 400 for a malformed id', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: `${API}/company/logo` })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${API}/company/logo` })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/company/logo/${crypto.randomUUID()}` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/company/logo/..%2Fjwt-secret` })).statusCode, 400);
  });
});
