import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, GOOD_PASSWORD, uniqueEmail } from '../../helpers/identity.js';
import { lastMailTo, tokenIn } from '../../helpers/mail.js';
import { baseUrlOf, openSocket, type TestSocket } from '../../helpers/realtime.js';
import { bearer, login, loginAs, refresh, type Tokens } from '../../helpers/session.js';

/** Sessions end on the server: sign-out, sign out everywhere, password change and reset, archive/restore. */
describe('sessions that really end', () => {
  let t: TestApp;
  let base: string;
  let agent: Tokens;
  const sockets: TestSocket[] = [];
  const status = async (tokens: Tokens) =>
    (await t.app.inject({ method: 'GET', url: `${API}/user/`, headers: bearer(tokens) })).statusCode;
  const socket = async (tokens: Tokens) => {
    const opened = await openSocket(base, tokens.access_token);
    sockets.push(opened);
    return opened;
  };
  const closedWithin = (s: TestSocket, ms = 2000) =>
    Promise.race([s.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
  /** A member signed in on two devices. */
  const twoDevices = async () => {
    const email = uniqueEmail('client');
    const first = await addMember(t.app, agent, 'client', email);
    const second = (await login(t.app, email, GOOD_PASSWORD)).json() as Tokens;
    return { email, first, second };
  };

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = await loginAs(t.app, 'agent');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
  });
  after(async () => {
    for (const s of sockets) s.ws.terminate();
    await t.close();
  });

  it('signing out refuses the copied refresh and access tokens and closes that session socket only', async () => {
    const { first, second } = await twoDevices();
    const firstSocket = await socket(first);
    const secondSocket = await socket(second);
    const out = await t.app.inject({
      method: 'POST',
      url: `${API}/user/token/revoke`,
      payload: { refresh_token: first.refresh_token },
    });
    assert.equal(out.statusCode, 204);
    assert.equal(await status(first), 401, 'the copied access token is refused at once');
    assert.equal((await refresh(t.app, first.refresh_token)).statusCode, 401, 'the copied refresh token is refused');
    assert.deepEqual(await closedWithin(firstSocket), { code: 4003, reason: 'Session ended' });
    assert.equal(await status(second), 200, 'the other device stays signed in');
    assert.equal(await closedWithin(secondSocket, 300), null);
    const again = await t.app.inject({
      method: 'POST',
      url: `${API}/user/token/revoke`,
      payload: { refresh_token: first.refresh_token },
    });
    assert.equal(again.statusCode, 204, 'signing out twice is harmless');
  });

  it('"sign out everywhere" ends every session and socket of the member', async () => {
    const { first, second } = await twoDevices();
    const sockets = [await socket(first), await socket(second)];
    const out = await t.app.inject({ method: 'POST', url: `${API}/user/sign-out-everywhere`, headers: bearer(first) });
    assert.equal(out.statusCode, 204);
    assert.deepEqual([await status(first), await status(second)], [401, 401]);
    assert.deepEqual(
      [(await refresh(t.app, first.refresh_token)).statusCode, (await refresh(t.app, second.refresh_token)).statusCode],
      [401, 401],
    );
    for (const s of sockets) assert.equal((await closedWithin(s))?.code, 4003);
  });

  it('a password change ends the other sessions tokens and sockets at once; this device goes on', async () => {
    const { first, second } = await twoDevices();
    const otherSocket = await socket(second);
    const changed = await t.app.inject({
      method: 'POST',
      url: `${API}/user/change_password`,
      headers: bearer(first),
      payload: {
        current_password: GOOD_PASSWORD,
        new_password: 'a brand new passphrase',
        confirm_password: 'a brand new passphrase',
      },
    });
    assert.equal(changed.statusCode, 200);
    assert.equal(await status(second), 401, "another session's access token is refused");
    assert.equal(await status(first), 401, 'so is the old access token of this device');
    assert.equal(await status(changed.json()), 200, 'the answered tokens work');
    assert.equal((await closedWithin(otherSocket))?.code, 4001, 'the other socket closes (its refresh then fails)');
    assert.equal((await refresh(t.app, second.refresh_token)).statusCode, 401);
  });

  it('a password reset ends every earlier token and socket', async () => {
    const { email, first } = await twoDevices();
    const open = await socket(first);
    await t.app.inject({ method: 'POST', url: `${API}/user/password/reset/`, payload: { email } });
    const token = tokenIn(await lastMailTo(t.app, email), '/auth/password-new');
    const reset = await t.app.inject({
      method: 'POST',
      url: `${API}/user/password/reset/confirm/`,
      payload: { token, password: 'another new passphrase', confirm_password: 'another new passphrase' },
    });
    assert.equal(reset.statusCode, 200);
    assert.equal(await status(first), 401);
    assert.ok(await closedWithin(open), 'the socket is closed');
  });

  it('access tokens issued before an archive do not work again after the restore', async () => {
    const { first } = await twoDevices();
    const me = (await t.app.inject({ method: 'GET', url: `${API}/user/`, headers: bearer(first) })).json();
    const open = await socket(first);
    const member = await t.app.db.selectFrom('user_company').select('id').where('user_id', '=', me.id).executeTakeFirstOrThrow();
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: `${API}/user-company/${member.id}`, headers: bearer(agent) })).statusCode,
      200,
    );
    assert.equal((await closedWithin(open))?.code, 4003);
    assert.equal(
      (await t.app.inject({ method: 'PUT', url: `${API}/user-company/${member.id}/restore`, headers: bearer(agent) })).statusCode,
      200,
    );
    assert.equal(await status(first), 401, 'the old access token stays refused');
    assert.equal((await refresh(t.app, first.refresh_token)).statusCode, 401);
    const fresh = (await login(t.app, me.email, GOOD_PASSWORD)).json() as Tokens;
    assert.equal(await status(fresh), 200, 'signing in again works');
  });
});
