import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MATERIAL_POLICY } from '../../../src/policy/table.js';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, multipart, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Item {
  id: string;
  title: string;
  version?: number;
  updated?: boolean;
}
const DAY = 86_400_000;

/**
 * Approval, recall and expiry of an original, reaching every copy down admin → marketer → agent →
 * client; every route that serves bytes asks the same gate. Runs on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('approval, recall and expiry reach every copy; clients never get what is not servable', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let principal: Member;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = (as: Member, to: Member, materials: string[]) =>
    call(as, 'POST', '/content/copy/send', { folder_ids: [], material_ids: materials, recipient_ids: [to.id] });
  const shared = async (as: Member) => (await call(as, 'GET', '/content/shared')).json().items as Item[];
  const heldCopy = async (as: Member, title: string) => (await shared(as)).find((i) => i.title === title)!;
  const newVersion = (as: Member, id: string, data: Buffer, note: string) => {
    const body = multipart({ name: 'x.pdf', data }, { note });
    return t.app.inject({
      method: 'POST',
      url: `${API}/material/${id}/versions`,
      headers: { ...body.headers, ...auth(as.token) },
      payload: body.payload,
    });
  };
  const notifications = async (as: Member) =>
    (await call(as, 'GET', '/notification/')).json().items as { type: string; title: string; body: string }[];
  /** Every route that serves a material's bytes, as this member: the status of each. */
  const byteRoutes = async (as: Member, id: string, title: string) => {
    const download = (await call(as, 'GET', `/material/${id}`)).statusCode;
    const link = await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose: 'download' });
    const preview = (await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose: 'preview' }))
      .statusCode;
    const thumbnail = (await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose: 'thumbnail' }))
      .statusCode;
    const zip = await call(as, 'POST', '/content/download', { folder_ids: [], material_ids: [id] });
    return {
      download,
      link: link.statusCode,
      preview,
      thumbnail,
      zipHasIt: zip.statusCode === 200 && zip.rawPayload.includes(Buffer.from(title)),
    };
  };

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    principal = await addMember(t.app, 'marketer', m.admin);
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  const v1 = randomBytes(2000);
  let originId = '';
  const title = 'Brochure.pdf';

  it('the policy table says who approves, recalls and renews (admins, principals; owners recall and renew)', () => {
    assert.deepEqual(MATERIAL_POLICY.approveMaterial, {
      admin: ['company'],
      marketer: ['principal'],
      agent: ['principal'],
      client: [],
    });
    assert.deepEqual(MATERIAL_POLICY.recallMaterial.client, ['origin']);
    assert.deepEqual(MATERIAL_POLICY.renewMaterial.marketer, ['origin', 'principal']);
  });

  it('an admin turns approval on and marks a marketer as principal; a client cannot be one, nor can a marketer mark', async () => {
    const settings = await call(m.admin, 'PATCH', '/company/', { material_approval: true, material_lifetime_days: 30 });
    assert.equal(settings.statusCode, 200, settings.body);
    assert.equal(settings.json().material_approval, true);
    assert.equal((await call(m.marketer, 'PATCH', '/company/', { material_approval: false })).statusCode, 403);
    const marked = await call(m.admin, 'PUT', `/user-company/${principal.id}/principal`, { principal: true });
    assert.equal(marked.statusCode, 200, marked.body);
    assert.equal(marked.json().principal, true);
    assert.equal((await call(m.admin, 'PUT', `/user-company/${m.client.id}/principal`, { principal: true })).statusCode, 400);
    const byMarketer = await call(m.marketer, 'PUT', `/user-company/${m.agent.id}/principal`, { principal: true });
    assert.equal(byMarketer.statusCode, 403, byMarketer.body);
  });

  it('a pending upload circulates among staff but is refused to a client, with the material named', async () => {
    const uploaded = await upload(t.app, m.marketer.token, { name: title, data: v1 });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    originId = uploaded.json().id;
    const details = (await call(m.marketer, 'GET', `/material/${originId}/details`)).json();
    assert.deepEqual(details.lifecycle.states, ['pending']);
    assert.ok(details.lifecycle.use_until, 'the company default lifetime fills "use until"');
    assert.equal((await send(m.marketer, m.agent, [originId])).statusCode, 200);
    const atAgent = await heldCopy(m.agent, title);
    assert.equal((await call(m.agent, 'GET', `/material/${atAgent.id}`)).statusCode, 200, 'staff open a pending version');
    const refused = await send(m.agent, m.client, [atAgent.id]);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /“Brochure\.pdf” is waiting for approval/);
    assert.equal((await shared(m.client)).length, 0, 'nothing reached the client');
    // The approvers are told.
    assert.ok((await notifications(m.admin)).some((n) => n.type === 'material_pending'));
  });

  it('the queue is for approvers only, oldest first; who may approve follows the table', async () => {
    assert.equal((await call(m.agent, 'GET', '/material/approvals')).statusCode, 403);
    const queue = await call(principal, 'GET', '/material/approvals');
    assert.equal(queue.statusCode, 200, queue.body);
    assert.deepEqual(
      queue
        .json()
        .items.map((i: { material_id: string; number: number; previous: number | null }) => [
          i.material_id,
          i.number,
          i.previous,
        ]),
      [[originId, 1, null]],
    );
    const atAgent = await heldCopy(m.agent, title);
    assert.equal(
      (await call(m.agent, 'POST', `/material/${atAgent.id}/versions/1/approve`, {})).statusCode,
      403,
      'a copy holder',
    );
    assert.equal((await call(m.client, 'POST', `/material/${originId}/versions/1/approve`, {})).statusCode, 404, 'a client');
    assert.equal(
      (await call(m.admin, 'POST', `/material/${originId}/versions/1/reject`, {})).statusCode,
      400,
      'a rejection needs a note',
    );
  });

  it('an approval is recorded (approver, time, SHA-256) and told to the author; then the send goes through', async () => {
    const approved = await call(principal, 'POST', `/material/${originId}/versions/1/approve`, { note: 'Fine' });
    assert.equal(approved.statusCode, 204, approved.body);
    assert.equal((await call(m.admin, 'POST', `/material/${originId}/versions/1/approve`, {})).statusCode, 409, 'once');
    const versions = (await call(m.marketer, 'GET', `/material/${originId}/versions`)).json().items;
    assert.equal(versions[0].state, 'approved');
    assert.equal(versions[0].decided_by.id, principal.id);
    assert.ok(versions[0].decided_at);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'material.version_approved')
      .executeTakeFirstOrThrow();
    assert.match(String(audit.detail), /sha256/);
    assert.ok((await notifications(m.marketer)).some((n) => n.type === 'material_approved'));
    const atAgent = await heldCopy(m.agent, title);
    assert.equal((await send(m.agent, m.client, [atAgent.id])).statusCode, 200);
    const atClient = await heldCopy(m.client, title);
    assert.deepEqual(await byteRoutes(m.client, atClient.id, title), {
      download: 200,
      link: 200,
      preview: 200,
      thumbnail: 200,
      zipHasIt: true,
    });
  });

  it('a new version waits: the client keeps the approved one until it is approved; approving v2 never approves v3', async () => {
    assert.equal((await newVersion(m.marketer, originId, randomBytes(2100), 'Q3 rates')).statusCode, 201);
    let atClient = await heldCopy(m.client, title);
    assert.equal(atClient.version, 1);
    assert.equal((await newVersion(m.marketer, originId, randomBytes(2200), 'Q4 rates')).statusCode, 201);
    const queue = (await call(m.admin, 'GET', '/material/approvals')).json().items;
    assert.deepEqual(
      queue.map((i: { number: number; previous: number }) => [i.number, i.previous]),
      [
        [2, 1],
        [3, 1],
      ],
    );
    assert.equal((await call(m.admin, 'POST', `/material/${originId}/versions/2/approve`, {})).statusCode, 204);
    atClient = await heldCopy(m.client, title);
    assert.equal(atClient.version, 2, 'a copy four levels down follows its approved origin');
    assert.equal(atClient.updated, true);
    const states = (await call(m.marketer, 'GET', `/material/${originId}/versions`))
      .json()
      .items.map((v: { number: number; state: string }) => [v.number, v.state]);
    assert.deepEqual(states, [
      [3, 'pending'],
      [2, 'approved'],
      [1, 'approved'],
    ]);
    assert.equal(
      (await call(m.admin, 'POST', `/material/${originId}/versions/3/reject`, { note: 'Wrong rates' })).statusCode,
      204,
    );
    assert.equal((await heldCopy(m.client, title)).version, 2, 'a rejected version reaches nobody');
    assert.ok((await notifications(m.marketer)).some((n) => n.type === 'material_rejected' && n.body.includes('Wrong rates')));
  });

  it('a recall withdraws every copy at once: no byte route serves it, holders are told the reason; undo brings it back', async () => {
    const atClient = await heldCopy(m.client, title);
    const atAgent = await heldCopy(m.agent, title);
    assert.equal(
      (await call(m.client, 'POST', `/material/${atClient.id}/recall`, { reason: 'x' })).statusCode,
      403,
      'a copy holder',
    );
    assert.equal(
      (await call(m.agent, 'POST', `/material/${atAgent.id}/recall`, { reason: 'x' })).statusCode,
      403,
      'staff copy holder',
    );
    // An approver holding a copy recalls from it.
    await send(m.marketer, m.admin, [originId]);
    const atAdmin = await heldCopy(m.admin, title);
    const recalled = await call(m.admin, 'POST', `/material/${atAdmin.id}/recall`, {
      reason: 'Product withdrawn by the carrier',
    });
    assert.equal(recalled.statusCode, 204, recalled.body);
    assert.deepEqual(await byteRoutes(m.client, atClient.id, title), {
      download: 403,
      link: 403,
      preview: 403,
      thumbnail: 403,
      zipHasIt: false,
    });
    assert.equal((await byteRoutes(m.agent, atAgent.id, title)).download, 403, 'staff too');
    assert.equal((await call(m.marketer, 'GET', `/material/${originId}`)).statusCode, 200, 'the owner keeps their original');
    const told = (await notifications(m.client)).find((n) => n.type === 'content_withdrawn')!;
    assert.match(told.body, /Product withdrawn by the carrier/);
    const details = (await call(m.client, 'GET', `/material/${atClient.id}/details`)).json();
    assert.deepEqual(details.lifecycle.states, ['withdrawn']);
    assert.equal(details.lifecycle.may_open, false);
    assert.equal((await send(m.agent, m.marketer, [atAgent.id])).statusCode, 403, 'nothing withdrawn is sent');
    assert.equal((await call(m.marketer, 'DELETE', `/material/${originId}/recall`)).statusCode, 204);
    assert.equal((await byteRoutes(m.client, atClient.id, title)).download, 200);
  });

  it('expiry with a controlled clock: notices 14 and 3 days ahead once, then every copy expires; a renewal brings them back', async () => {
    const start = Date.now();
    lifecycleClock.now = () => start;
    const until = new Date(start + 20 * DAY).toISOString();
    assert.equal(
      (await call(m.agent, 'PUT', `/material/${(await heldCopy(m.agent, title)).id}/use-until`, { use_until: until })).statusCode,
      403,
    );
    assert.equal((await call(m.marketer, 'PUT', `/material/${originId}/use-until`, { use_until: until })).statusCode, 204);
    const sweep = (at: number) => t.app.expirySweeper.sweep(at);
    assert.deepEqual(await sweep(start + 1 * DAY), []);
    const fourteen = await sweep(start + 7 * DAY);
    assert.deepEqual(
      fourteen.map((n) => n.kind),
      ['expiring'],
    );
    assert.deepEqual(
      new Set(fourteen[0]!.recipients.map((r) => r.membershipId)),
      new Set([m.marketer.id, m.admin.id, principal.id]),
    );
    assert.deepEqual(await sweep(start + 8 * DAY), [], 'once, whichever process sweeps');
    assert.deepEqual(
      (await sweep(start + 18 * DAY)).map((n) => n.kind),
      ['expiring'],
    );
    lifecycleClock.now = () => start + 20 * DAY + 1000;
    // Expired at its date, before any sweep: the state is read from the origin.
    const atClient = await heldCopy(m.client, title);
    const atAgent = await heldCopy(m.agent, title);
    assert.deepEqual(await byteRoutes(m.client, atClient.id, title), {
      download: 403,
      link: 403,
      preview: 403,
      thumbnail: 403,
      zipHasIt: false,
    });
    assert.equal((await call(m.agent, 'GET', `/material/${atAgent.id}`)).statusCode, 200, 'staff still read it');
    const refused = await send(m.agent, m.marketer, [atAgent.id]);
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().detail, /expired on/);
    const expired = await sweep(start + 20 * DAY + 1000);
    assert.deepEqual(
      expired.map((n) => n.kind),
      ['expired'],
    );
    assert.ok(expired[0]!.recipients.some((r) => r.membershipId === m.client.id));
    assert.deepEqual(await sweep(start + 21 * DAY), []);
    assert.equal(
      (await call(m.marketer, 'PUT', `/material/${originId}/use-until`, { use_until: new Date(start + 40 * DAY).toISOString() }))
        .statusCode,
      204,
    );
    assert.equal((await byteRoutes(m.client, atClient.id, title)).download, 200);
    lifecycleClock.now = () => Date.now();
  });

  it('a member still removes their own copy, which hides it from them only', async () => {
    const atClient = await heldCopy(m.client, title);
    const removed = await call(m.client, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [atClient.id] });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await shared(m.client)).length, 0);
    assert.ok(await heldCopy(m.agent, title));
  });
});
