import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, GOOD_PASSWORD, uniqueEmail } from '../../helpers/identity.js';
import { lastMailTo, linkIn, mailsTo, tokenIn } from '../../helpers/mail.js';
import { bearer, login, loginAs, refresh, type Tokens } from '../../helpers/session.js';

describe('password reset and change', () => {
  let t: TestApp;
  let agent: Tokens;
  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: `${API}/user/password/reset/`, payload: { email } });
  const confirm = (token: string, password: string, confirmPassword = password) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/user/password/reset/confirm/`,
      payload: { token, password, confirm_password: confirmPassword },
    });
  const change = (who: Tokens, body: object) =>
    t.app.inject({ method: 'POST', url: `${API}/user/change_password`, headers: bearer(who), payload: body });
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = await loginAs(t.app, 'agent');
  });
  after(() => t.close());

  it('answers the same whether or not the account exists, and mails only an existing one', async () => {
    const email = uniqueEmail('client');
    await addMember(t.app, agent, 'client', email);
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset(uniqueEmail('nobody'));
    assert.equal(known.statusCode, 200);
    assert.deepEqual(unknown.json(), known.json());
    assert.equal(unknown.statusCode, 200);
    const url = linkIn(await lastMailTo(t.app, email), '/auth/password-new');
    assert.equal(url.origin + url.pathname, `${t.config.publicUrl}/auth/password-new`);
    const outbox = await t.app.db.selectFrom('outbox').select('to_address').execute();
    assert.ok(!outbox.some((m) => m.to_address.startsWith('nobody')));
  });

  it('sets the new password once, and ends every session', async () => {
    const email = uniqueEmail('client');
    const session = await addMember(t.app, agent, 'client', email);
    await requestReset(email);
    const token = tokenIn(await lastMailTo(t.app, email), '/auth/password-new');
    const done = await confirm(token, 'a brand new secret');
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await login(t.app, email, 'a brand new secret')).statusCode, 200);
    assert.equal((await login(t.app, email, GOOD_PASSWORD)).statusCode, 400);
    assert.equal((await refresh(t.app, session.refresh_token)).statusCode, 401, 'refresh tokens are revoked');
    const reuse = await confirm(token, 'yet another secret');
    assert.equal(reuse.statusCode, 400);
    assert.match(reuse.json().detail, /not valid any more/);
  });

  it('refuses an expired or unknown token and a weak password', async () => {
    const email = uniqueEmail('client');
    await addMember(t.app, agent, 'client', email);
    await requestReset(email);
    const token = tokenIn(await lastMailTo(t.app, email), '/auth/password-new');
    const weak = await confirm(token, '12345678');
    assert.equal(weak.statusCode, 400);
    assert.deepEqual(
      weak.json().errors.map((e: { field: string }) => e.field),
      ['password'],
    );
    assert.equal((await confirm('made-up', 'a brand new secret')).statusCode, 400);
    const expires = await t.app.db
      .selectFrom('password_reset')
      .select('expires_at')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const minutes = (Date.parse(expires.expires_at) - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, 'expires in one hour');
    await t.app.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    assert.equal((await confirm(token, 'a brand new secret')).statusCode, 400);
  });

  it('changes the password with the current one, ends other sessions and answers fresh tokens', async () => {
    const email = uniqueEmail('client');
    const first = await addMember(t.app, agent, 'client', email);
    const other = (await login(t.app, email, GOOD_PASSWORD)).json();
    const wrong = await change(first, {
      current_password: 'not it at all',
      new_password: 'a changed secret',
      confirm_password: 'a changed secret',
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(
      wrong.json().errors.map((e: { field: string }) => e.field),
      ['current_password'],
    );
    const mismatch = await change(first, {
      current_password: GOOD_PASSWORD,
      new_password: 'a changed secret',
      confirm_password: 'other',
    });
    assert.deepEqual(
      mismatch.json().errors.map((e: { field: string }) => e.field),
      ['confirm_password'],
    );

    const response = await change(first, {
      current_password: GOOD_PASSWORD,
      new_password: 'a changed secret',
      confirm_password: 'a changed secret',
    });
    assert.equal(response.statusCode, 200, response.body);
    const pair = response.json();
    assert.equal(pair.token_type, 'bearer');
    assert.equal((await refresh(t.app, other.refresh_token)).statusCode, 401, 'the other device is signed out');
    assert.equal((await refresh(t.app, first.refresh_token)).statusCode, 401, 'the old family ends too');
    assert.equal((await refresh(t.app, pair.refresh_token)).statusCode, 200, 'this device continues');
    assert.equal((await login(t.app, email, 'a changed secret')).statusCode, 200);
    assert.equal((await mailsTo(t.app, email)).length, 1, 'only the invitation was mailed');
  });

  it('change needs a signed-in member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/user/change_password`,
      payload: { current_password: 'a', new_password: 'b', confirm_password: 'b' },
    });
    assert.equal(response.statusCode, 401);
  });
});
