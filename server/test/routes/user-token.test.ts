import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, login, loginAs, refresh } from '../helpers/session.js';

describe('sign-in and tokens', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
  });
  after(() => t.close());

  it('signs in with form fields username and password', async () => {
    const response = await login(t.app, demoEmail('admin'), DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.token_type, 'bearer');
    assert.match(body.access_token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(body.refresh_token.length >= 43, 'refresh token carries at least 256 bits');
  });

  it('accepts the email in any case', async () => {
    const response = await login(t.app, demoEmail('agent').toUpperCase(), DEMO_PASSWORD);
    assert.equal(response.statusCode, 200);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await login(t.app, demoEmail('admin'), 'not-the-password');
    const unknown = await login(t.app, 'nobody@example.com', 'not-the-password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(wrong.json(), unknown.json());
    assert.equal(wrong.json().detail, 'The email or password is incorrect.');
  });

  it('refuses a missing field with a detail that names it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/user/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40b.c',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().detail, /password is required/);
    assert.deepEqual(response.json().errors, [{ field: 'password', message: 'is required' }]);
  });

  it('refuses unknown fields in a body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/user/token/refresh',
      payload: { refresh_token: 'x', token_type: 'bearer', role: 'admin' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [{ field: 'role', message: 'is not a field this request accepts' }]);
  });

  it('returns the current user for a bearer token, with role and company', async () => {
    const tokens = await loginAs(t.app, 'marketer');
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer(tokens) });
    assert.equal(response.statusCode, 200);
    const user = response.json();
    assert.equal(user.email, demoEmail('marketer'));
    assert.equal(user.role, 'marketer');
    assert.equal(user.company.name, 'Summit Insurance Marketing');
    assert.equal(user.password_hash, undefined);
  });

  it('answers 401 without a token, with a malformed one, and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/frontend/user/' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.headers['www-authenticate'], 'Bearer');
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/user/',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    assert.equal(garbage.statusCode, 401);

    const tokens = await loginAs(t.app, 'admin');
    const me = (await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer(tokens) })).json();
    const expired = await new SignJWT({ uid: me.id, cid: me.company.id, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.membership_id)
      .setIssuer('cascade')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/user/',
      headers: { authorization: `Bearer ${expired}` },
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().detail, 'Your session has expired. Please sign in again.');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ uid: 'u', cid: 'c', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('m')
      .setIssuer('cascade')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/user/',
      headers: { authorization: `Bearer ${forged}` },
    });
    assert.equal(response.statusCode, 401);
  });

  it('rotates the refresh token on every use', async () => {
    const first = await loginAs(t.app, 'agent');
    const second = await refresh(t.app, first.refresh_token);
    assert.equal(second.statusCode, 200);
    const pair = second.json();
    assert.notEqual(pair.refresh_token, first.refresh_token);
    assert.equal(pair.token_type, 'bearer');
    const me = await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer(pair) });
    assert.equal(me.statusCode, 200);
    const third = await refresh(t.app, pair.refresh_token);
    assert.equal(third.statusCode, 200);
  });

  it('answers a reused refresh token with 401 and revokes its whole family', async () => {
    const first = await loginAs(t.app, 'client');
    const rotated = (await refresh(t.app, first.refresh_token)).json();
    const reuse = await refresh(t.app, first.refresh_token);
    assert.equal(reuse.statusCode, 401);
    const afterTheft = await refresh(t.app, rotated.refresh_token);
    assert.equal(afterTheft.statusCode, 401, 'the newest token of the family is revoked too');

    const otherSession = await loginAs(t.app, 'client');
    assert.equal((await refresh(t.app, otherSession.refresh_token)).statusCode, 200, 'other sessions are not touched');
  });

  it('lets only one of two simultaneous uses of a refresh token win', async () => {
    const first = await loginAs(t.app, 'marketer');
    const results = await Promise.all([refresh(t.app, first.refresh_token), refresh(t.app, first.refresh_token)]);
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [200, 401]);
  });

  it('answers an unknown refresh token with 401', async () => {
    const response = await refresh(t.app, 'no-such-token');
    assert.equal(response.statusCode, 401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const tokens = await loginAs(t.app, 'admin');
    const rows = await t.app.db.selectFrom('refresh_token').select('token_hash').execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.token_hash !== tokens.refresh_token && /^[0-9a-f]{64}$/.test(row.token_hash)));
  });

  it('stops every token of an archived membership at once', async () => {
    const tokens = await loginAs(t.app, 'client');
    const me = (await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer(tokens) })).json();
    await t.app.db
      .updateTable('user_company')
      .set({ status: 'archived', archived_at: new Date().toISOString() })
      .where('id', '=', me.membership_id)
      .execute();
    try {
      const told = `Your access to ${me.company.name} was archived. Ask the person who invited you to restore it.`;
      const access = await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer(tokens) });
      assert.equal(access.statusCode, 401);
      assert.equal(access.json().detail, told, 'the next click says why');
      assert.equal((await refresh(t.app, tokens.refresh_token)).statusCode, 401);
      const signIn = await login(t.app, demoEmail('client'), DEMO_PASSWORD);
      assert.equal(signIn.statusCode, 403);
      assert.equal(signIn.json().detail, told);
    } finally {
      await t.app.db
        .updateTable('user_company')
        .set({ status: 'active', archived_at: null })
        .where('id', '=', me.membership_id)
        .execute();
    }
  });
});
