import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, invite, postSignUp, signUpFields, uniqueEmail } from '../helpers/identity.js';
import { loginAs } from '../helpers/session.js';

describe('throttling', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      RATE_LIMIT_SIGNIN_IP: '6/900',
      RATE_LIMIT_SIGNIN_ACCOUNT: '3/900',
      RATE_LIMIT_RESET_IP: '4/3600',
      RATE_LIMIT_RESET_ACCOUNT: '2/3600',
      RATE_LIMIT_INVITATION_IP: '3/900',
    });
    await seedDemo(t.app.db);
  });
  after(() => t.close());

  const signIn = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/user/token`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });

  it('locks an account after repeated failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await signIn(demoEmail('agent'), 'wrong', `10.0.0.${i}`)).statusCode, 400);
    const locked = await signIn(demoEmail('agent'), DEMO_PASSWORD, '10.0.0.9');
    assert.equal(locked.statusCode, 429);
    assert.ok(Number(locked.headers['retry-after']) > 0 && Number(locked.headers['retry-after']) <= 900);
    assert.match(locked.json().detail, /Too many attempts\. Please wait \d+ minutes/);
    assert.equal(
      (await signIn(demoEmail('marketer'), DEMO_PASSWORD, '10.0.0.9')).statusCode,
      200,
      'other accounts are not affected',
    );
  });

  it('throttles unknown accounts the same way', async () => {
    for (let i = 0; i < 3; i += 1) await signIn('ghost@example.com', 'wrong', `10.0.1.${i}`);
    assert.equal((await signIn('ghost@example.com', 'wrong', '10.0.1.9')).statusCode, 429);
  });

  it('never counts a successful sign-in: an office behind one address signs in all day', async () => {
    for (let i = 0; i < 12; i += 1) {
      const role = (['admin', 'marketer', 'client'] as const)[i % 3]!;
      assert.equal((await signIn(demoEmail(role), DEMO_PASSWORD, '10.0.2.1')).statusCode, 200, `sign-in ${i + 1}`);
    }
  });

  it('limits failed attempts per IP address, whichever accounts they try', async () => {
    for (let i = 0; i < 6; i += 1) assert.equal((await signIn(`guess${i}@example.com`, 'wrong', '10.0.2.5')).statusCode, 400);
    const blocked = await signIn(demoEmail('admin'), DEMO_PASSWORD, '10.0.2.5');
    assert.equal(blocked.statusCode, 429);
    assert.ok(blocked.headers['retry-after']);
    assert.equal(
      (await signIn(demoEmail('admin'), DEMO_PASSWORD, '10.0.2.6')).statusCode,
      200,
      'another address is not affected',
    );
  });

  it('limits reset requests per account and per IP', async () => {
    const reset = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: `${API}/user/password/reset/`, remoteAddress: ip, payload: { email } });
    assert.equal((await reset(demoEmail('client'), '10.0.3.1')).statusCode, 200);
    assert.equal((await reset(demoEmail('client'), '10.0.3.2')).statusCode, 200);
    const perAccount = await reset(demoEmail('client'), '10.0.3.3');
    assert.equal(perAccount.statusCode, 429);
    assert.ok(perAccount.headers['retry-after']);
    for (let i = 0; i < 4; i += 1) await reset(`someone${i}@example.com`, '10.0.3.4');
    assert.equal((await reset('another@example.com', '10.0.3.4')).statusCode, 429);
  });

  it('never counts a successful sign-up: a whole office joins from one address', async () => {
    // (the agent's account was locked by the first test)
    const marketer = await loginAs(t.app, 'marketer');
    for (let i = 0; i < 5; i += 1) {
      const email = uniqueEmail(`office${i}`);
      const token = await invite(t.app, marketer, email, 'agent');
      const lookUp = await t.app.inject({
        method: 'GET',
        url: `${API}/user/invitation/details?${new URLSearchParams({ email, token })}`,
        remoteAddress: '10.0.5.1',
      });
      assert.equal(lookUp.statusCode, 200, `look-up ${i + 1}`);
      const joined = await postSignUp(t.app, signUpFields(email, token));
      assert.equal(joined.statusCode, 201, `sign-up ${i + 1}: ${joined.body}`);
    }
  });

  it('limits invitation look-ups per IP address', async () => {
    const lookUp = (ip: string) =>
      t.app.inject({ method: 'GET', url: `${API}/user/invitation/details?email=a%40b.co&token=guess`, remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) assert.equal((await lookUp('10.0.4.1')).statusCode, 400);
    const blocked = await lookUp('10.0.4.1');
    assert.equal(blocked.statusCode, 429);
    assert.ok(blocked.headers['retry-after']);
    assert.equal((await lookUp('10.0.4.2')).statusCode, 400);
  });
});
