import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { insertMembers, seedHierarchy, setStatus, tokenFor, type TestMember } from '../helpers/members.js';

const BASE = '/api/frontend/user-company';

describe('member lists and details', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let admin: { authorization: string };

  before(async () => {
    t = await createTestApp();
    const seeded = await seedHierarchy(t.app.db);
    m = seeded.m;
    // Named clients of C3's agent G2, and 45 numbered clients of agent G3, created a minute apart.
    m = await insertMembers(
      t.app.db,
      seeded.companyA,
      [
        { key: 'N1', role: 'client', upline: 'G2', first: 'Jonathan', last: 'Smithers' },
        { key: 'N2', role: 'client', upline: 'G2', first: 'Maria', last: 'JOHNSON' },
        { key: 'N3', role: 'client', upline: 'G2', first: 'ann', last: 'Smith' },
        { key: 'N4', role: 'client', upline: 'G2', first: 'Percy', last: '100%_Sure' },
        ...Array.from({ length: 45 }, (_, i) => ({
          key: `P${i}`,
          role: 'client' as const,
          upline: 'G3',
          first: `Pat${String(i).padStart(2, '0')}`,
          last: 'Numbered',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        })),
      ],
      m,
    );
    admin = await tokenFor(t.app, m.A1!);
  });
  after(() => t.close());

  const get = async (url: string, member = 'A1') =>
    t.app.inject({ method: 'GET', url, headers: member === 'A1' ? admin : await tokenFor(t.app, m[member]!) });
  const names = (response: { json(): { items: { full_name: string }[] } }) => response.json().items.map((i) => i.full_name);

  it('lists members with their fields, downline counts and no archived ones', async () => {
    await setStatus(t.app.db, m.C2!, 'archived');
    try {
      const response = await get(`${BASE}/?role=agent`, 'M1');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.deepEqual(body.items.map((i: { id: string }) => i.id).sort(), [m.G1!.id, m.G3!.id].sort());
      const g1 = body.items.find((i: { id: string }) => i.id === m.G1!.id);
      assert.deepEqual(Object.keys(g1).sort(), [
        'archived_at',
        'avatar',
        'created_at',
        'downline_count',
        'email',
        'first_name',
        'full_name',
        'id',
        'invited_by_id',
        'last_name',
        'phone',
        'role',
        'status',
        'user_id',
      ]);
      assert.equal(g1.downline_count, 1, 'C1 is active, C2 archived');
      assert.equal(g1.full_name, 'G1 Agent');
      assert.equal(g1.invited_by_id, m.M1!.id);
      assert.equal(g1.avatar, null);
      assert.equal(g1.status, 'active');
      const everyone = await get(`${BASE}/?size=100`);
      assert.ok(!everyone.json().items.some((i: { id: string }) => i.id === m.C2!.id), 'archived members are not listed');
      const archived = await get(`${BASE}/archived`);
      assert.deepEqual(
        archived.json().items.map((i: { id: string }) => i.id),
        [m.C2!.id],
      );
      assert.ok(archived.json().items[0].archived_at);
    } finally {
      await setStatus(t.app.db, m.C2!, 'active');
    }
  });

  it('finds members by every word of the search within the first or last name, in any order, ignoring case', async () => {
    const search = async (text: string) => names(await get(`${BASE}/?full_name=${encodeURIComponent(text)}`)).sort();
    assert.deepEqual(await search('SMITH'), ['Jonathan Smithers', 'ann Smith']);
    assert.deepEqual(await search('john'), ['Maria JOHNSON']);
    assert.deepEqual(await search('jo'), ['Jonathan Smithers', 'Maria JOHNSON']);
    assert.deepEqual(await search('NATH'), ['Jonathan Smithers']);
    assert.deepEqual(await search('than  smi'), ['Jonathan Smithers'], 'across first and last, spaces normalised');
    assert.deepEqual(await search('  Ann smith '), ['ann Smith']);
    assert.deepEqual(await search('smith ann'), ['ann Smith'], 'words in any order');
    assert.deepEqual(await search('smith maria'), [], 'every word, not any');
    assert.deepEqual(await search('100%_'), ['Percy 100%_Sure'], 'wildcards are literal');
    assert.deepEqual(await search('%'), ['Percy 100%_Sure']);
    assert.deepEqual(await search('_'), ['Percy 100%_Sure']);
    assert.equal(
      (await get(`${BASE}/?full_name=`)).json().total,
      (await get(`${BASE}/`)).json().total,
      'an empty search is no filter',
    );
  });

  it('finds members under their new name after a name change, and no longer under the old one', async () => {
    await t.app.db.updateTable('users').set({ first_name: 'Bartholomew' }).where('id', '=', m.N4!.userId).execute();
    try {
      assert.deepEqual(names(await get(`${BASE}/?full_name=tholo`)), ['Bartholomew 100%_Sure']);
      assert.deepEqual(names(await get(`${BASE}/?full_name=percy`)), []);
    } finally {
      await t.app.db.updateTable('users').set({ first_name: 'Percy' }).where('id', '=', m.N4!.userId).execute();
    }
  });

  it('searches only within reach', async () => {
    const asAgent = await get(`${BASE}/?full_name=smith`, 'G1');
    assert.deepEqual(asAgent.json(), { items: [], total: 0, page: 1, size: 20, pages: 0 });
    const asOwnAgent = await get(`${BASE}/?full_name=smith`, 'G2');
    assert.equal(asOwnAgent.json().total, 2);
  });

  it('paginates with totals', async () => {
    const first = (await get(`${BASE}/?invited_by_id=${m.G3!.id}`)).json();
    assert.equal(first.total, 45);
    assert.equal(first.size, 20);
    assert.equal(first.page, 1);
    assert.equal(first.pages, 3);
    assert.equal(first.items.length, 20);
    const third = (await get(`${BASE}/?invited_by_id=${m.G3!.id}&page=3&size=20`)).json();
    assert.equal(third.items.length, 5);
    assert.equal(third.total, 45);
    const beyond = (await get(`${BASE}/?invited_by_id=${m.G3!.id}&page=4`)).json();
    assert.deepEqual([beyond.items.length, beyond.total, beyond.pages], [0, 45, 3]);
    const all = (await get(`${BASE}/?invited_by_id=${m.G3!.id}&size=100`)).json();
    assert.equal(all.items.length, 45);
    const pages = [1, 2, 3].map((page) => get(`${BASE}/?invited_by_id=${m.G3!.id}&page=${page}`));
    const ids = (await Promise.all(pages)).flatMap((r) => r.json().items.map((i: { id: string }) => i.id));
    assert.equal(new Set(ids).size, 45, 'pages neither overlap nor skip');
  });

  it('refuses page sizes and pages out of range, unknown parameters and unknown roles', async () => {
    for (const query of ['size=101', 'size=0', 'page=0', 'page=x', 'role=owner', 'sort=email', 'colour=red']) {
      const response = await get(`${BASE}/?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.ok(response.json().detail, query);
    }
  });

  it('sorts by name (default) or by date, in either direction', async () => {
    const url = `${BASE}/?invited_by_id=${m.G3!.id}&size=100`;
    const expected = Array.from({ length: 45 }, (_, i) => `Pat${String(i).padStart(2, '0')} Numbered`);
    assert.deepEqual(names(await get(url)), expected);
    assert.deepEqual(names(await get(`${url}&sort=-name`)), [...expected].reverse());
    assert.deepEqual(names(await get(`${url}&sort=created_at`)), expected);
    assert.deepEqual(names(await get(`${url}&sort=-created_at`)), [...expected].reverse());
    const mixed = names(await get(`${BASE}/?invited_by_id=${m.G2!.id}`));
    assert.deepEqual(
      mixed,
      ['ann Smith', 'C3 Client', 'Jonathan Smithers', 'Maria JOHNSON', 'Percy 100%_Sure'],
      'case does not change the order',
    );
  });

  it('filters by role and by upline, within reach', async () => {
    const agents = (await get(`${BASE}/?role=agent&size=100`)).json();
    assert.deepEqual(agents.items.map((i: { id: string }) => i.id).sort(), [m.G1!.id, m.G2!.id, m.G3!.id].sort());
    const underM1 = (await get(`${BASE}/?invited_by_id=${m.M1!.id}`)).json();
    assert.deepEqual(underM1.items.map((i: { id: string }) => i.id).sort(), [m.G1!.id, m.G3!.id].sort());
    const otherCompany = (await get(`${BASE}/?invited_by_id=${m.BM!.id}`)).json();
    assert.equal(otherCompany.total, 0);
    const clientView = (await get(`${BASE}/`, 'C1')).json();
    assert.deepEqual(clientView.items.map((i: { id: string }) => i.id).sort(), [m.C1!.id, m.G1!.id].sort());
  });

  it('shows one member with upline summary and downline counts', async () => {
    await setStatus(t.app.db, m.C2!, 'archived');
    try {
      const response = await get(`${BASE}/${m.G1!.id}`, 'M1');
      assert.equal(response.statusCode, 200);
      const body = response.json();
      assert.deepEqual(body.invited_by, { id: m.M1!.id, full_name: 'M1 Marketer', role: 'marketer', status: 'active' });
      assert.deepEqual(body.downline, { active: 1, archived: 1 });
      assert.equal(body.downline_count, 1);
      const archived = await get(`${BASE}/${m.C2!.id}`, 'G1');
      assert.equal(archived.statusCode, 200);
      assert.equal(archived.json().status, 'archived');
      const top = (await get(`${BASE}/${m.A1!.id}`)).json();
      assert.equal(top.invited_by, null);
    } finally {
      await setStatus(t.app.db, m.C2!, 'active');
    }
  });

  it('answers 404 with a detail for an unknown id, the same as for another company', async () => {
    const unknown = await get(`${BASE}/00000000-0000-4000-8000-000000000000`);
    const foreign = await get(`${BASE}/${m.BC!.id}`);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), foreign.json());
  });

  it("shows the signed-in member's upline contact card", async () => {
    const response = await get(`${BASE}/invited-by/details`, 'C1');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      id: m.G1!.id,
      first_name: 'G1',
      last_name: 'Agent',
      full_name: 'G1 Agent',
      email: m.G1!.email,
      phone: '+1 555 0199',
      role: 'agent',
      avatar: null,
    });
    const top = await get(`${BASE}/invited-by/details`);
    assert.equal(top.statusCode, 404);
    assert.match(top.json().detail, /nobody invited you/);
  });
});
