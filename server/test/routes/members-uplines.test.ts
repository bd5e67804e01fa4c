import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';

/**
 * What the members routes answer beyond the policy table, whose every cell test/policy/table-walk.test.ts
 * checks through the API: who has an upline to show, and that nothing answers without a token.
 * The hierarchy is the one drawn in helpers/members.ts.
 */
describe('members routes: uplines and sign-in', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
  });
  after(() => t.close());

  const UPLINE: [actor: string, expected: number, upline: string | null][] = [
    ['A1', 404, null],
    ['A2', 200, 'A1'],
    ['M1', 200, 'A1'],
    ['G1', 200, 'M1'],
    ['C1', 200, 'G1'],
    ['BC', 200, 'BG'],
  ];
  for (const [actor, expected, upline] of UPLINE) {
    it(`getUplineDetails · ${actor} → ${expected}${upline ? ` (${upline})` : ''}`, async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/frontend/user-company/invited-by/details', headers: await tokenFor(t.app, m[actor]!) });
      assert.equal(response.statusCode, expected);
      if (upline) assert.equal(response.json().id, m[upline]!.id);
      else assert.match(response.json().detail, /no upline/);
    });
  }

  it('answers 401 on every route without a token', async () => {
    const id = m.C1!.id;
    const calls: { method: 'GET' | 'PUT' | 'DELETE'; url: string }[] = [
      { method: 'GET', url: '/api/frontend/user-company/' },
      { method: 'GET', url: '/api/frontend/user-company/archived' },
      { method: 'GET', url: '/api/frontend/user-company/invited-by/details' },
      { method: 'GET', url: `/api/frontend/user-company/${id}` },
      { method: 'GET', url: `/api/frontend/user-company/${id}/history` },
      { method: 'DELETE', url: `/api/frontend/user-company/${id}` },
      { method: 'PUT', url: `/api/frontend/user-company/${id}/restore` },
      { method: 'PUT', url: `/api/frontend/user-company/${id}/reassign` },
    ];
    for (const call of calls) assert.equal((await t.app.inject(call)).statusCode, 401, `${call.method} ${call.url}`);
  });
});
