import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, invite, me, postSignUp, signUpFields, uniqueEmail } from '../../helpers/identity.js';
import { login, loginAs, type Tokens } from '../../helpers/session.js';

describe('sign-up from a member invitation', () => {
  let t: TestApp;
  let agent: Tokens;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = await loginAs(t.app, 'agent');
  });
  after(() => t.close());

  it('creates the member with the invited role and upline, signs them in and tells the inviter', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    const response = await postSignUp(
      t.app,
      signUpFields(email, token, { has_security_license: 'true', state: 'IL', national_producer_number: '123' }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const user = await me(t.app, response.json());
    const inviter = await me(t.app, agent);
    assert.equal(user.role, 'client');
    assert.equal(user.invited_by_id, inviter.membership_id);
    assert.equal(user.company.id, inviter.company.id);
    assert.equal(user.has_security_license, true);
    assert.equal(user.state, 'IL');
    assert.equal((await login(t.app, email, 'correct horse battery staple')).statusCode, 200);

    const notes = await t.app.db
      .selectFrom('notification')
      .selectAll()
      .where('membership_id', '=', inviter.membership_id)
      .execute();
    assert.equal(notes.length, 1);
    assert.equal(notes[0]?.title, 'Jamie Newcomer accepted your invitation');
    assert.equal(notes[0]?.link, `/clients/${user.membership_id}`);

    const history = await t.app.inject({
      method: 'GET',
      url: `${API}/user-company/${user.membership_id}/history`,
      headers: { authorization: `Bearer ${agent.access_token}` },
    });
    const [joined, invited] = history.json().items;
    assert.deepEqual(
      [joined.type, joined.actor.full_name, invited.type, invited.actor.full_name],
      ['joined', 'Jamie Newcomer', 'invited', `${inviter.first_name} ${inviter.last_name}`],
      'the history tells who invited them and when they joined',
    );
    assert.ok(invited.created_at <= joined.created_at);

    const again = await postSignUp(t.app, signUpFields(email, token));
    assert.equal(again.statusCode, 400, 'the invitation is used');
    const details = await t.app.inject({
      method: 'GET',
      url: `${API}/user/invitation/details?${new URLSearchParams({ email, token })}`,
    });
    assert.equal(details.statusCode, 400);
  });

  it('refuses a role sent by the client (role tampering)', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    const response = await postSignUp(t.app, signUpFields(email, token, { role: 'admin' }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [{ field: 'role', message: 'is not a field this request accepts' }]);
    const ok = await postSignUp(t.app, signUpFields(email, token));
    assert.equal((await me(t.app, ok.json())).role, 'client');
  });

  it('refuses a token for another email, a wrong token and a revoked invitation', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    const other = await postSignUp(t.app, signUpFields(uniqueEmail('thief'), token));
    assert.equal(other.statusCode, 400);
    assert.match(other.json().detail, /not valid any more/);
    assert.equal((await postSignUp(t.app, signUpFields(email, `${token}A`))).statusCode, 400);
    await t.app.db.updateTable('invitation').set({ revoked_at: new Date().toISOString() }).where('email', '=', email).execute();
    assert.equal((await postSignUp(t.app, signUpFields(email, token))).statusCode, 400);
    assert.equal(await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);
  });

  for (const [label, password, confirm, fields] of [
    ['too short', 'short7!', 'short7!', ['password']],
    ['too long', 'x'.repeat(129), 'x'.repeat(129), ['password']],
    ['common', 'Password123', 'Password123', ['password']],
    ['not confirmed', 'a fine long secret', 'a fine long secrex', ['confirm_password']],
  ] as const) {
    it(`refuses a password that is ${label}, naming the field`, async () => {
      const email = uniqueEmail('client');
      const token = await invite(t.app, agent, email, 'client');
      const response = await postSignUp(t.app, signUpFields(email, token, { password, confirm_password: confirm }));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(
        response.json().errors.map((e: { field: string }) => e.field),
        fields,
      );
      assert.equal((await postSignUp(t.app, signUpFields(email, token))).statusCode, 201, 'the invitation is still usable');
    });
  }

  it('accepts 8 characters with no composition rules, and a long passphrase', async () => {
    for (const password of ['zqxwvbnm', `${'long passphrase '.repeat(8)}`.slice(0, 128)]) {
      const email = uniqueEmail('client');
      const token = await invite(t.app, agent, email, 'client');
      const response = await postSignUp(t.app, signUpFields(email, token, { password, confirm_password: password }));
      assert.equal(response.statusCode, 201, response.body);
    }
  });

  it('stores an avatar sent with the sign-up', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const response = await postSignUp(t.app, signUpFields(email, token), [
      { field: 'avatar', filename: 'me.png', type: 'image/png', data: png },
    ]);
    assert.equal(response.statusCode, 201, response.body);
    const user = await me(t.app, response.json());
    assert.match(user.avatar, new RegExp(`^${t.config.publicUrl}/api/frontend/user/avatar/[0-9a-f-]{36}$`));
    const image = await t.app.inject({ method: 'GET', url: new URL(user.avatar).pathname });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
  });

  it('refuses a file that is not an image without creating the account', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    const response = await postSignUp(t.app, signUpFields(email, token), [
      { field: 'avatar', filename: 'x.png', type: 'image/png', data: Buffer.from('not an image') },
    ]);
    assert.equal(response.statusCode, 415);
    assert.equal(await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), undefined);
  });

  it('refuses missing fields with their names', async () => {
    const response = await postSignUp(t.app, { email: uniqueEmail(), token: 'x' });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.some((e: { field: string }) => e.field === 'first_name'));
  });

  it('answers 409 when the invited address got an account in the meantime', async () => {
    const email = uniqueEmail('client');
    const token = await invite(t.app, agent, email, 'client');
    // e.g. by registering another company with the same address
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values({
        id: crypto.randomUUID(),
        email,
        first_name: 'A',
        last_name: 'B',
        phone: '',
        address: '',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const late = await postSignUp(t.app, signUpFields(email, token));
    assert.equal(late.statusCode, 409);
  });
});
