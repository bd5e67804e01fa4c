import assert from 'node:assert/strict';
import { randomBytes, createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, filesUnder, multipart, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
const YEAR = 365.25 * 86_400_000;
const DAY = 86_400_000;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Retention of the record (docs/distribution.md): deleting hides; versions, approvals and copies stay,
 * and so do the bytes they refer to, until the company's period after last use has passed — then the
 * record goes, the blob janitor removes the bytes, and the audit trail says so. The clock is controlled;
 * the blob janitor runs with no grace period. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('retention keeps the record and its bytes past deletion, and removes them after the period', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let blobDir = '';
  const start = Date.now();
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = (as: Member, to: Member, materials: string[]) =>
    call(as, 'POST', '/content/copy/send', { folder_ids: [], material_ids: materials, recipient_ids: [to.id] });
  const remove = (as: Member, id: string) => call(as, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [id] });
  const shared = async (as: Member) => (await call(as, 'GET', '/content/shared')).json().items as { id: string; title: string }[];
  const onDisk = (hash: string) => filesUnder(blobDir).some((f) => f.endsWith(hash));
  const janitor = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.blobJanitor.sweep();
  };
  const removals = async () =>
    (
      await t.app.db
        .selectFrom('audit_log')
        .select(['target_id', 'target_name', 'detail', 'actor_id'])
        .where('action', '=', 'material.record_removed')
        .execute()
    ).map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));

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

  it('the period is 3 years by default, an admin sets it, and it is never below 3 while approval is on', async () => {
    assert.equal((await call(m.admin, 'GET', '/company/')).json().material_retention_years, 3);
    const low = await call(m.admin, 'PATCH', '/company/', { material_retention_years: 1 });
    assert.equal(low.statusCode, 400, low.body);
    assert.match(low.json().detail, /at least 3 years after last use/);
    assert.equal((await call(m.admin, 'GET', '/company/')).json().material_retention_years, 3, 'nothing changed');
    assert.equal((await call(m.marketer, 'PATCH', '/company/', { material_retention_years: 5 })).statusCode, 403);
    // Approval off: a shorter period is the company's choice; turning approval on raises it to 3.
    const off = await call(m.admin, 'PATCH', '/company/', { material_approval: false, material_retention_years: 1 });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().material_retention_years, 1);
    const on = await call(m.admin, 'PATCH', '/company/', { material_approval: true });
    assert.equal(on.json().material_retention_years, 3);
  });

  it('keeps versions, approvals, copies and their bytes after every holder deleted; removes them after the period', async () => {
    const v1 = randomBytes(3000);
    const v2 = randomBytes(3100);
    const origin = (await upload(t.app, m.admin.token, { name: 'Kept.pdf', data: v1 })).json();
    assert.equal((await call(m.admin, 'POST', `/material/${origin.id}/versions/1/approve`, {})).statusCode, 204);
    assert.equal((await send(m.admin, m.agent, [origin.id])).statusCode, 200);
    const agentCopy = (await shared(m.agent)).find((i) => i.title === 'Kept.pdf')!;
    assert.equal((await send(m.agent, m.client, [agentCopy.id])).statusCode, 200);
    const body = multipart({ name: 'Kept.pdf', data: v2 }, { note: 'Q3 rates' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${API}/material/${origin.id}/versions`,
      headers: { ...body.headers, ...auth(m.admin.token) },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    assert.equal((await call(m.admin, 'POST', `/material/${origin.id}/versions/2/approve`, {})).statusCode, 204);
    const clientCopy = (await shared(m.client)).find((i) => i.title === 'Kept.pdf')!;

    // Every holder deletes: the client, the agent, then the owner of the original.
    for (const [who, id] of [
      [m.client, clientCopy.id],
      [m.agent, agentCopy.id],
      [m.admin, origin.id],
    ] as const) {
      const gone = await remove(who, id);
      assert.equal(gone.statusCode, 200, gone.body);
      assert.equal((await call(who, 'GET', `/material/${id}`)).statusCode, 404, 'hidden from its holder');
      await janitor();
      assert.ok(onDisk(sha(v1)) && onDisk(sha(v2)), 'the record keeps both versions’ bytes');
    }
    const kept = await t.app.db
      .selectFrom('material_retained')
      .select(['id', 'link', 'deleted_by_id'])
      .where((eb) => eb.or([eb('id', '=', origin.id), eb('origin_id', '=', origin.id)]))
      .execute();
    assert.equal(kept.length, 3);
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
      'versions and approvals stay',
    );

    // Within the period nothing goes; after it, the record, then the bytes, and the audit trail says so.
    await t.app.expirySweeper.sweep(start + 3 * YEAR - DAY);
    await janitor();
    assert.ok(onDisk(sha(v1)) && onDisk(sha(v2)));
    assert.deepEqual(await removals(), []);
    await t.app.expirySweeper.sweep(start + 3 * YEAR + DAY);
    assert.equal(
      (await t.app.db.selectFrom('material_retained').select('id').where('origin_id', '=', origin.id).execute()).length,
      0,
    );
    assert.equal(
      (await t.app.db.selectFrom('material_version').select('number').where('material_id', '=', origin.id).execute()).length,
      0,
    );
    await janitor();
    assert.ok(!onDisk(sha(v1)) && !onDisk(sha(v2)), 'the bytes are gone');
    const [entry, ...more] = await removals();
    assert.equal(more.length, 0);
    assert.equal(entry!.target_id, origin.id);
    assert.equal(entry!.target_name, 'Kept.pdf');
    assert.equal(entry!.actor_id, null);
    assert.equal(entry!.detail.copies, 2);
    assert.equal(entry!.detail.versions, 2);
    assert.deepEqual(entry!.detail.blobs, [sha(v1), sha(v2)].sort());
    // A second sweep (another process) finds nothing more to do.
    await t.app.expirySweeper.sweep(start + 3 * YEAR + 2 * DAY);
    assert.equal((await removals()).length, 1);
  });

  it('a record still held by a copy is kept past the period, counted from when the last holder deleted it', async () => {
    const data = randomBytes(2500);
    const origin = (await upload(t.app, m.admin.token, { name: 'Held.pdf', data })).json();
    await call(m.admin, 'POST', `/material/${origin.id}/versions/1/approve`, {});
    assert.equal((await send(m.admin, m.agent, [origin.id])).statusCode, 200);
    assert.equal((await remove(m.admin, origin.id)).statusCode, 200);
    // The agent still holds a copy, and can open it.
    const copy = (await shared(m.agent)).find((i) => i.title === 'Held.pdf')!;
    assert.equal((await call(m.agent, 'GET', `/material/${copy.id}`)).statusCode, 200);
    await t.app.expirySweeper.sweep(start + 10 * YEAR);
    await janitor();
    assert.ok(onDisk(sha(data)), 'kept while a copy is held');
    // The agent deletes it four years on: the period runs from then.
    lifecycleClock.now = () => start + 4 * YEAR;
    assert.equal((await remove(m.agent, copy.id)).statusCode, 200);
    await t.app.expirySweeper.sweep(start + 6 * YEAR);
    await janitor();
    assert.ok(onDisk(sha(data)), 'two years after the last holder let go: kept');
    await t.app.expirySweeper.sweep(start + 7 * YEAR + DAY);
    await janitor();
    assert.ok(!onDisk(sha(data)), 'three years after: removed');
    assert.ok((await removals()).some((r) => r.target_id === origin.id));
  });
});
