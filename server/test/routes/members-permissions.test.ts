import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Role } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, setStatus, tokenFor, type TestMember } from '../helpers/members.js';

/**
 * Every Members route × the four roles × a target inside the actor's reach, outside it in the same
 * company, in another company, and (for marketers) a member they see but do not manage.
 * The hierarchy is the one drawn in helpers/members.ts.
 */
type Column = 'inside' | 'outside' | 'sightOnly' | 'other';
type Outcome = number | 'listed' | 'hidden';
type Row = Partial<Record<Column, Outcome>>;
type RouteName = 'listMembers' | 'listArchivedMembers' | 'getMember' | 'getMemberHistory' | 'archiveMember' | 'restoreMember' | 'reassignMember';

const CAST: Record<Role, { actor: string } & Partial<Record<Column, string>>> = {
  // An admin sees the whole company, so no target is outside their reach.
  admin: { actor: 'A1', inside: 'C3', other: 'BC' },
  // M1 sees G1, G3 and their clients C1, C2; manages only G1 and G3.
  marketer: { actor: 'M1', inside: 'G3', outside: 'G2', sightOnly: 'C1', other: 'BG' },
  agent: { actor: 'G1', inside: 'C2', outside: 'C3', other: 'BC' },
  // A client sees themselves and their agent.
  client: { actor: 'C1', inside: 'G1', outside: 'C2', other: 'BG' },
};

const LIST: Record<Role, Row> = {
  admin: { inside: 'listed', other: 'hidden' },
  marketer: { inside: 'listed', outside: 'hidden', sightOnly: 'listed', other: 'hidden' },
  agent: { inside: 'listed', outside: 'hidden', other: 'hidden' },
  client: { inside: 'listed', outside: 'hidden', other: 'hidden' },
};
const READ: Record<Role, Row> = {
  admin: { inside: 200, other: 404 },
  marketer: { inside: 200, outside: 404, sightOnly: 200, other: 404 },
  agent: { inside: 200, outside: 404, other: 404 },
  client: { inside: 200, outside: 404, other: 404 },
};
const MANAGE: Record<Role, Row> = {
  admin: { inside: 200, other: 404 },
  marketer: { inside: 200, outside: 404, sightOnly: 403, other: 404 },
  agent: { inside: 200, outside: 404, other: 404 },
  client: { inside: 403, outside: 404, other: 404 },
};
const REASSIGN: Record<Role, Row> = {
  admin: { inside: 200, other: 404 },
  marketer: { inside: 403, outside: 404, sightOnly: 403, other: 404 },
  agent: { inside: 403, outside: 404, other: 404 },
  client: { inside: 403, outside: 404, other: 404 },
};

const MATRIX: Record<RouteName, Record<Role, Row>> = {
  listMembers: LIST,
  listArchivedMembers: LIST,
  getMember: READ,
  getMemberHistory: READ,
  archiveMember: MANAGE,
  restoreMember: MANAGE,
  reassignMember: REASSIGN,
};

/** A valid new upline for each target that reassign is tried on. */
const REASSIGN_TO: Record<string, string> = { C3: 'G1', G3: 'M2', G2: 'M1', C1: 'G2', C2: 'G2', G1: 'M2', BC: 'G1', BG: 'M1' };

describe('members permission matrix', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let reset: () => Promise<void>;
  const headers: Record<string, { authorization: string }> = {};

  before(async () => {
    t = await createTestApp();
    ({ m, reset } = await seedHierarchy(t.app.db));
    for (const cast of Object.values(CAST)) headers[cast.actor] = await tokenFor(t.app, m[cast.actor]!);
  });
  after(() => t.close());

  async function run(route: RouteName, actor: TestMember, target: TestMember): Promise<Outcome> {
    const auth = headers[actor.key]!;
    const base = '/api/frontend/user-company';
    if (route === 'listArchivedMembers' || route === 'restoreMember') await setStatus(t.app.db, target, 'archived');
    if (route === 'listMembers' || route === 'listArchivedMembers') {
      const url = route === 'listMembers' ? `${base}/?size=100` : `${base}/archived?size=100`;
      const response = await t.app.inject({ method: 'GET', url, headers: auth });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().items.some((item: { id: string }) => item.id === target.id) ? 'listed' : 'hidden';
    }
    const request = {
      getMember: { method: 'GET', url: `${base}/${target.id}` },
      getMemberHistory: { method: 'GET', url: `${base}/${target.id}/history` },
      archiveMember: { method: 'DELETE', url: `${base}/${target.id}` },
      restoreMember: { method: 'PUT', url: `${base}/${target.id}/restore` },
      reassignMember: { method: 'PUT', url: `${base}/${target.id}/reassign`, payload: { invited_by_id: m[REASSIGN_TO[target.key]!]!.id } },
    }[route] as { method: 'GET' | 'PUT' | 'DELETE'; url: string; payload?: object };
    const response = await t.app.inject({ ...request, headers: auth });
    if (response.statusCode >= 400) assert.ok(response.json().detail, 'every refusal carries a detail');
    if (response.statusCode === 200 && route !== 'getMemberHistory') assert.equal(response.json().id, target.id);
    return response.statusCode;
  }

  for (const [route, byRole] of Object.entries(MATRIX) as [RouteName, Record<Role, Row>][]) {
    for (const [role, row] of Object.entries(byRole) as [Role, Row][]) {
      for (const [column, expected] of Object.entries(row) as [Column, Outcome][]) {
        const cast = CAST[role];
        it(`${route} · ${role} (${cast.actor}) · ${column} (${cast[column]}) → ${expected}`, async () => {
          try {
            assert.equal(await run(route, m[cast.actor]!, m[cast[column]!]!), expected);
          } finally {
            await reset();
          }
        });
      }
    }
  }

  it('covers every role and column the cast defines, for every route', () => {
    for (const byRole of Object.values(MATRIX)) {
      for (const [role, cast] of Object.entries(CAST) as [Role, (typeof CAST)[Role]][]) {
        const columns = Object.keys(cast).filter((k) => k !== 'actor').sort();
        assert.deepEqual(Object.keys(byRole[role]).sort(), columns);
      }
    }
  });

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
