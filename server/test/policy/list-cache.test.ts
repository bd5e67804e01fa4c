import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POLICY, type Rule } from '../../src/policy/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';

/**
 * The member lists share one cache entry between members only when the `see` rule makes the list the
 * same for all of them; that is read from the policy table, so a changed table cannot hand one
 * member's cached list to another.
 */
describe('member list cache and the policy table', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
  });
  after(() => t.close());

  const ids = async (member: TestMember) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/user-company/',
      headers: await tokenFor(t.app, member),
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().items as { id: string }[]).map((item) => item.id).sort();
  };

  it('admins, who see the whole company, get the same list', async () => {
    assert.deepEqual(await ids(m.A2!), await ids(m.A1!));
    assert.ok((await ids(m.A2!)).includes(m.M1!.id));
  });

  it('with a rule that depends on the member, each admin gets their own list, not a cached one', async () => {
    const see = POLICY.see as unknown as Record<string, Rule>;
    const original = see.admin!;
    see.admin = { relations: ['downline'] };
    try {
      const first = await ids(m.A1!);
      assert.ok(first.includes(m.M1!.id), 'A1 invited M1');
      assert.deepEqual(await ids(m.A2!), [], 'A2 invited nobody');
    } finally {
      see.admin = original;
    }
  });
});
