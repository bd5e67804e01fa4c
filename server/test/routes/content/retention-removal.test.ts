import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, filesUnder, multipart, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Person {
  member_id: string;
  full_name: string;
  email: string;
  role: string;
}
const YEAR = 365.25 * 86_400_000;
const DAY = 86_400_000;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Retention when a member or a company is removed (docs/distribution.md, "Retention"): archiving keeps
 * everything in use; a membership deleted from the database keeps its materials as deleted ones (the
 * period runs, the bytes stay, the record still names who received it and the examiner's export still
 * has it); a company with any record is not deleted. The clock is controlled; the blob janitor runs with
 * no grace period. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('retention when a member or a company is removed', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let blobDir = '';
  const start = Date.now();
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = async (as: Member, to: Member, id: string) => {
    const sent = await call(as, 'POST', '/content/copy/send', { folder_ids: [], material_ids: [id], recipient_ids: [to.id] });
    assert.equal(sent.statusCode, 200, sent.body);
  };
  const copyOf = async (as: Member, title: string) =>
    ((await call(as, 'GET', '/content/shared')).json().items as { id: string; title: string }[]).find((i) => i.title === title)!
      .id;
  const approve = async (id: string, number: number) =>
    assert.equal((await call(m.admin, 'POST', `/material/${id}/versions/${number}/approve`, {})).statusCode, 204);
  const newVersion = async (as: Member, id: string, data: Buffer) => {
    const body = multipart({ name: 'v.pdf', data }, { note: 'next' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${id}/versions`,
      headers: { ...body.headers, ...auth(as.token) },
      payload: body.payload,
    });
    assert.equal(res.statusCode, 201, res.body);
  };
  const onDisk = (hash: string) => filesUnder(blobDir).some((f) => f.endsWith(hash));
  const janitor = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.blobJanitor.sweep();
  };
  const removed = async (id: string) =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select('detail')
        .where('action', '=', 'material.record_removed')
        .where('target_id', '=', id)
        .execute()
    ).map((r) => JSON.parse(r.detail) as Record<string, unknown>);
  const people = async (id: string) => {
    const record = await call(m.admin, 'GET', `/material/${id}/distribution`);
    assert.equal(record.statusCode, 200, record.body);
    return record.json() as { material: { title: string }; versions: unknown[]; people: { items: Person[] } };
  };
  const deleteCompany = (id: string) => t.app.db.deleteFrom('company').where('id', '=', id).execute();

  before(async () => {
    t = await createTestApp({ BLOB_GRACE_SECONDS: '0', BLOB_SWEEP_INTERVAL_SECONDS: '3600' });
    await seedDemo(t.app.db, { materialApproval: true });
    m = await demoMembers(t.app);
    blobDir = `${t.config.dataDir}/blobs`;
    lifecycleClock.now = () => start;
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('archiving the owner of an original and a holder keeps the record in use and in the record', async () => {
    const owner = await addMember(t.app, 'marketer', m.admin);
    const client = await addMember(t.app, 'client', m.agent);
    const data = randomBytes(2800);
    const origin = (await upload(t.app, owner.token, { name: 'Archived.pdf', data })).json();
    await approve(origin.id, 1);
    await send(owner, m.admin, origin.id);
    await send(m.admin, m.agent, await copyOf(m.admin, 'Archived.pdf'));
    await send(m.agent, client, await copyOf(m.agent, 'Archived.pdf'));
    for (const who of [client, owner]) assert.equal((await call(m.admin, 'DELETE', `/user-company/${who.id}`)).statusCode, 200);

    await t.app.expirySweeper.sweep(start + 10 * YEAR);
    await janitor();
    assert.ok(onDisk(sha(data)), 'the bytes stay');
    assert.deepEqual(await removed(origin.id), [], 'an archived holder still holds it: nothing is removed');
    const rows = await t.app.db
      .selectFrom('material')
      .select('owner_id')
      .where((eb) => eb.or([eb('id', '=', origin.id), eb('origin_id', '=', origin.id)]))
      .execute();
    assert.equal(rows.length, 4, 'the original and its three copies stay where they were');
    const record = await people(origin.id);
    assert.ok(
      record.people.items.some((p) => p.member_id === client.id && p.email === `${client.id}@example.com`),
      'the archived client is still named in the record',
    );
    const csv = await call(m.admin, 'GET', `/material/${origin.id}/distribution/csv`);
    assert.equal(csv.statusCode, 200);
    assert.ok(csv.body.includes(`${client.id}@example.com`), 'and in the examiner’s export');
  });

  it('a membership deleted from the database keeps its materials for the period, named in the record', async () => {
    const owner = await addMember(t.app, 'marketer', m.admin);
    const client = await addMember(t.app, 'client', m.agent);
    const [v1, v2] = [randomBytes(3000), randomBytes(3100)];
    const origin = (await upload(t.app, owner.token, { name: 'Removed.pdf', data: v1 })).json();
    await approve(origin.id, 1);
    await newVersion(owner, origin.id, v2);
    await approve(origin.id, 2);
    await send(owner, m.admin, origin.id);
    const adminCopy = await copyOf(m.admin, 'Removed.pdf');
    await send(m.admin, m.agent, adminCopy);
    const agentCopy = await copyOf(m.agent, 'Removed.pdf');
    await send(m.agent, client, agentCopy);

    // An operator removes the client and the owner of the original (the app itself only archives).
    for (const who of [client, owner]) await t.app.db.deleteFrom('user_company').where('id', '=', who.id).execute();

    const kept = await t.app.db
      .selectFrom('material_retained')
      .select(['id', 'link', 'deleted_by_id', 'holder_name', 'holder_email', 'holder_role'])
      .where((eb) => eb.or([eb('id', '=', origin.id), eb('origin_id', '=', origin.id)]))
      .orderBy('link', 'desc')
      .execute();
    assert.deepEqual(
      kept.map((k) => [k.link, k.deleted_by_id, k.holder_email, k.holder_role]),
      [
        ['origin', null, `${owner.id}@example.com`, 'marketer'],
        ['copy', null, `${client.id}@example.com`, 'client'],
      ],
    );
    assert.equal(kept[0]!.holder_name, `marketer ${owner.id.slice(0, 4)}`);
    const versions = await t.app.db
      .selectFrom('material_version')
      .select(['number', 'state', 'decided_by_id'])
      .where('material_id', '=', origin.id)
      .orderBy('number')
      .execute();
    assert.deepEqual(
      versions.map((v) => [v.number, v.state, v.decided_by_id]),
      [
        [1, 'approved', m.admin.id],
        [2, 'approved', m.admin.id],
      ],
      'the versions and their approvals stay',
    );
    await janitor();
    assert.ok(onDisk(sha(v1)) && onDisk(sha(v2)), 'the bytes of both versions stay');

    // The record still reads, names the removed client, and the company export has it.
    const record = await people(origin.id);
    assert.equal(record.material.title, 'Removed.pdf');
    assert.equal(record.versions.length, 2);
    const gone = record.people.items.find((p) => p.member_id === client.id);
    assert.deepEqual(gone && [gone.full_name, gone.email, gone.role], [
      `client ${client.id.slice(0, 4)}`,
      `${client.id}@example.com`,
      'client',
    ]);
    const range = `from=${encodeURIComponent(new Date(start - DAY).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + DAY).toISOString())}`;
    const exported = await call(m.admin, 'GET', `/material/distribution/export?${range}&format=csv`);
    assert.equal(exported.statusCode, 200, exported.body);
    assert.ok(exported.body.includes(`${client.id}@example.com`), 'the examiner’s export still has it');

    // Held by the admin's and the agent's copies: kept however late. Once they let go, the period runs.
    await t.app.expirySweeper.sweep(start + 10 * YEAR);
    assert.deepEqual(await removed(origin.id), []);
    for (const [who, id] of [
      [m.admin, adminCopy],
      [m.agent, agentCopy],
    ] as const)
      assert.equal((await call(who, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [id] })).statusCode, 200);
    await t.app.expirySweeper.sweep(start + 3 * YEAR - DAY);
    await janitor();
    assert.ok(onDisk(sha(v1)) && onDisk(sha(v2)), 'within the period: kept');
    assert.deepEqual(await removed(origin.id), []);
    await t.app.expirySweeper.sweep(Date.now() + 3 * YEAR + DAY);
    await janitor();
    assert.ok(!onDisk(sha(v1)) && !onDisk(sha(v2)), 'after it: the bytes are gone');
    const [entry, ...more] = await removed(origin.id);
    assert.equal(more.length, 0);
    assert.equal(entry!.copies, 3);
    assert.equal(entry!.versions, 2);
  });

  it('a holder who deleted their copy stays in the record once, and a live copy wins over the kept one', async () => {
    const owner = await addMember(t.app, 'marketer', m.admin);
    const client = await addMember(t.app, 'client', m.agent);
    const origin = (await upload(t.app, owner.token, { name: 'Again.pdf', data: randomBytes(2900) })).json();
    await approve(origin.id, 1);
    await send(owner, m.admin, origin.id);
    await send(m.admin, m.agent, await copyOf(m.admin, 'Again.pdf'));
    const agentCopy = await copyOf(m.agent, 'Again.pdf');
    await send(m.agent, client, agentCopy);
    const clientCopy = await copyOf(client, 'Again.pdf');
    assert.equal(
      (await call(client, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [clientCopy] })).statusCode,
      200,
    );

    type Page = { scope: string; people: { items: (Person & { version: number })[]; total: number } };
    const read = async (as: Member, id: string) => {
      const res = await call(as, 'GET', `/material/${id}/distribution`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as Page;
    };
    const clients = (page: Page) => page.people.items.filter((p) => p.member_id === client.id);
    assert.equal(clients(await read(m.admin, origin.id)).length, 1, 'the deleted copy still names its holder');
    const below = await read(m.agent, agentCopy);
    assert.equal(below.scope, 'below_me');
    assert.deepEqual(
      below.people.items.map((p) => p.member_id),
      [client.id],
      'the sender still sees who they sent it to',
    );

    await send(m.agent, client, agentCopy);
    const again = await read(m.admin, origin.id);
    assert.equal(clients(again).length, 1, 'one row per holder: the live copy, not the kept one too');
    assert.equal(again.people.total, again.people.items.length);
    const csv = await call(m.admin, 'GET', `/material/${origin.id}/distribution/csv`);
    assert.equal(csv.body.split(`${client.id}@example.com`).length - 1, 1, 'and once in the export');
  });

  it('a company is not deleted while it has a record; once its last record is removed it may be', async () => {
    assert.ok(
      await deleteCompany(m.admin.company_id).then(
        () => false,
        (error: Error) => /retention/.test(error.message),
      ),
      'the demo company has records: refused',
    );
    assert.ok(
      (await t.app.db.selectFrom('material').select('id').where('company_id', '=', m.admin.company_id).execute()).length > 0,
    );

    // Another company: its only record is a deleted material, kept for its period (3 years by default).
    const other = await addMember(t.app, 'admin', null);
    const data = randomBytes(2000);
    const mine = (await upload(t.app, other.token, { name: 'Other.pdf', data })).json();
    assert.equal((await call(other, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [mine.id] })).statusCode, 200);
    await assert.rejects(deleteCompany(other.company_id), /retention/);
    await t.app.expirySweeper.sweep(start + 3 * YEAR - DAY);
    await assert.rejects(deleteCompany(other.company_id), /retention/, 'within the period: still refused');
    await t.app.expirySweeper.sweep(Date.now() + 3 * YEAR + DAY);
    assert.equal((await removed(mine.id)).length, 1);
    await deleteCompany(other.company_id);
    assert.equal(
      (await t.app.db.selectFrom('company').select('id').where('id', '=', other.company_id).execute()).length,
      0,
      'with nothing left to keep, the company goes',
    );
  });
});
