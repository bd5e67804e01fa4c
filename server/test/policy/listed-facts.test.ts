import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { allowsListed, type ListedMember } from '../../src/contract/policy.js';
import { may } from '../../src/policy/index.js';
import { ACTIONS } from '../../src/policy/table.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';

const API = '/api/frontend';

/**
 * The SPA decides what to offer with the server's own evaluator (contract/policy.ts) on the facts a
 * member list gives it (`invited_by_id`, not the whole upline chain). For every member of company A as
 * viewer, every member in their list and every action, that decision is the server's (`may`, on the
 * facts read from the database) — so no button is offered that the server would refuse, nor hidden
 * where it would allow.
 */
describe('the policy evaluator on the facts the SPA has agrees with the server', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
  });
  after(() => t.close());

  it('for every viewer, listed member and action', async () => {
    let compared = 0;
    for (const viewer of Object.values(m).filter((member) => member.key.length === 2 && !member.key.startsWith('B'))) {
      const headers = await tokenFor(t.app, viewer);
      const listed = await t.app.inject({ method: 'GET', url: `${API}/user-company/?size=100`, headers });
      assert.equal(listed.statusCode, 200, listed.body);
      const members = (listed.json() as { items: ListedMember[] }).items;
      const actor = { membershipId: viewer.id, companyId: viewer.companyId, role: viewer.role };
      const spaViewer = { membershipId: viewer.id, role: viewer.role, uplineId: viewer.invitedById };
      for (const member of members) {
        for (const action of ACTIONS) {
          const server = await may(t.app.db, actor, action, member.id);
          assert.equal(allowsListed(spaViewer, action, member), server, `${viewer.key} ${action} ${member.id} (${member.role})`);
          compared++;
        }
      }
    }
    // Admins see all ten members of A, marketers their agents and clients, agents their clients, clients their agent.
    assert.ok(compared > 200, `compared ${compared} decisions`);
  });
});
