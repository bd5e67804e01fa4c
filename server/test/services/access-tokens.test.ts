import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AccessTokens } from '../../src/services/identity/access-tokens.js';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-0123456789');
const claims = { membershipId: 'm1', userId: 'u1', companyId: 'c1', role: 'agent' as const };

describe('access tokens', () => {
  it('verifies its own tokens, again and again', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    for (let i = 0; i < 3; i += 1) assert.deepEqual({ ...(await tokens.verify(token)), expiresAt: 0 }, { ...claims, expiresAt: 0 });
  });

  it('refuses a token once it has expired, even after verifying it before', async (t) => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    const verified = await tokens.verify(token);
    assert.ok(verified);
    const now = Date.now();
    t.mock.method(Date, 'now', () => now + 61_000);
    assert.equal(await tokens.verify(token), null);
  });

  it('refuses a verified token with its signature or payload changed', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    assert.ok(await tokens.verify(token));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.equal(await tokens.verify(`${header}.${payload}.${otherSignature}`), null);
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString('base64url');
    assert.equal(await tokens.verify(`${header}.${otherPayload}.${signature}`), null);
  });

  it('refuses tokens signed with another secret', async () => {
    const other = new AccessTokens(new TextEncoder().encode('another-secret-that-is-long-enough-012345678'), 60);
    assert.equal(await new AccessTokens(secret, 60).verify(await other.sign(claims)), null);
  });
});
