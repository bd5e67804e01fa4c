import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ContentReceived } from '../../../src/services/content/events.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, filesUnder, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };

describe('copying, sending and deleting', () => {
  let t: TestApp;
  let m: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  let blobDir: string;
  const received: ContentReceived[] = [];
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });

  /** A folder with a subfolder and three files (one duplicated bytes). */
  async function tree(owner: Member, title: string) {
    const top = (await call(owner, 'POST', '/folder/', { title })).json();
    const sub = (await call(owner, 'POST', '/folder/', { title: 'Sub', folder_id: top.id })).json();
    const same = randomBytes(4000);
    await upload(t.app, owner.token, { name: 'one.pdf', data: same }, { folder_id: top.id });
    await upload(t.app, owner.token, { name: 'two.pdf', data: same }, { folder_id: sub.id });
    await upload(t.app, owner.token, { name: 'three.pdf', data: randomBytes(3000) }, { folder_id: sub.id });
    return { top, sub };
  }

  before(async () => {
    // Grace 0: the blob janitor, swept by the tests themselves, removes unreferenced blobs at once.
    t = await createTestApp({ BLOB_GRACE_SECONDS: '0', BLOB_SWEEP_INTERVAL_SECONDS: '3600' });
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    blobDir = `${t.config.dataDir}/blobs`;
    t.app.contentEvents.onReceived((event) => void received.push(event));
  });
  after(() => t.close());

  it('copies a folder tree into my own space without writing any blob bytes', async () => {
    const { top } = await tree(m.agent, 'Kit');
    const blobsBefore = filesUnder(blobDir);
    const copy = await call(m.agent, 'POST', '/content/copy/send', { folder_ids: [top.id], material_ids: [] });
    assert.equal(copy.statusCode, 200, copy.body);
    assert.deepEqual(filesUnder(blobDir), blobsBefore, 'no bytes written');
    const root = (await call(m.agent, 'GET', '/content/?title=Kit')).json();
    assert.deepEqual(root.items.map((i: { title: string }) => i.title).sort(), ['Kit', 'Kit (2)']);
    const copyId = root.items.find((i: { title: string }) => i.title === 'Kit (2)').id;
    const inside = (await call(m.agent, 'GET', `/content/?folder_id=${copyId}`)).json();
    assert.deepEqual(
      inside.items.map((i: { title: string }) => i.title),
      ['Sub', 'one.pdf'],
    );
    const refs = await t.app.db.selectFrom('blob').select(['ref_count']).orderBy('ref_count').execute();
    assert.deepEqual(
      refs.map((r) => r.ref_count),
      [2, 4],
    );
  });

  it('copies into a target folder of mine and refuses a folder that is not mine', async () => {
    const file = (await upload(t.app, m.agent.token, { name: 'x.pdf', data: randomBytes(10) })).json();
    const target = (await call(m.agent, 'POST', '/folder/', { title: 'Target' })).json();
    const ok = await call(m.agent, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [file.id],
      target_folder_id: target.id,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((await call(m.agent, 'GET', `/content/?folder_id=${target.id}`)).json().items[0].title, 'x.pdf');
    const foreign = (await call(m.client, 'POST', '/folder/', { title: 'Theirs' })).json();
    const bad = await call(m.agent, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [file.id],
      target_folder_id: foreign.id,
    });
    assert.equal(bad.statusCode, 404);
  });

  it('sends down the hierarchy and up to the direct upline, into the shared space, and notifies', async () => {
    const { top } = await tree(m.marketer, 'Launch');
    const sent = await call(m.marketer, 'POST', '/content/copy/send', {
      folder_ids: [top.id],
      material_ids: [],
      recipient_ids: [m.agent.id, m.client.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().copies, 2);
    for (const who of [m.agent, m.client]) {
      const shared = (await call(who, 'GET', `/content/shared?invited_by_id=${m.marketer.id}`)).json();
      assert.equal(shared.total, 1);
      assert.equal(shared.items[0].title, 'Launch');
      assert.equal(shared.items[0].space, 'shared');
      assert.equal(shared.items[0].shared_by.id, m.marketer.id);
      assert.equal(shared.items[0].shared_by.full_name, 'Morgan Marketer');
      const inside = (await call(who, 'GET', `/content/shared?folder_id=${shared.items[0].id}`)).json();
      assert.deepEqual(
        inside.items.map((i: { title: string }) => i.title),
        ['Sub', 'one.pdf'],
      );
      assert.equal((await call(who, 'GET', '/content/?title=Launch')).json().total, 0, 'not in own space');
    }
    const pdfs = (await call(m.agent, 'GET', '/content/shared?content_type=application/pdf&title=.pdf')).json();
    assert.equal(pdfs.total, 3);
    assert.equal(received.filter((e) => e.senderId === m.marketer.id).length, 2);
    assert.deepEqual(received.map((e) => e.recipientId).sort(), [m.agent.id, m.client.id].sort());

    const back = (await upload(t.app, m.client.token, { name: 'signed.pdf', data: randomBytes(20) })).json();
    const up = await call(m.client, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [back.id],
      recipient_ids: [m.agent.id],
    });
    assert.equal(up.statusCode, 200);
    const fromClient = (await call(m.agent, 'GET', `/content/shared?invited_by_id=${m.client.id}`)).json();
    assert.deepEqual(
      fromClient.items.map((i: { title: string }) => i.title),
      ['signed.pdf'],
    );
  });

  it('refuses recipients out of reach: not my downline, not my direct upline, archived, other company, myself', async () => {
    const file = (await upload(t.app, m.client.token, { name: 'c.pdf', data: randomBytes(5) })).json();
    const otherAgent = await addMember(t.app, 'agent', m.marketer);
    const archived = await addMember(t.app, 'client', m.agent, 'archived');
    const stranger = await addMember(t.app, 'agent', null);
    const cases: [Member, string, number][] = [
      [m.client, m.marketer.id, 404],
      [m.client, otherAgent.id, 404],
      [m.agent, archived.id, 404],
      [m.agent, stranger.id, 404],
      [m.client, m.client.id, 400],
    ];
    for (const [from, to, status] of cases) {
      const material =
        from === m.client ? file.id : (await upload(t.app, from.token, { name: 'a.pdf', data: randomBytes(5) })).json().id;
      const response = await call(from, 'POST', '/content/copy/send', {
        folder_ids: [],
        material_ids: [material],
        recipient_ids: [to],
      });
      assert.equal(response.statusCode, status, `${to}: ${response.body}`);
      assert.ok(response.json().detail);
    }
    const admin = await call(m.admin, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [(await upload(t.app, m.admin.token, { name: 'all.pdf', data: randomBytes(5) })).json().id],
      recipient_ids: [otherAgent.id, m.client.id],
    });
    assert.equal(admin.statusCode, 200, 'an admin reaches everyone in the company');
  });

  const sweep = async () => {
    // Deleting keeps the record for the company's period; with none, the retention sweep drops it now.
    await t.app.db.updateTable('company').set({ material_retention_years: 0 }).execute();
    await t.app.expirySweeper.sweep(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.blobJanitor.sweep();
  };

  it('deletes recursively and the blob janitor collects bytes nobody refers to', async () => {
    const owner = await addMember(t.app, 'client', m.agent);
    const { top } = await tree(owner, 'Gone');
    const unique = (await upload(t.app, owner.token, { name: 'solo.bin', data: randomBytes(777) })).json();
    const before = filesUnder(blobDir).length;
    const copy = await call(owner, 'POST', '/content/copy/send', {
      folder_ids: [top.id],
      material_ids: [],
      recipient_ids: [m.agent.id],
    });
    assert.equal(copy.statusCode, 200);
    const gone = await call(owner, 'DELETE', '/content/delete', { folder_ids: [top.id], material_ids: [unique.id] });
    assert.equal(gone.statusCode, 200, gone.body);
    assert.deepEqual(gone.json(), { folders: 2, materials: 4 });
    await sweep();
    assert.equal(filesUnder(blobDir).length, before - 1, 'only the unshared blob goes; the sent copy keeps the others');
    assert.equal((await call(owner, 'GET', '/content/')).json().total, 0);
    const agentCopy = (await call(m.agent, 'GET', `/content/shared?invited_by_id=${owner.id}`)).json().items[0];
    const second = await call(m.agent, 'DELETE', '/content/delete', { folder_ids: [agentCopy.id], material_ids: [] });
    assert.equal(second.statusCode, 200);
    await sweep();
    assert.equal(filesUnder(blobDir).length, before - 3);
    const orphans = await t.app.db.selectFrom('blob').select('sha256').where('ref_count', '<=', 0).execute();
    assert.deepEqual(orphans, []);
  });
});
