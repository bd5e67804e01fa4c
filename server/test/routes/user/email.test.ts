import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoEmail, seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, GOOD_PASSWORD, me, uniqueEmail } from '../../helpers/identity.js';
import { lastMailTo, linkIn, mailsTo, tokenIn } from '../../helpers/mail.js';
import { bearer, login, loginAs, type Tokens } from '../../helpers/session.js';

describe('email change', () => {
  let t: TestApp;
  let agent: Tokens;
  const ask = (who: Tokens, newEmail: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/user/email/change/confirm?${new URLSearchParams({ new_email: newEmail, password })}`,
      headers: bearer(who),
    });
  const apply = (token: string) =>
    t.app.inject({ method: 'POST', url: `${API}/user/email/change?token=${encodeURIComponent(token)}` });
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = await loginAs(t.app, 'agent');
  });
  after(() => t.close());

  it('mails a link to the new address, applies it once, and tells the old address', async () => {
    const oldEmail = uniqueEmail('client');
    const newEmail = uniqueEmail('moved');
    const session = await addMember(t.app, agent, 'client', oldEmail);
    const asked = await ask(session, newEmail, GOOD_PASSWORD);
    assert.equal(asked.statusCode, 200, asked.body);
    assert.equal((await me(t.app, session)).email, oldEmail, 'nothing changes before the link is opened');
    const url = linkIn(await lastMailTo(t.app, newEmail), '/auth/confirm-email-change');
    assert.equal(url.origin + url.pathname, `${t.config.publicUrl}/auth/confirm-email-change`);
    const token = url.searchParams.get('token') ?? '';

    const applied = await apply(token);
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal((await me(t.app, session)).email, newEmail);
    assert.equal((await login(t.app, newEmail, GOOD_PASSWORD)).statusCode, 200);
    assert.equal((await login(t.app, oldEmail, GOOD_PASSWORD)).statusCode, 400);
    const notice = await lastMailTo(t.app, oldEmail);
    assert.match(notice.subject, /email address was changed/);
    assert.ok(notice.text.includes(newEmail));
    assert.equal((await apply(token)).statusCode, 400, 'single use');
  });

  it('refuses a wrong password (400) and a taken address (409), mailing nothing', async () => {
    const session = await addMember(t.app, agent, 'client');
    const target = uniqueEmail('target');
    const wrong = await ask(session, target, 'not my password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().detail, 'The password is incorrect.');
    const taken = await ask(session, demoEmail('admin'), GOOD_PASSWORD);
    assert.equal(taken.statusCode, 409);
    assert.equal((await mailsTo(t.app, target)).length, 0);
    assert.equal((await ask(session, 'not-an-email', GOOD_PASSWORD)).statusCode, 400);
  });

  it('refuses an unknown or expired token, and an address taken in the meantime', async () => {
    assert.equal((await apply('made-up')).statusCode, 400);
    const session = await addMember(t.app, agent, 'client');
    const target = uniqueEmail('target');
    await ask(session, target, GOOD_PASSWORD);
    const token = tokenIn(await lastMailTo(t.app, target), '/auth/confirm-email-change');
    await addMember(t.app, agent, 'client', target);
    assert.equal((await apply(token)).statusCode, 409);

    const later = uniqueEmail('later');
    await ask(session, later, GOOD_PASSWORD);
    const laterToken = tokenIn(await lastMailTo(t.app, later), '/auth/confirm-email-change');
    await t.app.db
      .updateTable('email_change')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('new_email', '=', later)
      .execute();
    assert.equal((await apply(laterToken)).statusCode, 400);
  });

  it('needs a signed-in member to ask', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/user/email/change/confirm?new_email=a%40b.co&password=x`,
    });
    assert.equal(response.statusCode, 401);
  });
});
