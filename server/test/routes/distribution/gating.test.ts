import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Item {
  id: string;
  title: string;
}

/**
 * Gating (docs/distribution.md): an original may require a securities licence (agents) and be limited to
 * US states (clients). Sends are all or nothing, naming each recipient; a change of licence or state
 * withholds and restores what a member holds, read when they ask. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('licence and state gating', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let unlicensed: Member;
  let texan: Member;
  let floridian: Member;
  let stateless: Member;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = (as: Member, to: Member[], materials: string[]) =>
    call(as, 'POST', '/content/copy/send', { folder_ids: [], material_ids: materials, recipient_ids: to.map((r) => r.id) });
  const check = (as: Member, to: Member[], materials: string[]) =>
    call(as, 'POST', '/content/copy/send/check', { folder_ids: [], material_ids: materials, recipient_ids: to.map((r) => r.id) });
  const shared = async (as: Member) => (await call(as, 'GET', '/content/shared')).json().items as Item[];
  const held = async (as: Member) => (await shared(as)).find((i) => i.title === title);
  const setUser = (member: Member, values: { state?: string | null; has_security_license?: number | null }) =>
    t.app.db
      .updateTable('users')
      .set(values)
      .where('id', '=', t.app.db.selectFrom('user_company').select('user_id').where('id', '=', member.id))
      .execute();
  const byteStatuses = async (as: Member, id: string) => ({
    download: (await call(as, 'GET', `/material/${id}`)).statusCode,
    preview: (await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose: 'preview' })).statusCode,
    link: (await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose: 'download' })).statusCode,
  });

  const title = 'Variable annuity guide.pdf';
  let originId = '';

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    unlicensed = await addMember(t.app, 'agent', m.marketer);
    texan = await addMember(t.app, 'client', m.agent);
    floridian = await addMember(t.app, 'client', m.agent);
    stateless = await addMember(t.app, 'client', m.agent);
    await setUser(texan, { state: 'TX' });
    await setUser(floridian, { state: 'Florida' });
    await setUser(stateless, { state: null });
    await setUser(unlicensed, { has_security_license: 0 });
  });
  after(() => t.close());

  it('the owner sets the rules; state codes are checked; a copy holder cannot, a stranger does not see it', async () => {
    const uploaded = await upload(t.app, m.admin.token, { name: title, data: randomBytes(3000) });
    originId = uploaded.json().id;
    const bad = await call(m.admin, 'PUT', `/material/${originId}/rules`, {
      requires_license: true,
      allowed_states: ['TX', 'XX'],
      watermark_clients: false,
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().detail, /XX/);
    const set = await call(m.admin, 'PUT', `/material/${originId}/rules`, {
      requires_license: true,
      allowed_states: ['TX'],
      watermark_clients: false,
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json(), { requires_license: true, allowed_states: ['TX'], watermark_clients: false });
    assert.equal((await call(m.client, 'PUT', `/material/${originId}/rules`, set.json())).statusCode, 404);
    assert.equal((await send(m.admin, [m.marketer], [originId])).statusCode, 200, 'marketers are not gated');
    const copy = (await held(m.marketer))!;
    assert.equal((await call(m.marketer, 'PUT', `/material/${copy.id}/rules`, set.json())).statusCode, 403);
    const details = (await call(m.marketer, 'GET', `/material/${copy.id}/details`)).json();
    assert.deepEqual(details.lifecycle.rules, { requires_license: true, allowed_states: ['TX'], watermark_clients: false });
    assert.equal(details.lifecycle.may_set_rules, false);
  });

  it('an unlicensed agent is named in the check and refuses the whole send; nothing is sent', async () => {
    const copy = (await held(m.marketer))!;
    const checked = await check(m.marketer, [m.agent, unlicensed], [copy.id]);
    assert.equal(checked.statusCode, 200, checked.body);
    const refusals = checked.json().refusals as { recipient_id: string | null; reason: string }[];
    assert.deepEqual(
      refusals.map((r) => r.recipient_id),
      [unlicensed.id],
    );
    assert.match(refusals[0]!.reason, /securities licence/);
    const refused = await send(m.marketer, [m.agent, unlicensed], [copy.id]);
    assert.equal(refused.statusCode, 403);
    assert.match(
      refused.json().detail,
      /agent .* cannot receive “Variable annuity guide\.pdf”: it is for agents with a securities licence/,
    );
    assert.equal(await held(m.agent), undefined, 'all or nothing: the licensed agent got nothing either');
    assert.equal((await send(m.marketer, [m.agent], [copy.id])).statusCode, 200);
  });

  it('clients: a state outside the list, and no state at all, are each named; a Texan receives it', async () => {
    const copy = (await held(m.agent))!;
    const refused = await send(m.agent, [texan, floridian, stateless], [copy.id]);
    assert.equal(refused.statusCode, 403);
    const detail = refused.json().detail as string;
    assert.match(detail, /only for clients in TX, and client \w+'s state on file is Florida/);
    assert.match(detail, /has no state on file — add it to their profile/);
    for (const client of [texan, floridian, stateless]) assert.equal(await held(client), undefined);
    const checked = (await check(m.agent, [texan, floridian, stateless], [copy.id])).json().refusals as {
      recipient_id: string;
    }[];
    assert.deepEqual(new Set(checked.map((r) => r.recipient_id)), new Set([floridian.id, stateless.id]));
    assert.equal((await send(m.agent, [texan], [copy.id])).statusCode, 200);
    const atTexan = (await held(texan))!;
    assert.deepEqual(await byteStatuses(texan, atTexan.id), { download: 200, preview: 200, link: 200 });
  });

  it('the owner of the original is bound too when sending to a client outside the states', async () => {
    const refused = await send(m.admin, [m.client], [originId]);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /state on file is IL/);
  });

  it('a client who moves away has their copy withheld with the reason, and back when they return', async () => {
    const atTexan = (await held(texan))!;
    assert.equal((await call(texan, 'PATCH', '/user/', { state: 'Florida' })).statusCode, 200);
    const statuses = await byteStatuses(texan, atTexan.id);
    assert.deepEqual(statuses, { download: 403, preview: 403, link: 403 });
    const refused = await call(texan, 'GET', `/material/${atTexan.id}`);
    assert.match(refused.json().detail, /withheld: it is only for clients in TX, and your state on file is Florida/);
    const details = (await call(texan, 'GET', `/material/${atTexan.id}/details`)).json();
    assert.deepEqual(details.lifecycle.states, ['withheld']);
    assert.equal(details.lifecycle.may_open, false);
    assert.equal((await call(texan, 'PATCH', '/user/', { state: null })).statusCode, 200);
    assert.match((await call(texan, 'GET', `/material/${atTexan.id}`)).json().detail, /Add your state to your profile/);
    assert.equal((await call(texan, 'PATCH', '/user/', { state: 'Texas' })).statusCode, 200);
    assert.deepEqual(await byteStatuses(texan, atTexan.id), { download: 200, preview: 200, link: 200 });
    assert.deepEqual((await call(texan, 'GET', `/material/${atTexan.id}/details`)).json().lifecycle.states, []);
  });

  it('an agent who loses their licence has the copy withheld (and cannot send it), and back with it', async () => {
    const copy = (await held(m.agent))!;
    assert.equal((await call(m.agent, 'PATCH', '/user/', { has_security_license: false })).statusCode, 200);
    const refused = await call(m.agent, 'GET', `/material/${copy.id}`);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /withheld: it is for agents with a securities licence, and your profile has none/);
    const zip = await call(m.agent, 'POST', '/content/download', { folder_ids: [], material_ids: [copy.id] });
    assert.ok(!zip.rawPayload.includes(Buffer.from(title)), 'left out of a zip');
    const resend = await send(m.agent, [texan], [copy.id]);
    assert.equal(resend.statusCode, 403);
    assert.equal((await call(m.agent, 'PATCH', '/user/', { has_security_license: true })).statusCode, 200);
    assert.deepEqual(await byteStatuses(m.agent, copy.id), { download: 200, preview: 200, link: 200 });
    assert.equal((await send(m.agent, [texan], [copy.id])).statusCode, 200);
  });

  it('with approval on, only an approver changes the rules', async () => {
    const own = await upload(t.app, m.marketer.token, { name: 'Own.pdf', data: randomBytes(100) });
    assert.equal((await call(m.admin, 'PATCH', '/company/', { material_approval: true })).statusCode, 200);
    const rules = { requires_license: true, allowed_states: [], watermark_clients: false };
    const refused = await call(m.marketer, 'PUT', `/material/${own.json().id}/rules`, rules);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /an approver changes who may receive/);
    assert.equal((await call(m.admin, 'PUT', `/material/${own.json().id}/rules`, rules)).statusCode, 200);
  });
});
