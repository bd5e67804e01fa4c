import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { MaterialEventKind } from '../../../src/db/schema.js';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Person {
  member_id: string;
  full_name: string;
  withheld_at: string | null;
  withheld_reason: string | null;
}
const DAY = 86_400_000;
const T0 = Date.parse('2026-05-04T09:00:00.000Z');
const at = (day: number) => new Date(T0 + day * DAY).toISOString();

/**
 * The delivery record keeps what took copies out of use and gave them back (docs/distribution.md): a
 * withholding (a holder's licence or state, or the original's rules, changed) with its reason, the
 * restoring, and the expiry at the use-until date; and the Distribution page's keyset pages. SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
describe('withholdings, expiry and pages in the delivery record', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let clients: Member[];
  let originId = '';
  const title = 'Texas annuity guide.pdf';
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const held = async (as: Member) =>
    ((await call(as, 'GET', '/content/shared')).json().items as { id: string; title: string }[]).find((i) => i.title === title)!
      .id;
  const setState = (member: Member, state: string) =>
    t.app.db
      .updateTable('users')
      .set({ state })
      .where('id', '=', t.app.db.selectFrom('user_company').select('user_id').where('id', '=', member.id))
      .execute();
  const record = async (query = '') => {
    const answer = await call(m.admin, 'GET', `/material/${originId}/distribution${query}`);
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json();
  };
  const person = async (member: Member) => ((await record()).people.items as Person[]).find((p) => p.member_id === member.id)!;
  const events = (kind: MaterialEventKind) =>
    t.app.db.selectFrom('material_event').selectAll().where('origin_id', '=', originId).where('kind', '=', kind).execute();

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    clients = [];
    for (let i = 0; i < 5; i += 1) {
      const c = await addMember(t.app, 'client', m.agent);
      await setState(c, 'TX');
      clients.push(c);
    }
    lifecycleClock.now = () => T0;
    originId = (await upload(t.app, m.admin.token, { name: title, data: randomBytes(300) })).json().id;
    const send = async (as: Member, to: Member[], id: string) => {
      const sent = await call(as, 'POST', '/content/copy/send', {
        folder_ids: [],
        material_ids: [id],
        recipient_ids: to.map((r) => r.id),
      });
      assert.equal(sent.statusCode, 200, sent.body);
    };
    await send(m.admin, [m.marketer], originId);
    await send(m.marketer, [m.agent], await held(m.marketer));
    await send(m.agent, clients, await held(m.agent));
    const rules = { requires_license: true, allowed_states: ['TX'], watermark_clients: false };
    assert.equal((await call(m.admin, 'PUT', `/material/${originId}/rules`, rules)).statusCode, 200);
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('a client who moves away is withheld with the reason, once; back in Texas, restored', async () => {
    const mover = clients[0]!;
    lifecycleClock.now = () => T0 + DAY;
    assert.equal((await call(mover, 'PATCH', '/user/', { state: 'Florida' })).statusCode, 200);
    let p = await person(mover);
    assert.equal(p.withheld_at, at(1));
    assert.match(p.withheld_reason!, /only for clients in TX, and your state on file is Florida/);
    lifecycleClock.now = () => T0 + 2 * DAY;
    assert.equal((await call(mover, 'PATCH', '/user/', { state: null })).statusCode, 200);
    assert.equal((await events('withheld')).length, 1, 'still withheld: nothing new to note');
    assert.equal((await call(mover, 'PATCH', '/user/', { phone: '+1 512 555 0100' })).statusCode, 200);
    lifecycleClock.now = () => T0 + 3 * DAY;
    assert.equal((await call(mover, 'PATCH', '/user/', { state: 'Texas' })).statusCode, 200);
    p = await person(mover);
    assert.equal(p.withheld_at, null);
    const restored = await events('restored');
    assert.deepEqual(
      restored.map((e) => [e.member_id, e.at]),
      [[mover.id, at(3)]],
    );
  });

  it('an agent who loses their licence is withheld; the CSV says since when and why', async () => {
    lifecycleClock.now = () => T0 + 4 * DAY;
    assert.equal((await call(m.agent, 'PATCH', '/user/', { has_security_license: false })).statusCode, 200);
    const csv = await call(m.admin, 'GET', `/material/${originId}/distribution/csv`);
    const header = csv.body.split('\r\n')[0]!.split(',');
    const line = csv.body.split('\r\n').find((l) => l.includes('Alex Agent'))!;
    assert.ok(header.includes('withheld_since') && header.includes('withheld_reason'));
    assert.ok(line.includes(at(4)), line);
    assert.match(line, /securities licence/);
    lifecycleClock.now = () => T0 + 5 * DAY;
    assert.equal((await call(m.agent, 'PATCH', '/user/', { has_security_license: true })).statusCode, 200);
    assert.equal((await person(m.agent as Member)).withheld_at, null);
  });

  it('rules that leave holders out withhold them, and rules that let them in restore them', async () => {
    const oklahoman = clients[1]!;
    await setState(oklahoman, 'OK'); // written straight to the row: the rules change is what moves them
    lifecycleClock.now = () => T0 + 6 * DAY;
    const rules = (states: string[]) => ({ requires_license: true, allowed_states: states, watermark_clients: false });
    const counts = async () => [(await events('withheld')).length, (await events('restored')).length];
    const [withheld, restored] = await counts();
    assert.equal((await call(m.admin, 'PUT', `/material/${originId}/rules`, rules(['TX', 'OK']))).statusCode, 200);
    assert.deepEqual(await counts(), [withheld, restored! + 1], 'the Oklahoman may hold it now');
    lifecycleClock.now = () => T0 + 6 * DAY + 60_000;
    assert.equal((await call(m.admin, 'PUT', `/material/${originId}/rules`, rules(['TX']))).statusCode, 200);
    assert.deepEqual(await counts(), [withheld! + 1, restored! + 1], 'the Oklahoman only');
    assert.match((await person(oklahoman)).withheld_reason!, /only for clients in TX, and your state on file is OK/);
    lifecycleClock.now = () => T0 + 6 * DAY + 120_000;
    assert.equal((await call(m.admin, 'PUT', `/material/${originId}/rules`, rules([]))).statusCode, 200);
    assert.deepEqual(await counts(), [withheld! + 1, restored! + 2]);
    assert.equal((await person(oklahoman)).withheld_at, null);
  });

  it('pages found next to a person the client has are the pages found by number; an unknown id is ignored', async () => {
    const all = (await record('?page=1&size=200')).people.items as Person[];
    assert.equal(all.length, 7, 'marketer, agent, five clients');
    const byNumber = async (page: number) =>
      ((await record(`?page=${page}&size=3`)).people.items as Person[]).map((p) => p.member_id);
    const ids = all.map((p) => p.member_id);
    assert.deepEqual(await byNumber(2), ids.slice(3, 6));
    const after = (await record(`?page=2&size=3&after_id=${ids[2]}`)).people.items as Person[];
    assert.deepEqual(
      after.map((p) => p.member_id),
      ids.slice(3, 6),
    );
    const beforeIt = (await record(`?page=2&size=3&before_id=${ids[6]}`)).people.items as Person[];
    assert.deepEqual(
      beforeIt.map((p) => p.member_id),
      ids.slice(3, 6),
    );
    const stale = (await record(`?page=3&size=3&after_id=00000000-0000-0000-0000-000000000000`)).people.items as Person[];
    assert.deepEqual(
      stale.map((p) => p.member_id),
      ids.slice(6, 7),
    );
    const roles = all.map((p) => p.full_name);
    assert.equal(roles[0], 'Morgan Marketer');
  });

  it('an expiry is in the record at its date, once, and in the signed report', async () => {
    lifecycleClock.now = () => T0 + 7 * DAY;
    const until = at(8);
    assert.equal((await call(m.admin, 'PUT', `/material/${originId}/use-until`, { use_until: until })).statusCode, 204);
    await t.app.expirySweeper.sweep(T0 + 8 * DAY + 1000);
    await t.app.expirySweeper.sweep(T0 + 8 * DAY + 2000);
    const r = await record();
    assert.deepEqual(r.expiries, [{ at: until, version: 1 }]);
    const pdf = await call(m.admin, 'GET', `/material/${originId}/distribution/pdf`);
    assert.equal(pdf.statusCode, 200, pdf.body);
    const dir = mkdtempSync(join(tmpdir(), 'record-'));
    writeFileSync(join(dir, 'r.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', [join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
    assert.match(text, /Expired/);
    assert.match(text, /its use-until date passed/);
    assert.match(text, /Recipients \(7\)/);
  });
});
