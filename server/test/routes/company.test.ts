import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inviteCompany } from '../../src/services/identity/company-registration.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, GOOD_PASSWORD, me, uniqueEmail } from '../helpers/identity.js';
import { lastMailTo, linkIn } from '../helpers/mail.js';
import { bearer, loginAs } from '../helpers/session.js';

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    company_name: 'Northwind Brokers',
    company_website: 'https://northwind.example',
    email,
    first_name: 'Nora',
    last_name: 'North',
    phone: '+1 555 0111',
    address: '9 Harbour Road',
    password: GOOD_PASSWORD,
    confirm_password: GOOD_PASSWORD,
    ...extra,
  };
}

describe('company registration and details', () => {
  let t: TestApp;
  const register = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `${API}/company/?token=${encodeURIComponent(token)}`, payload: body });
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
  });
  after(() => t.close());

  it('mails a registration link with the token and email, stored only as a hash', async () => {
    const email = uniqueEmail('founder');
    const { link } = await inviteCompany(t.app, email);
    const url = linkIn(await lastMailTo(t.app, email), '/auth/signup-company');
    assert.equal(url.href, link);
    assert.equal(url.origin + url.pathname, `${t.config.publicUrl}/auth/signup-company`);
    assert.equal(url.searchParams.get('email'), email);
    const token = url.searchParams.get('token') ?? '';
    assert.ok(Buffer.from(token, 'base64url').length >= 16, 'at least 128 random bits');
    const rows = await t.app.db
      .selectFrom('company_invitation')
      .select(['token_hash', 'expires_at'])
      .where('email', '=', email)
      .execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.token_hash, token);
    const days = (Date.parse(rows[0]?.expires_at ?? '') - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, 'expires in 7 days');
  });

  it('creates the company and its first admin, signed in, and the link works only once', async () => {
    const email = uniqueEmail('founder');
    const url = new URL((await inviteCompany(t.app, email)).link);
    const token = url.searchParams.get('token') ?? '';
    const response = await register(token, registration(email.toUpperCase()));
    assert.equal(response.statusCode, 201, response.body);
    const user = await me(t.app, response.json());
    assert.equal(user.role, 'admin');
    assert.equal(user.email, email);
    assert.equal(user.company.name, 'Northwind Brokers');
    assert.equal(user.invited_by_id, null);

    const again = await register(token, registration(email));
    assert.equal(again.statusCode, 400);
    assert.match(again.json().detail, /already been used/);
    const looked = await t.app.inject({ method: 'GET', url: `${API}/company/registration/details?token=${token}` });
    assert.equal(looked.statusCode, 400, 'a used link says so before any form');
    assert.equal(looked.json().detail, 'This company registration link has already been used. Sign in instead.');
  });

  it('refuses a tampered token, an expired one, and another email address', async () => {
    const email = uniqueEmail('founder');
    const token = new URL((await inviteCompany(t.app, email)).link).searchParams.get('token') ?? '';
    const details = await t.app.inject({ method: 'GET', url: `${API}/company/registration/details?token=${token}` });
    assert.equal(details.statusCode, 200);
    assert.equal(details.json().email, email);
    const tampered = await register(`${token.slice(0, -2)}xx`, registration(email));
    assert.equal(tampered.statusCode, 400);
    assert.match(tampered.json().detail, /not valid/);

    const other = await register(token, registration(uniqueEmail('intruder')));
    assert.equal(other.statusCode, 400);
    assert.deepEqual(
      other.json().errors.map((e: { field: string }) => e.field),
      ['email'],
    );

    await t.app.db
      .updateTable('company_invitation')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const expired = await register(token, registration(email));
    assert.equal(expired.statusCode, 400);
    assert.match(expired.json().detail, /expired/);
    const companies = await t.app.db.selectFrom('company').select('id').execute();
    assert.equal(companies.length, 2, 'only the demo company and the one registered above exist');
  });

  it('refuses a weak or mismatched password and unknown fields without creating anything', async () => {
    const email = uniqueEmail('founder');
    const token = new URL((await inviteCompany(t.app, email)).link).searchParams.get('token') ?? '';
    const weak = await register(token, registration(email, { password: 'password123', confirm_password: 'password124' }));
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(
      weak.json().errors.map((e: { field: string }) => e.field),
      ['password', 'confirm_password'],
    );
    const unknown = await register(token, registration(email, { role: 'client' }));
    assert.equal(unknown.statusCode, 400);
    const used = await t.app.db
      .selectFrom('company_invitation')
      .select('used_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(used.used_at, null);
    assert.equal((await register(token, registration(email))).statusCode, 201);
  });

  it('shows the company to every member and lets only admins change it', async () => {
    const agent = await loginAs(t.app, 'agent');
    const read = await t.app.inject({ method: 'GET', url: `${API}/company/`, headers: bearer(agent) });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().name, 'Summit Insurance Marketing');
    const denied = await t.app.inject({
      method: 'PATCH',
      url: `${API}/company/`,
      headers: bearer(agent),
      payload: { name: 'Mine' },
    });
    assert.equal(denied.statusCode, 403);

    const admin = await loginAs(t.app, 'admin');
    const changes = {
      name: 'Summit Marketing',
      address: '1 Peak Road',
      phone: '+1 555 0100',
      website: 'https://summit.example',
      email: 'Office@Summit.example',
    };
    const updated = await t.app.inject({ method: 'PATCH', url: `${API}/company/`, headers: bearer(admin), payload: changes });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(
      { ...(updated.json() as object), id: undefined },
      {
        ...changes,
        email: 'office@summit.example',
        id: undefined,
        logo: null,
        material_approval: false,
        material_lifetime_days: null,
        material_retention_years: 3,
      },
    );
    const unknown = await t.app.inject({ method: 'PATCH', url: `${API}/company/`, headers: bearer(admin), payload: { id: 'x' } });
    assert.equal(unknown.statusCode, 400);
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `${API}/company/`,
      headers: bearer(admin),
      payload: { name: '  ' },
    });
    assert.equal(blank.statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/company/` })).statusCode, 401);
  });

  it('accepts a website only as a web address, saying so beside the field, and keeps what was stored', async () => {
    const admin = await loginAs(t.app, 'admin');
    const patch = (website: string) =>
      t.app.inject({ method: 'PATCH', url: `${API}/company/`, headers: bearer(admin), payload: { website } });
    assert.equal((await patch('https://kept.example')).statusCode, 200);
    for (const wrong of ['not a url', 'ftp://files.example', 'https://localhost', 'javascript:alert(1)', 'https://a b.example']) {
      const refused = await patch(wrong);
      assert.equal(refused.statusCode, 400, wrong);
      assert.equal(refused.json().detail, 'Enter the website as an address like https://example.com.');
      assert.deepEqual(refused.json().errors, [
        { field: 'website', message: 'Enter the website as an address like https://example.com.' },
      ]);
    }
    const read = await t.app.inject({ method: 'GET', url: `${API}/company/`, headers: bearer(admin) });
    assert.equal(read.json().website, 'https://kept.example', 'nothing stored changed');
    assert.equal((await patch('www.summit.example/about')).json().website, 'https://www.summit.example/about');
    assert.equal((await patch('')).json().website, null, 'an empty value clears it');
  });
});
