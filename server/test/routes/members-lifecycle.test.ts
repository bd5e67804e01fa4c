import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { archiveMember } from '../../src/services/members/lifecycle.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { MEMBER_PASSWORD, seedHierarchy, setStatus, tokenFor, type TestMember } from '../helpers/members.js';
import { login, refresh } from '../helpers/session.js';

const BASE = '/api/frontend/user-company';

describe('archive, restore, reassign and history', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let reset: () => Promise<void>;

  before(async () => {
    t = await createTestApp();
    ({ m, reset } = await seedHierarchy(t.app.db));
  });
  afterEach(async () => {
    await reset();
    await t.app.db.deleteFrom('member_event').execute();
  });
  after(() => t.close());

  const as = async (actor: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await tokenFor(t.app, m[actor]!), ...(payload ? { payload } : {}) });
  const archive = (actor: string, target: string) => as(actor, 'DELETE', `${BASE}/${m[target]!.id}`);
  const restore = (actor: string, target: string) => as(actor, 'PUT', `${BASE}/${m[target]!.id}/restore`);
  const reassign = (actor: string, target: string, upline: string | null) =>
    as(actor, 'PUT', `${BASE}/${m[target]!.id}/reassign`, { invited_by_id: upline === null ? null : m[upline]!.id });
  const ids = async (actor: string, url = `${BASE}/?size=100`) =>
    (await as(actor, 'GET', url)).json().items.map((i: { id: string }) => i.id);

  it('archiving stops sign-in, refresh and access tokens at once; restoring lets the member sign in again', async () => {
    const signIn = await login(t.app, m.C2!.email, MEMBER_PASSWORD);
    assert.equal(signIn.statusCode, 200);
    const tokens = signIn.json();
    const bearer = { authorization: `Bearer ${tokens.access_token}` };

    const archived = await archive('G1', 'C2');
    assert.equal(archived.statusCode, 200);
    assert.equal(archived.json().status, 'archived');
    assert.ok(archived.json().archived_at);

    const again = await login(t.app, m.C2!.email, MEMBER_PASSWORD);
    assert.equal(again.statusCode, 403);
    assert.match(again.json().detail, /archived/);
    assert.equal((await refresh(t.app, tokens.refresh_token)).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/frontend/user/', headers: bearer })).statusCode, 401);
    const revoked = await t.app.db
      .selectFrom('refresh_token')
      .select('revoked_at')
      .where('membership_id', '=', m.C2!.id)
      .execute();
    assert.ok(revoked.length > 0 && revoked.every((r) => r.revoked_at !== null), 'refresh tokens are revoked, not just refused');

    const restored = await restore('G1', 'C2');
    assert.equal(restored.statusCode, 200);
    assert.equal(restored.json().status, 'active');
    assert.equal(restored.json().archived_at, null);
    assert.equal((await refresh(t.app, tokens.refresh_token)).statusCode, 401, 'old sessions stay ended');
    const back = await login(t.app, m.C2!.email, MEMBER_PASSWORD);
    assert.equal(back.statusCode, 200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/frontend/user/',
      headers: { authorization: `Bearer ${back.json().access_token}` },
    });
    assert.equal(me.statusCode, 200);
  });

  it('moves an archived member between the lists', async () => {
    await archive('A1', 'C3');
    assert.ok(!(await ids('A1')).includes(m.C3!.id));
    assert.ok((await ids('A1', `${BASE}/archived`)).includes(m.C3!.id));
    await restore('A1', 'C3');
    assert.ok((await ids('A1')).includes(m.C3!.id));
    assert.ok(!(await ids('A1', `${BASE}/archived`)).includes(m.C3!.id));
  });

  it('refuses to archive a member with active downline, saying how many must be reassigned', async () => {
    const how = ': open each one and choose Reassign.';
    const marketer = await archive('A1', 'M1');
    assert.equal(marketer.statusCode, 409);
    assert.equal(marketer.json().detail, `Reassign this marketer's 2 agents to another marketer before archiving them${how}`);
    const agent = await archive('M1', 'G1');
    assert.equal(agent.statusCode, 409);
    assert.equal(agent.json().detail, `Reassign this agent's 2 clients to another agent before archiving them${how}`);
    const admin = await archive('A2', 'A1');
    assert.equal(admin.statusCode, 409);
    assert.equal(
      admin.json().detail,
      `Reassign this admin's 1 admin and 2 marketers to another admin before archiving them${how}`,
    );

    await setStatus(t.app.db, m.C1!, 'archived');
    const oneLeft = await archive('M1', 'G1');
    assert.equal(
      oneLeft.json().detail,
      `Reassign this agent's 1 client to another agent before archiving them${how}`,
      'archived downline does not count',
    );
    assert.equal((await as('A1', 'GET', `${BASE}/${m.G1!.id}`)).json().status, 'active', 'nothing changed');
  });

  it("lets a marketer move their agents' clients to another of their agents, then archive the agent", async () => {
    const elsewhere = await reassign('M1', 'C1', 'G2');
    assert.equal(elsewhere.statusCode, 400, "another marketer's agent is out of reach");
    assert.equal(elsewhere.json().detail, 'You can only move clients to agents of your own.');
    const agent = await reassign('M1', 'G1', 'M1');
    assert.equal(agent.statusCode, 403);
    assert.equal(agent.json().detail, "You can move only your agents' clients, to another of your agents.");
    assert.equal((await reassign('G1', 'C1', 'G3')).statusCode, 403, 'agents move no one');
    assert.match((await reassign('G1', 'C1', 'G3')).json().detail, /Only admins and marketers can move members/);

    for (const client of ['C1', 'C2']) assert.equal((await reassign('M1', client, 'G3')).statusCode, 200);
    const moved = (await as('M1', 'GET', `${BASE}/${m.C1!.id}`)).json();
    assert.equal(moved.invited_by.full_name, 'G3 Agent');
    assert.equal((await archive('M1', 'G1')).statusCode, 200);
  });

  it('tells a marketer with no other agent what they can do instead of pointing at Reassign', async () => {
    const only = await archive('M2', 'G2');
    assert.equal(only.statusCode, 409);
    assert.equal(
      only.json().detail,
      'This agent still has 1 client, and there is no other active agent of yours to move them to. Invite another agent first, then reassign them.',
    );
  });

  it('refuses archiving oneself (400), an archived member (409) and restoring an active one (409)', async () => {
    const self = await archive('A1', 'A1');
    assert.equal(self.statusCode, 400);
    assert.match(self.json().detail, /cannot archive yourself/);
    assert.equal((await archive('G1', 'C2')).statusCode, 200);
    const twice = await archive('G1', 'C2');
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().detail, 'This member is already archived.');
    const active = await restore('G1', 'C1');
    assert.equal(active.statusCode, 409);
    assert.equal(active.json().detail, 'This member is already active.');
  });

  it('refuses to restore a member whose upline is archived, until the upline is restored or the member reassigned', async () => {
    await setStatus(t.app.db, m.C3!, 'archived');
    assert.equal((await archive('M2', 'G2')).statusCode, 200);
    const refused = await restore('A1', 'C3');
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json().detail,
      "C3 Client's upline, G2 Agent, is archived. Restore that agent or reassign C3 Client to an active agent first.",
    );

    assert.equal((await reassign('A1', 'C3', 'G1')).statusCode, 200, 'an archived member can be reassigned');
    const restored = await restore('A1', 'C3');
    assert.equal(restored.statusCode, 200);
    assert.equal(restored.json().invited_by_id, m.G1!.id);
    assert.ok((await ids('G1')).includes(m.C3!.id));
  });

  it('never leaves a company without an active admin, even when two admins archive each other at once', async () => {
    const [first, second] = await Promise.all([archive('A1', 'A2'), archive('A2', 'A1')]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    assert.equal(statuses.filter((s) => s === 200).length <= 1, true, `statuses ${statuses}`);
    const active = await t.app.db
      .selectFrom('user_company')
      .select('id')
      .where('company_id', '=', m.A1!.companyId)
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    assert.ok(active.length >= 1);
  });

  it('refuses to archive the last active admin (409), e.g. for an actor archived meanwhile', async () => {
    // A2 has no downline; A1 (the only other admin) is archived after signing in.
    await t.app.db
      .updateTable('user_company')
      .set({ invited_by_id: null })
      .where('role', '=', 'marketer')
      .where('company_id', '=', m.A1!.companyId)
      .execute();
    await setStatus(t.app.db, m.A1!, 'archived');
    await assert.rejects(archiveMember(t.app, { membershipId: m.A1!.id, companyId: m.A1!.companyId, role: 'admin' }, m.A2!.id), {
      statusCode: 409,
      detail: 'This is the last active admin of the company. Make another member an admin before archiving them.',
    });
    assert.equal((await as('A2', 'GET', `${BASE}/${m.A2!.id}`)).json().status, 'active');
  });

  it('reassigns a member with their own downline; the old upline no longer sees them', async () => {
    assert.ok((await ids('M1')).includes(m.G1!.id));
    const moved = await reassign('A1', 'G1', 'M2');
    assert.equal(moved.statusCode, 200);
    assert.equal(moved.json().invited_by_id, m.M2!.id);

    const oldUpline = await ids('M1');
    assert.ok(!oldUpline.includes(m.G1!.id) && !oldUpline.includes(m.C1!.id) && !oldUpline.includes(m.C2!.id));
    assert.equal((await as('M1', 'GET', `${BASE}/${m.G1!.id}`)).statusCode, 404);
    const newUpline = await ids('M2');
    for (const key of ['G1', 'C1', 'C2']) assert.ok(newUpline.includes(m[key]!.id), `${key} is now under M2`);
    assert.deepEqual((await ids('G1')).sort(), [m.C1!.id, m.C2!.id].sort(), 'the agent keeps their clients');
    assert.equal((await as('C1', 'GET', `${BASE}/invited-by/details`)).json().id, m.G1!.id);
  });

  it('reassigns only to an active upline of the right role in the same company', async () => {
    const cases: [target: string, upline: string | null, detail: RegExp][] = [
      ['G1', 'A2', /An agent can only be placed under a marketer; A2 Admin is an admin\./],
      ['C1', 'M2', /A client can only be placed under an agent; M2 Marketer is a marketer\./],
      ['M1', 'G2', /A marketer can only be placed under an admin/],
      ['A2', 'M1', /An admin can only be placed under an admin/],
      ['C1', 'BG', /must be an active member of your company/],
      ['C1', null, /A client needs an upline: choose an active agent\./],
      ['G1', 'G1', /cannot be their own upline/],
    ];
    for (const [target, upline, detail] of cases) {
      const response = await reassign('A1', target, upline);
      assert.equal(response.statusCode, 400, `${target} → ${upline}`);
      assert.match(response.json().detail, detail);
    }
    await setStatus(t.app.db, m.G2!, 'archived');
    const archivedUpline = await reassign('A1', 'C1', 'G2');
    assert.equal(archivedUpline.statusCode, 400);
    assert.match(archivedUpline.json().detail, /active member/);
    const unknown = await as('A1', 'PUT', `${BASE}/${m.C1!.id}/reassign`, { invited_by_id: 'no-such-member' });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await as('A1', 'GET', `${BASE}/${m.C1!.id}`)).json().invited_by_id, m.G1!.id, 'nothing changed');
  });

  it('moves admins under another admin or to the top, never under their own downline', async () => {
    const self = await reassign('A1', 'A1', 'A2');
    assert.equal(self.statusCode, 403, 'nobody moves themselves (the policy table)');
    assert.match(self.json().detail, /cannot move yourself/);
    const loop = await reassign('A2', 'A1', 'A2');
    assert.equal(loop.statusCode, 400);
    assert.match(loop.json().detail, /someone they brought in themselves/);
    const top = await reassign('A1', 'A2', null);
    assert.equal(top.statusCode, 200);
    assert.equal(top.json().invited_by_id, null);
    const under = await reassign('A2', 'A1', 'A2');
    assert.equal(under.statusCode, 200);
    assert.equal(under.json().invited_by_id, m.A2!.id);
  });

  it('refuses unknown and missing body fields', async () => {
    const extra = await as('A1', 'PUT', `${BASE}/${m.C1!.id}/reassign`, { invited_by_id: m.G2!.id, role: 'admin' });
    assert.equal(extra.statusCode, 400);
    assert.deepEqual(extra.json().errors, [{ field: 'role', message: 'is not a field this request accepts' }]);
    const missing = await as('A1', 'PUT', `${BASE}/${m.C1!.id}/reassign`, {});
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().errors, [{ field: 'invited_by_id', message: 'is required' }]);
  });

  it('records archive, restore and reassign in the history, newest first, with who did it', async () => {
    await archive('G1', 'C2');
    await restore('G1', 'C2');
    await reassign('A1', 'C2', 'G2');
    const unchanged = await reassign('A1', 'C2', 'G2');
    assert.equal(unchanged.statusCode, 200, 'reassigning to the current upline changes nothing');

    const response = await as('A1', 'GET', `${BASE}/${m.C2!.id}/history`);
    assert.equal(response.statusCode, 200);
    const history = response.json();
    assert.equal(history.total, 3);
    assert.deepEqual(
      history.items.map((e: { type: string }) => e.type),
      ['reassigned', 'restored', 'archived'],
    );
    const [moved, restored, archived] = history.items;
    assert.deepEqual(moved.actor, { id: m.A1!.id, full_name: 'A1 Admin', role: 'admin' });
    assert.deepEqual(moved.detail, {
      from: { id: m.G1!.id, full_name: 'G1 Agent', role: 'agent' },
      to: { id: m.G2!.id, full_name: 'G2 Agent', role: 'agent' },
    });
    assert.equal(restored.actor.full_name, 'G1 Agent');
    assert.equal(archived.actor.full_name, 'G1 Agent');
    assert.ok(archived.created_at <= restored.created_at && restored.created_at <= moved.created_at);
    const paged = (await as('A1', 'GET', `${BASE}/${m.C2!.id}/history?size=1&page=2`)).json();
    assert.deepEqual([paged.items.length, paged.items[0].type, paged.pages], [1, 'restored', 3]);
    assert.equal((await as('G1', 'GET', `${BASE}/${m.C2!.id}/history`)).statusCode, 404, 'the old upline no longer sees it');
  });

  it('writes nothing when a change is refused', async () => {
    await archive('A1', 'M1');
    await reassign('A1', 'G1', 'A2');
    await restore('G1', 'C1');
    const events = await t.app.db
      .selectFrom('member_event')
      .select('id')
      .where('member_id', 'in', [m.M1!.id, m.G1!.id, m.C1!.id])
      .execute();
    assert.equal(events.length, 0);
  });
});
