import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, multipart, upload } from '../../helpers/content.js';
import { multipart as formParts } from '../../helpers/multipart.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Person {
  member_id: string;
  role: string;
  full_name: string;
  state: string | null;
  sent_by_id: string | null;
  first_open: string | null;
  last_open: string | null;
  opens: number;
  downloads: number;
  view_only: boolean;
  received_at: string;
}
const DAY = 86_400_000;
const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const at = (day: number) => new Date(T0 + day * DAY).toISOString();

/**
 * The delivery record (docs/distribution.md) after a scripted history on a controlled clock: sends down
 * admin → marketer → agent → two clients, opens, a preview, a new version, a recall. The counts per level,
 * the first and last open of each person, the first and last use of each version; filters; who may read
 * it; the CSV against formula injection; "tell me when they open it" told once.
 */
describe('the delivery record', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let floridian: Member;
  let originId = '';
  const title = 'Income guide.pdf';
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = async (as: Member, to: Member[], id: string, extra: object = {}) => {
    const sent = await call(as, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [id],
      recipient_ids: to.map((r) => r.id),
      ...extra,
    });
    assert.equal(sent.statusCode, 200, sent.body);
  };
  const held = async (as: Member) =>
    ((await call(as, 'GET', '/content/shared')).json().items as { id: string; title: string }[]).find((i) => i.title === title)!
      .id;
  const setUser = (member: Member, values: { state?: string; first_name?: string }) =>
    t.app.db
      .updateTable('users')
      .set(values)
      .where('id', '=', t.app.db.selectFrom('user_company').select('user_id').where('id', '=', member.id))
      .execute();
  const record = async (as: Member, query = '') => call(as, 'GET', `/material/${originId}/distribution${query}`);
  const opened = async (as: Member) =>
    ((await call(as, 'GET', '/notification/')).json().items as { type: string; title: string }[]).filter(
      (n) => n.type === 'content_opened',
    );

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    floridian = await addMember(t.app, 'client', m.agent);
    await setUser(m.client, { state: 'TX' });
    await setUser(floridian, { state: 'FL', first_name: '=HYPERLINK("http://evil.test","x")' });
    lifecycleClock.now = () => T0;
    originId = (await upload(t.app, m.admin.token, { name: title, data: randomBytes(500) })).json().id;
    await send(m.admin, [m.marketer], originId);
    await send(m.marketer, [m.agent], await held(m.marketer), { view_only: true });
    await send(m.agent, [m.client, floridian], await held(m.agent), { notify_open: true });
    const clientCopy = await held(m.client);
    lifecycleClock.now = () => T0 + DAY;
    await call(m.client, 'GET', `/material/${clientCopy}/details`);
    await call(m.client, 'GET', `/material/${clientCopy}/details`);
    lifecycleClock.now = () => T0 + 2 * DAY;
    const link = await call(m.client, 'POST', '/download/link', {
      folder_ids: [],
      material_ids: [clientCopy],
      purpose: 'preview',
    });
    await t.app.inject({ method: 'GET', url: link.json().url });
    await t.app.inject({ method: 'GET', url: link.json().url, headers: { range: 'bytes=100-199' } }); // the same read
    await call(m.agent, 'GET', `/material/${await held(m.agent)}/details`);
    assert.equal((await call(m.marketer, 'GET', `/material/${await held(m.marketer)}`)).statusCode, 200);
    lifecycleClock.now = () => T0 + 3 * DAY;
    const body = multipart({ name: 'x.pdf', data: randomBytes(600) }, { note: 'Q2 figures' });
    const v2 = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${originId}/versions`,
      headers: { ...body.headers, ...auth(m.admin.token) },
      payload: body.payload,
    });
    assert.equal(v2.statusCode, 201, v2.body);
    // The client's copy is view only (the marketer sent it so): a preview, not a download.
    assert.equal((await call(m.client, 'GET', `/material/${clientCopy}`)).statusCode, 403);
    const again = await call(m.client, 'POST', '/download/link', {
      folder_ids: [],
      material_ids: [clientCopy],
      purpose: 'preview',
    });
    await t.app.inject({ method: 'GET', url: again.json().url });
    lifecycleClock.now = () => T0 + 4 * DAY;
    assert.equal((await call(m.admin, 'POST', `/material/${originId}/recall`, { reason: 'Rates changed' })).statusCode, 204);
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('counts each level and dates each person from the events', async () => {
    const answer = await record(m.admin);
    assert.equal(answer.statusCode, 200, answer.body);
    const r = answer.json();
    assert.equal(r.scope, 'all');
    assert.deepEqual(r.levels, [
      { role: 'admin', received: 0, opened: 0, downloaded: 0 },
      { role: 'marketer', received: 1, opened: 1, downloaded: 1 },
      { role: 'agent', received: 1, opened: 1, downloaded: 0 },
      { role: 'client', received: 2, opened: 1, downloaded: 0 },
    ]);
    const people = r.people.items as Person[];
    assert.equal(r.people.total, 4);
    const client = people.find((p) => p.member_id === m.client.id)!;
    assert.deepEqual(
      [client.first_open, client.last_open, client.opens, client.downloads, client.state, client.sent_by_id, client.received_at],
      [at(1), at(3), 4, 0, 'TX', m.agent.id, at(0)],
      'two page opens, two previews (a range request is the same read)',
    );
    assert.equal(people.find((p) => p.member_id === m.agent.id)!.view_only, true);
    assert.equal(people.find((p) => p.member_id === floridian.id)!.first_open, null);
    assert.deepEqual(
      (r.versions as { number: number; first_use: string; last_use: string }[]).map((v) => [v.number, v.first_use, v.last_use]),
      [
        [1, at(0), at(2)],
        [2, at(3), at(3)],
      ],
    );
    assert.deepEqual(r.recalls, [{ at: at(4), by: 'Avery Admin', version: 2 }]);
  });

  it('filters by version and by state', async () => {
    const v2 = (await record(m.admin, '?version=2')).json();
    assert.equal((v2.people.items as Person[]).find((p) => p.member_id === m.client.id)!.opens, 1);
    assert.deepEqual(
      v2.versions.map((v: { number: number }) => v.number),
      [2],
    );
    const texas = (await record(m.admin, '?state=TX')).json();
    assert.deepEqual(
      (texas.people.items as Person[]).map((p) => p.member_id),
      [m.client.id],
    );
    assert.equal((await record(m.admin, '?state=Texas')).statusCode, 400);
  });

  it('a sender sees what came through them; a client who sent nothing sees no one; a stranger nothing', async () => {
    const agentView = (await call(m.agent, 'GET', `/material/${await held(m.agent)}/distribution`)).json();
    assert.equal(agentView.scope, 'below_me');
    assert.deepEqual(new Set((agentView.people.items as Person[]).map((p) => p.member_id)), new Set([m.client.id, floridian.id]));
    const clientView = (await call(m.client, 'GET', `/material/${await held(m.client)}/distribution`)).json();
    assert.equal(clientView.people.total, 0);
    const other = await addMember(t.app, 'agent', m.marketer);
    assert.equal((await record(other)).statusCode, 404);
  });

  it('the CSV has one line per recipient and writes a formula as text', async () => {
    const csv = await call(m.admin, 'GET', `/material/${originId}/distribution/csv`);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines.length, 5, 'a header and four recipients');
    assert.match(csv.body, /"'=HYPERLINK\(""http:\/\/evil\.test"",""x""\) [0-9a-f]{4}"/);
    assert.ok(!/(^|,)=HYPERLINK/m.test(csv.body), 'no field starts with =');
  });

  it('the sender who asked is told once, when each recipient first opens', async () => {
    const told = await opened(m.agent);
    assert.equal(told.length, 1, 'the client opened four times; the Floridian not at all');
    assert.match(told[0]!.title, /opened “Income guide\.pdf”/);
    assert.equal((await opened(m.marketer)).length, 0, 'the marketer did not ask');
  });

  it('the signed report holds each version with its SHA-256 and every recipient; pdfsig and the verification page accept it, not after one changed byte', async () => {
    const answer = await call(m.admin, 'GET', `/material/${originId}/distribution/pdf`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['content-type'], 'application/pdf');
    const pdf = answer.rawPayload;
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    writeFileSync(join(dir, 'report.pdf'), pdf);
    const text = execFileSync('pdftotext', [join(dir, 'report.pdf'), '-'], { encoding: 'utf8' });
    const versions = (await record(m.admin)).json().versions as { sha256: string }[];
    for (const expected of [
      'Delivery record of “Income guide.pdf”',
      versions[0]!.sha256,
      versions[1]!.sha256,
      'Casey Client',
      'Alex Agent',
    ])
      assert.ok(text.includes(expected), expected);
    const pdfsig = (file: string) => execFileSync('pdfsig', [file], { encoding: 'utf8' });
    assert.match(pdfsig(join(dir, 'report.pdf')), /Signature Validation: Signature is Valid\./);
    const verify = (bytes: Buffer) => {
      const body = formParts({}, [{ field: 'file', filename: 'report.pdf', type: 'application/pdf', data: bytes }]);
      return t.app.inject({
        method: 'POST',
        url: `${API}/intake-form/verify`,
        headers: { ...auth(m.admin.token), ...body.headers },
        payload: body.payload,
      });
    };
    const verified = (await verify(pdf)).json();
    assert.equal(verified.valid, true, verified.reason);
    assert.match(verified.reason, /A sealed delivery record of this company/);
    assert.equal(verified.report.origin_id, originId);
    const changed = Buffer.from(pdf);
    const at = changed.indexOf('/Producer <FEFF0043');
    assert.ok(at > 0);
    changed[at + '/Producer <FEFF004'.length] = '4'.charCodeAt(0);
    writeFileSync(join(dir, 'changed.pdf'), changed);
    const broken = pdfsig(join(dir, 'changed.pdf'));
    assert.doesNotMatch(broken, /Signature is Valid/);
    assert.match(broken, /Digest Mismatch/);
    assert.equal((await verify(changed)).json().valid, false);
  });

  it('an admin exports every original used in a date range; others may not', async () => {
    const range = (from: number, to: number, format: string) =>
      `/material/distribution/export?from=${encodeURIComponent(at(from))}&to=${encodeURIComponent(at(to))}&format=${format}`;
    const csv = await call(m.admin, 'GET', range(0, 1, 'csv'));
    assert.equal(csv.statusCode, 200, csv.body);
    assert.equal(csv.body.trim().split('\r\n').length, 5, 'the guide, sent on day 0: four recipients');
    const later = await call(m.admin, 'GET', range(10, 20, 'csv'));
    assert.equal(later.statusCode, 204, 'nothing used then: nothing to export');
    assert.equal(later.body, '');
    assert.equal((await call(m.admin, 'GET', range(2, 1, 'csv'))).statusCode, 400);
    assert.equal((await call(m.marketer, 'GET', range(0, 1, 'csv'))).statusCode, 403);
    const pdf = await call(m.admin, 'GET', range(0, 5, 'pdf'));
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
  });
});
