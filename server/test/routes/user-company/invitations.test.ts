import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Role } from '../../../src/db/schema.js';
import { demoEmail, seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, invite, uniqueEmail } from '../../helpers/identity.js';
import { lastMailTo, linkIn, mailsTo } from '../../helpers/mail.js';
import { bearer, loginAs, type Tokens } from '../../helpers/session.js';

describe('member invitations', () => {
  let t: TestApp;
  const tokens = {} as Record<Role, Tokens>;
  const post = (who: Tokens, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/user-company/`, headers: bearer(who), payload });
  const details = (email: string, token: string) =>
    t.app.inject({ method: 'GET', url: `${API}/user/invitation/details?${new URLSearchParams({ email, token })}` });
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    for (const role of ['admin', 'marketer', 'agent', 'client'] as Role[]) tokens[role] = await loginAs(t.app, role);
  });
  after(() => t.close());

  const matrix: [Role, Role, number][] = [
    ['admin', 'admin', 201],
    ['admin', 'marketer', 201],
    ['admin', 'agent', 403],
    ['admin', 'client', 403],
    ['marketer', 'agent', 201],
    ['marketer', 'marketer', 403],
    ['marketer', 'client', 403],
    ['marketer', 'admin', 403],
    ['agent', 'client', 201],
    ['agent', 'agent', 403],
    ['agent', 'admin', 403],
    ['client', 'client', 403],
    ['client', 'agent', 403],
  ];
  for (const [inviter, role, status] of matrix) {
    it(`${inviter} inviting ${role} → ${status}`, async () => {
      const email = uniqueEmail(role);
      const response = await post(tokens[inviter], { email, role });
      assert.equal(response.statusCode, status, response.body);
      assert.equal((await mailsTo(t.app, email)).length, status === 201 ? 1 : 0);
    });
  }

  it('mails a branded link to invitation-confirm that the details route accepts', async () => {
    const email = uniqueEmail('client');
    const response = await post(tokens.agent, { email: email.toUpperCase(), role: 'client', first_name: 'Kim' });
    assert.equal(response.statusCode, 201);
    const invitation = response.json();
    assert.equal(invitation.email, email);
    assert.equal(invitation.role, 'client');
    assert.equal(invitation.status, 'pending');
    assert.equal(invitation.token, undefined);
    const mail = await lastMailTo(t.app, email);
    assert.match(mail.subject, /Summit Insurance Marketing/);
    assert.match(mail.text, /Alex Agent invited you/);
    const url = linkIn(mail, '/auth/invitation-confirm');
    assert.equal(url.origin + url.pathname, `${t.config.publicUrl}/auth/invitation-confirm`);
    assert.equal(url.searchParams.get('email'), email);
    const found = await details(email, url.searchParams.get('token') ?? '');
    assert.equal(found.statusCode, 200);
    assert.deepEqual(found.json(), {
      email,
      role: 'client',
      company_name: 'Summit Insurance Marketing',
      inviter_name: 'Alex Agent',
      first_name: 'Kim',
      last_name: null,
    });
    const row = await t.app.db
      .selectFrom('invitation')
      .select('token_hash')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(row.token_hash, url.searchParams.get('token'));
  });

  it('answers the same 400 for a wrong token, an unknown email and an expired invitation', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, tokens.agent, email, 'client');
    const wrong = await details(email, `${token}x`);
    const unknown = await details(uniqueEmail('nobody'), token);
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.json().detail, /not valid any more/);
    assert.deepEqual(unknown.json(), wrong.json());
    await t.app.db
      .updateTable('invitation')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('email', '=', email)
      .execute();
    assert.deepEqual((await details(email, token)).json(), wrong.json());
  });

  it('refuses an email that already has an account with 409', async () => {
    const response = await post(tokens.admin, { email: demoEmail('client'), role: 'marketer' });
    assert.equal(response.statusCode, 409);
    assert.match(response.json().detail, /already has an account/);
  });

  it('refuses an unknown role and unknown fields', async () => {
    assert.equal((await post(tokens.admin, { email: uniqueEmail(), role: 'owner' })).statusCode, 400);
    assert.equal((await post(tokens.admin, { email: uniqueEmail(), role: 'marketer', company_id: 'x' })).statusCode, 400);
    assert.equal((await post(tokens.admin, { email: 'not-an-email', role: 'marketer' })).statusCode, 400);
  });

  it('lists only my pending invitations, newest first', async () => {
    const marketer = await loginAs(t.app, 'marketer');
    const first = uniqueEmail('agent');
    const second = uniqueEmail('agent');
    await invite(t.app, marketer, first, 'agent');
    await invite(t.app, marketer, second, 'agent');
    const list = await t.app.inject({ method: 'GET', url: `${API}/user-company/invitations`, headers: bearer(marketer) });
    assert.equal(list.statusCode, 200);
    const emails = list.json().map((i: { email: string }) => i.email);
    assert.deepEqual(emails.slice(0, 2), [second, first]);
    const adminList = await t.app.inject({
      method: 'GET',
      url: `${API}/user-company/invitations`,
      headers: bearer(tokens.admin),
    });
    assert.ok(!adminList.json().some((i: { email: string }) => i.email === first), 'another inviter does not see them');
  });

  it('re-sends with a new token: the old link stops working, the new one works', async () => {
    const email = uniqueEmail('client');
    const oldToken = await invite(t.app, tokens.agent, email, 'client');
    const id = (await t.app.db.selectFrom('invitation').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/user-company/invitations/${id}/resend`,
      headers: bearer(tokens.agent),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().sent_count, 2);
    const mails = await mailsTo(t.app, email);
    assert.equal(mails.length, 2);
    const newToken = linkIn(mails[1]!, '/auth/invitation-confirm').searchParams.get('token') ?? '';
    assert.notEqual(newToken, oldToken);
    assert.equal((await details(email, oldToken)).statusCode, 400);
    assert.equal((await details(email, newToken)).statusCode, 200);
    const byOther = await t.app.inject({
      method: 'POST',
      url: `${API}/user-company/invitations/${id}/resend`,
      headers: bearer(tokens.admin),
    });
    assert.equal(byOther.statusCode, 404, 'only the inviter manages an invitation');
  });

  it('revokes: the link stops working and the invitation leaves the list', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, tokens.agent, email, 'client');
    const id = (await t.app.db.selectFrom('invitation').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${API}/user-company/invitations/${id}`,
      headers: bearer(tokens.agent),
    });
    assert.equal(response.statusCode, 204);
    assert.equal((await details(email, token)).statusCode, 400);
    const list = await t.app.inject({ method: 'GET', url: `${API}/user-company/invitations`, headers: bearer(tokens.agent) });
    assert.ok(!list.json().some((i: { id: string }) => i.id === id));
    const again = await t.app.inject({
      method: 'DELETE',
      url: `${API}/user-company/invitations/${id}`,
      headers: bearer(tokens.agent),
    });
    assert.equal(again.statusCode, 404);
  });

  it('a new invitation to the same address replaces the pending one', async () => {
    const email = uniqueEmail('client');
    const first = await invite(t.app, tokens.agent, email, 'client');
    const second = await invite(t.app, tokens.agent, email, 'client');
    assert.equal((await details(email, first)).statusCode, 400);
    assert.equal((await details(email, second)).statusCode, 200);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/user-company/`,
      payload: { email: uniqueEmail(), role: 'client' },
    });
    assert.equal(response.statusCode, 401);
  });
});
