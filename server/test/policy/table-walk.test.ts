import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { may, POLICY, ROLES, scopeOf, type Action, type Relation } from '../../src/policy/index.js';
import { newRoomId } from '../../src/services/meetings/rooms.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, setStatus, tokenFor, type TestMember } from '../helpers/members.js';

/**
 * Walks every cell of the policy table (role × action × target) through the HTTP API, for the actions
 * that have routes today, and through both evaluators for every action. The expected answer comes from
 * POLICY and from relations computed here from the drawn hierarchy (helpers/members.ts), never from the
 * server's own evaluators.
 */
const API = '/api/frontend';
const ACTORS = ['A2', 'M1', 'G1', 'C1'] as const;

/** A valid new upline for each member (null: an admin at the top), one that every actor allowed to move it can see. */
const REASSIGN_TO: Record<string, string | null> = {
  A1: null,
  A2: null,
  M1: 'A2',
  M2: 'A2',
  G1: 'M2',
  G3: 'M2',
  G2: 'M1',
  C1: 'G3',
  C2: 'G3',
  C3: 'G1',
  BA: null,
  BM: 'BA',
  BG: 'BM',
  BC: 'BG',
};

describe('policy table, cell by cell', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let reset: () => Promise<void>;
  const headers: Record<string, { authorization: string }> = {};
  const folderOf: Record<string, string> = {};

  before(async () => {
    t = await createTestApp();
    ({ m, reset } = await seedHierarchy(t.app.db));
    for (const key of ACTORS) {
      headers[key] = await tokenFor(t.app, m[key]!);
      const folder = await t.app.inject({
        method: 'POST',
        url: `${API}/folder/`,
        headers: headers[key],
        payload: { title: `from ${key}` },
      });
      assert.equal(folder.statusCode, 201, folder.body);
      folderOf[key] = folder.json().id;
    }
  });
  after(() => t.close());
  // Archiving and restoring a member ends every token issued before (a walk restores the actors too):
  // each test starts with fresh ones.
  beforeEach(async () => {
    for (const key of ACTORS) headers[key] = await tokenFor(t.app, m[key]!);
  });

  /** How `target` stands to `actor`, from the drawn hierarchy. */
  function relations(actor: TestMember, target: TestMember): Set<Relation> {
    const found = new Set<Relation>();
    if (target.companyId !== actor.companyId) return found;
    if (target.id === actor.id) return new Set(['self']);
    found.add('company');
    if (actor.invitedById === target.id) found.add('upline');
    for (let up = target.invitedById; up; up = Object.values(m).find((x) => x.id === up)!.invitedById) {
      if (up === actor.id) found.add('downline');
    }
    return found;
  }

  function expected(action: Action, actor: TestMember, target: TestMember): boolean {
    const rule = POLICY[action][actor.role];
    const targetRoles: readonly string[] | undefined = 'targetRoles' in rule ? rule.targetRoles : undefined;
    if (targetRoles && !targetRoles.includes(target.role)) return false;
    const found = relations(actor, target);
    return rule.relations.some((r: Relation) => found.has(r));
  }

  const sees = (actor: TestMember, target: TestMember) => expected('see', actor, target);
  const denied = (actor: TestMember, target: TestMember) => (sees(actor, target) ? 403 : 404);

  async function http(action: Action, actor: TestMember, target: TestMember): Promise<number> {
    const auth = headers[actor.key]!;
    const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `${API}${url}`, headers: auth, ...(payload ? { payload } : {}) });
    switch (action) {
      case 'see': {
        const details = (await call('GET', `/user-company/${target.id}`)).statusCode;
        const history = (await call('GET', `/user-company/${target.id}/history`)).statusCode;
        return details === history ? details : -history;
      }
      case 'manage': {
        if (target.id === actor.id) return (await call('DELETE', `/user-company/${target.id}`)).statusCode;
        // Archive where nothing else stands in the way (no active downline), then restore.
        const leaf = !Object.values(m).some((x) => x.invitedById === target.id);
        const archived = leaf ? (await call('DELETE', `/user-company/${target.id}`)).statusCode : null;
        await setStatus(t.app.db, target, 'archived');
        const restored = (await call('PUT', `/user-company/${target.id}/restore`)).statusCode;
        return archived === null || archived === restored ? restored : -archived;
      }
      case 'reassign': {
        const to = REASSIGN_TO[target.key];
        return (await call('PUT', `/user-company/${target.id}/reassign`, { invited_by_id: to ? m[to]!.id : null })).statusCode;
      }
      case 'sendContent':
        return (
          await call('POST', '/content/copy/send', {
            folder_ids: [folderOf[actor.key]],
            material_ids: [],
            recipient_ids: [target.id],
          })
        ).statusCode;
      case 'inviteToMeeting': {
        const response = await call('POST', '/meeting/room/generate', {
          title: `${actor.key} meets ${target.key}`,
          invitees: [target.id],
        });
        return response.statusCode;
      }
      case 'joinRoom': {
        // joinRoom is about the room's host: a room the target hosts, with no one invited.
        const room = newRoomId();
        await t.app.db
          .insertInto('meeting_room')
          .values({
            id: room,
            company_id: target.companyId,
            host_id: target.id,
            title: 'walk',
            created_at: new Date().toISOString(),
            starts_at: new Date().toISOString(),
          })
          .execute();
        const response = await call('GET', `/meeting/room/${room}`);
        const access = response.statusCode === 200 ? response.json().access : null;
        const expectedAccess = target.id === actor.id ? 'host' : 'lobby';
        return access === null || access === expectedAccess ? response.statusCode : -1;
      }
      case 'changeMeeting': {
        // changeMeeting is about the room's host: cancelling a room the target hosts.
        const room = newRoomId();
        const at = new Date().toISOString();
        await t.app.db
          .insertInto('meeting_room')
          .values({ id: room, company_id: target.companyId, host_id: target.id, title: 'walk', created_at: at, starts_at: at })
          .execute();
        return (await call('POST', `/meeting/room/${room}/cancel`)).statusCode;
      }
      case 'readEngagement':
        return (await call('GET', `/material/engagement/holdings/${target.id}`)).statusCode;
      default:
        throw new Error(`no route for ${action} yet`);
    }
  }

  /** What the API answers when the table allows the cell, and when it does not. */
  const OUTCOME: Partial<Record<Action, (allowed: boolean, actor: TestMember, target: TestMember) => number>> = {
    see: (allowed) => (allowed ? 200 : 404),
    manage: (allowed, actor, target) => (allowed ? 200 : target.id === actor.id ? 400 : denied(actor, target)),
    reassign: (allowed, actor, target) => (allowed ? 200 : denied(actor, target)),
    sendContent: (allowed, actor, target) => (allowed ? 200 : target.id === actor.id ? 400 : 404),
    inviteToMeeting: (allowed, actor, target) =>
      allowed ? 201 : target.id === actor.id ? 400 : target.companyId === actor.companyId ? 403 : 404,
    joinRoom: (allowed) => (allowed ? 200 : 404),
    // Not the host: 403 for whoever may knock at the room (the same company), 404 for everyone else.
    changeMeeting: (allowed, actor, target) => (allowed ? 200 : target.companyId === actor.companyId ? 403 : 404),
    // What a member holds: out of reach is absent, whoever they are.
    readEngagement: (allowed) => (allowed ? 200 : 404),
  };

  for (const [action, outcome] of Object.entries(OUTCOME) as [Action, NonNullable<(typeof OUTCOME)[Action]>][]) {
    for (const actorKey of ACTORS) {
      it(`${action} · ${actorKey} × every member of both companies (HTTP)`, async () => {
        const actor = m[actorKey]!;
        const wrong: string[] = [];
        for (const target of Object.values(m)) {
          try {
            const want = outcome(expected(action, actor, target), actor, target);
            const got = await http(action, actor, target);
            if (got !== want) wrong.push(`${target.key}: ${got}, expected ${want}`);
          } finally {
            await reset();
          }
        }
        assert.deepEqual(wrong, []);
      });
    }
  }

  for (const actorKey of ACTORS) {
    it(`see · ${actorKey}: the member list holds exactly the members the table lets them see`, async () => {
      const actor = m[actorKey]!;
      const response = await t.app.inject({ method: 'GET', url: `${API}/user-company/?size=100`, headers: headers[actorKey] });
      assert.equal(response.statusCode, 200);
      const listed = response
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort();
      const wanted = Object.values(m)
        .filter((target) => sees(actor, target))
        .map((target) => target.id)
        .sort();
      assert.deepEqual(listed, wanted);
    });

    it(`invite · ${actorKey} × every role (HTTP)`, async () => {
      const actor = m[actorKey]!;
      for (const role of ROLES) {
        const rule = POLICY.invite[actor.role];
        const allowed = 'targetRoles' in rule && (rule.targetRoles as readonly string[]).includes(role);
        const email = `invite-${actorKey}-${role}@policy.test`.toLowerCase();
        const response = await t.app.inject({
          method: 'POST',
          url: `${API}/user-company/`,
          headers: headers[actorKey],
          payload: { email, role },
        });
        assert.equal(response.statusCode, allowed ? 201 : 403, `${role}: ${response.body}`);
      }
    });

    it(`sendContent · ${actorKey}: an archived member who would be a recipient is refused`, async () => {
      const actor = m[actorKey]!;
      const target = Object.values(m).find((x) => expected('sendContent', actor, x))!;
      await setStatus(t.app.db, target, 'archived');
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: `${API}/content/copy/send`,
          headers: headers[actorKey],
          payload: { folder_ids: [folderOf[actorKey]], material_ids: [], recipient_ids: [target.id] },
        });
        assert.equal(response.statusCode, 404);
      } finally {
        await reset();
      }
    });
  }

  it('both evaluators agree with the table on every cell of every action, for every role', async () => {
    const wrong: string[] = [];
    for (const actor of Object.values(m)) {
      const asActor = { membershipId: actor.id, companyId: actor.companyId, role: actor.role };
      for (const action of Object.keys(POLICY) as Action[]) {
        if (action === 'invite') continue;
        const scoped = await t.app.db
          .selectFrom('user_company as m')
          .select('m.id')
          .where((eb) => scopeOf(asActor, action)(eb))
          .execute();
        const inScope = new Set(scoped.map((row) => row.id));
        for (const target of Object.values(m)) {
          const want = expected(action, actor, target);
          const decided = await may(t.app.db, asActor, action, target.id);
          if (decided !== want) wrong.push(`may ${action} ${actor.key}→${target.key}: ${decided}`);
          if (inScope.has(target.id) !== want)
            wrong.push(`scope ${action} ${actor.key}→${target.key}: ${inScope.has(target.id)}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });
});
