import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../../helpers/content.js';
import { statementsOf } from '../../helpers/statements.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Holding {
  origin_id: string;
  title: string;
  states: string[];
  withheld_reason: string | null;
  first_open: string | null;
  opens: number;
  sent_by: string | null;
}
interface Reach {
  sent: number;
  opened: number;
  pending: number;
}

const DAY = 86_400_000;
// Far from the demo's own sends (made at the real time when it is seeded): the period holds only ours.
const T0 = Date.parse('2031-05-05T09:00:00.000Z');

/**
 * Engagement where people work (docs/distribution.md): a client's holdings on their agent's page, the
 * marketer's roll-up per agent, the admin's company summary — after a scripted history on a controlled
 * clock. Who may read each (an agent only their own clients, a marketer only their own agents, another
 * company nothing), and a bounded number of statements whatever the page holds.
 */
describe('engagement', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let agent2: Member;
  let client2: Member;
  let otherMarketer: Member;
  let other: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  const ids = { guide: '', brochure: '', recalled: '', foreign: '' };
  const call = (as: Member, url: string, method = 'GET', payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = async (as: Member, to: Member[], materialIds: string[]) => {
    const sent = await call(as, '/content/copy/send', 'POST', {
      folder_ids: [],
      material_ids: materialIds,
      recipient_ids: to.map((r) => r.id),
    });
    assert.equal(sent.statusCode, 200, sent.body);
  };
  const held = async (as: Member, title: string) =>
    ((await call(as, '/content/shared')).json().items as { id: string; title: string }[]).find((i) => i.title === title)!.id;
  const open = async (as: Member, title: string) =>
    assert.equal((await call(as, `/material/${await held(as, title)}/details`)).statusCode, 200);
  const setUserState = (member: Member, state: string) =>
    t.app.db
      .updateTable('users')
      .set({ state })
      .where('id', '=', t.app.db.selectFrom('user_company').select('user_id').where('id', '=', member.id))
      .execute();
  const holdings = (as: Member, member: Member, query = '') => call(as, `/material/engagement/holdings/${member.id}${query}`);

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    agent2 = await addMember(t.app, 'agent', m.marketer);
    client2 = await addMember(t.app, 'client', agent2);
    otherMarketer = await addMember(t.app, 'marketer', m.admin);
    const oa = await addMember(t.app, 'admin', null);
    const om = await addMember(t.app, 'marketer', oa);
    const og = await addMember(t.app, 'agent', om);
    other = { admin: oa, marketer: om, agent: og, client: await addMember(t.app, 'client', og) };
    await setUserState(m.client, 'TX');
    lifecycleClock.now = () => T0;
    const file = async (as: Member, name: string) =>
      (await upload(t.app, as.token, { name, data: randomBytes(400) })).json().id as string;
    ids.guide = await file(m.admin, 'Annuity guide.pdf');
    ids.brochure = await file(m.admin, 'Brochure.pdf');
    ids.recalled = await file(m.admin, 'Old rates.pdf');
    ids.foreign = await file(other.admin, 'Their guide.pdf');
    await send(m.admin, [m.marketer], [ids.guide, ids.brochure]);
    await send(m.marketer, [m.agent], [await held(m.marketer, 'Annuity guide.pdf'), await held(m.marketer, 'Brochure.pdf')]);
    await send(m.marketer, [agent2], [await held(m.marketer, 'Annuity guide.pdf')]);
    await send(m.agent, [m.client], [await held(m.agent, 'Annuity guide.pdf'), await held(m.agent, 'Brochure.pdf')]);
    await send(other.admin, [other.marketer], [ids.foreign]);
    await send(other.marketer, [other.agent], [await held(other.marketer, 'Their guide.pdf')]);
    await send(other.agent, [other.client], [await held(other.agent, 'Their guide.pdf')]);
    lifecycleClock.now = () => T0 + DAY;
    await open(m.agent, 'Annuity guide.pdf');
    await open(m.client, 'Annuity guide.pdf');
    await open(other.client, 'Their guide.pdf');
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('the agent sees what their client holds, opened or not, newest first, with who sent it', async () => {
    const answer = await holdings(m.agent, m.client);
    assert.equal(answer.statusCode, 200, answer.body);
    const page = answer.json();
    assert.equal(page.member.id, m.client.id);
    const mine = (page.items as Holding[]).filter((h) => [ids.guide, ids.brochure].includes(h.origin_id));
    assert.equal(mine.length, 2);
    const guide = mine.find((h) => h.origin_id === ids.guide)!;
    const brochure = mine.find((h) => h.origin_id === ids.brochure)!;
    assert.deepEqual([guide.opens, guide.first_open, guide.states], [1, new Date(T0 + DAY).toISOString(), []]);
    assert.deepEqual([brochure.opens, brochure.first_open], [0, null]);
    assert.match(guide.sent_by ?? '', /\S/);
    const unopened = (await holdings(m.agent, m.client, '?opened=no')).json().items as Holding[];
    assert.ok(unopened.some((h) => h.origin_id === ids.brochure));
    assert.ok(!unopened.some((h) => h.origin_id === ids.guide));
    const openedOnly = (await holdings(m.agent, m.client, '?opened=yes')).json().items as Holding[];
    assert.deepEqual(
      openedOnly.map((h) => h.origin_id),
      [ids.guide],
    );
    assert.equal((await holdings(m.agent, m.client, '?size=101')).statusCode, 400);
    assert.equal((await holdings(m.agent, m.client, '?opened=maybe')).statusCode, 400);
  });

  it('pages hold at most `size` items and count them all', async () => {
    const first = (await holdings(m.agent, m.client, '?size=1')).json();
    const second = (await holdings(m.agent, m.client, '?size=1&page=2')).json();
    assert.equal(first.items.length, 1);
    assert.equal(second.items.length, 1);
    assert.notEqual(first.items[0].copy_id, second.items[0].copy_id);
    assert.equal(first.total, second.total);
    assert.equal(first.pages, first.total);
    const beyond = (await holdings(m.agent, m.client, `?size=1&page=${first.total + 1}`)).json();
    assert.deepEqual([beyond.items.length, beyond.total], [0, first.total]);
  });

  it("an agent reads only their own clients; a client no one's; another company nothing", async () => {
    assert.equal((await holdings(m.agent, client2)).statusCode, 404, "another agent's client");
    assert.equal((await holdings(m.agent, other.client)).statusCode, 404, "another company's client");
    assert.equal((await holdings(m.agent, agent2)).statusCode, 404, 'not a client of theirs');
    assert.equal((await holdings(m.client, m.client)).statusCode, 404, 'a client reads no holdings');
    assert.equal((await holdings(m.marketer, m.client)).statusCode, 200, 'a client below the marketer');
    assert.equal((await holdings(otherMarketer, m.client)).statusCode, 404, 'a client below another marketer');
    assert.equal((await holdings(m.admin, m.client)).statusCode, 200);
    assert.equal((await holdings(other.admin, m.client)).statusCode, 404);
    const theirs = (await holdings(other.admin, other.client)).json().items as Holding[];
    assert.deepEqual(
      theirs.map((h) => h.origin_id),
      [ids.foreign],
    );
  });

  it('a holding says when it is withheld from the client (their state) and comes back', async () => {
    await t.app.db.updateTable('material').set({ allowed_states: 'TX' }).where('id', '=', ids.guide).execute();
    await setUserState(m.client, 'FL');
    try {
      const guide = ((await holdings(m.agent, m.client)).json().items as Holding[]).find((h) => h.origin_id === ids.guide)!;
      assert.deepEqual(guide.states, ['withheld']);
      assert.match(guide.withheld_reason ?? '', /only for clients in TX/);
      const summary = (await call(m.admin, '/material/engagement/summary')).json();
      assert.deepEqual(summary.withheld, {
        copies: 1,
        materials: [{ origin_id: ids.guide, title: 'Annuity guide.pdf', copies: 1 }],
      });
      await setUserState(m.client, 'TX');
      const back = ((await holdings(m.agent, m.client)).json().items as Holding[]).find((h) => h.origin_id === ids.guide)!;
      assert.deepEqual([back.states, back.withheld_reason], [[], null]);
    } finally {
      await t.app.db.updateTable('material').set({ allowed_states: null }).where('id', '=', ids.guide).execute();
      await setUserState(m.client, 'TX');
    }
  });

  it("the marketer's roll-up: per agent, what they sent, what was opened, what waits — their agents only", async () => {
    const answer = await call(m.marketer, '/material/engagement/agents');
    assert.equal(answer.statusCode, 200, answer.body);
    const rows = answer.json().items as { agent: { id: string }; materials: Reach; clients: Reach; last_open: string | null }[];
    assert.deepEqual(new Set(rows.map((r) => r.agent.id)), new Set([m.agent.id, agent2.id]));
    const first = rows.find((r) => r.agent.id === m.agent.id)!;
    assert.deepEqual(first.materials, { sent: 2, opened: 1, pending: 1 });
    assert.deepEqual(first.clients, { sent: 2, opened: 1, pending: 1 });
    assert.equal(first.last_open, new Date(T0 + DAY).toISOString());
    const second = rows.find((r) => r.agent.id === agent2.id)!;
    assert.deepEqual(
      [second.materials, second.clients],
      [
        { sent: 1, opened: 0, pending: 1 },
        { sent: 0, opened: 0, pending: 0 },
      ],
    );
    assert.deepEqual((await call(otherMarketer, '/material/engagement/agents')).json().items, []);
    const byAdmin = await call(m.admin, `/material/engagement/agents?marketer_id=${m.marketer.id}`);
    assert.equal(byAdmin.json().total, 2);
    assert.equal((await call(otherMarketer, `/material/engagement/agents?marketer_id=${m.marketer.id}`)).statusCode, 404);
    assert.equal((await call(other.admin, `/material/engagement/agents?marketer_id=${m.marketer.id}`)).statusCode, 404);
    assert.equal((await call(m.agent, '/material/engagement/agents')).statusCode, 404);
    assert.equal((await call(m.client, '/material/engagement/agents')).statusCode, 404);
  });

  it("the admin's summary: what was sent and opened, most and least opened, expiries, recalls, approvals", async () => {
    await t.app.db
      .updateTable('material')
      .set({ use_until: new Date(T0 - DAY).toISOString() })
      .where('id', '=', ids.brochure)
      .execute();
    await t.app.db
      .updateTable('material')
      .set({ use_until: new Date(T0 + 5 * DAY).toISOString() })
      .where('id', '=', ids.guide)
      .execute();
    assert.equal((await call(m.admin, `/material/${ids.recalled}/recall`, 'POST', { reason: 'Rates changed' })).statusCode, 204);
    const v1 = await t.app.db
      .selectFrom('material_version')
      .selectAll()
      .where('material_id', '=', ids.guide)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('material_version')
      .values({ ...v1, number: 2, state: 'pending', decided_by_id: null, decided_at: null, decision_note: null })
      .execute();
    try {
      const answer = await call(m.admin, '/material/engagement/summary?days=7');
      assert.equal(answer.statusCode, 200, answer.body);
      const s = answer.json();
      // Sends: marketer ×2, agent ×2, agent2, client ×2; opened by the agent and the client (the guide).
      assert.deepEqual(s.sent, { materials: 2, recipients: 7, opened: 2, open_rate: 2 / 7 });
      assert.deepEqual(
        s.most_opened.map((r: { origin_id: string; recipients: number; opened: number }) => [
          r.origin_id,
          r.recipients,
          r.opened,
        ]),
        [[ids.guide, 4, 2]],
      );
      assert.deepEqual(
        s.least_opened.map((r: { origin_id: string; open_rate: number }) => [r.origin_id, r.open_rate]),
        [[ids.brochure, 0]],
      );
      assert.equal(s.recent.length, 2);
      assert.deepEqual([s.awaiting_approval, s.expired, s.withdrawn, s.expiring_total], [1, 1, 1, 1]);
      assert.deepEqual(s.expiring, [
        { origin_id: ids.guide, title: 'Annuity guide.pdf', use_until: new Date(T0 + 5 * DAY).toISOString() },
      ]);
      assert.deepEqual(s.withheld, { copies: 0, materials: [] });
      const theirs = (await call(other.admin, '/material/engagement/summary?days=7')).json();
      assert.deepEqual([theirs.sent.recipients, theirs.sent.opened, theirs.awaiting_approval, theirs.expired], [3, 1, 0, 0]);
      assert.deepEqual(
        theirs.recent.map((r: { origin_id: string }) => r.origin_id),
        [ids.foreign],
      );
      assert.equal((await call(m.marketer, '/material/engagement/summary')).statusCode, 403);
      assert.equal((await call(m.admin, '/material/engagement/summary?days=0')).statusCode, 400);
    } finally {
      await t.app.db.deleteFrom('material_version').where('material_id', '=', ids.guide).where('number', '=', 2).execute();
    }
  });

  it('each view reads in a fixed number of statements, whatever the page holds', async () => {
    const count = async (as: Member, url: string) => {
      const sent = await statementsOf(async () => assert.equal((await call(as, url)).statusCode, 200));
      return sent.length;
    };
    const holdingsOne = await count(m.agent, `/material/engagement/holdings/${m.client.id}?size=1`);
    const holdingsAll = await count(m.agent, `/material/engagement/holdings/${m.client.id}?size=100`);
    assert.equal(holdingsOne, holdingsAll);
    const agentsOne = await count(m.marketer, '/material/engagement/agents?size=1');
    const agentsAll = await count(m.marketer, '/material/engagement/agents?size=100');
    assert.equal(agentsOne, agentsAll);
    const summary = await count(m.admin, '/material/engagement/summary');
    // The sign-in check, then the view's own: two per page, four for the summary.
    const auth = await count(m.admin, '/user/');
    assert.ok(holdingsAll <= auth + 2, `holdings took ${holdingsAll} statements`);
    assert.ok(agentsAll <= auth + 2, `the roll-up took ${agentsAll} statements`);
    assert.ok(summary <= auth + 4, `the summary took ${summary} statements`);
  });
});
