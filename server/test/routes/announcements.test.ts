import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../helpers/content.js';

type Members = Awaited<ReturnType<typeof demoMembers>>;

async function notificationsOf(t: TestApp, token: string) {
  const response = await t.app.inject({ method: 'GET', url: `${API}/notification/`, headers: auth(token) });
  assert.equal(response.statusCode, 200);
  return response.json().items as { type: string; title: string; body: string; link: string | null }[];
}

describe('what members are told', () => {
  let t: TestApp;
  let m: Members;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
  });
  after(() => t.close());

  it('tells a client that their agent sent them a material, linking to it', async () => {
    const uploaded = await upload(t.app, m.agent.token, {
      name: 'Policy guide.pdf',
      data: Buffer.from('%PDF-1.4 guide'),
      type: 'application/pdf',
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const materialId = uploaded.json().id as string;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/content/copy/send`,
      headers: auth(m.agent.token),
      payload: { folder_ids: [], material_ids: [materialId], recipient_ids: [m.client.id] },
    });
    assert.equal(sent.statusCode, 200, sent.body);

    const [latest] = await notificationsOf(t, m.client.token);
    assert.equal(latest?.type, 'content_received');
    assert.equal(latest?.title, 'Alex Agent shared the file “Policy guide.pdf” with you');
    assert.equal(latest?.body, 'Find it under “Shared with me” in Materials.');
    assert.match(latest?.link ?? '', /^\/materials\/review\/[0-9a-f-]{36}$/);
    assert.equal(
      (await notificationsOf(t, m.agent.token)).some((n) => n.type === 'content_received'),
      false,
      'the sender is not told',
    );
  });

  it('says how many files and folders arrived, naming them, and links a lone folder to itself', async () => {
    const files = [];
    for (const name of ['Rates.xlsx', 'Brochure.pdf']) {
      const uploaded = await upload(t.app, m.agent.token, { name, data: Buffer.from(name) });
      files.push(uploaded.json().id as string);
    }
    const made = await t.app.inject({
      method: 'POST',
      url: `${API}/folder/`,
      headers: auth(m.agent.token),
      payload: { title: 'Carriers' },
    });
    const folderId = made.json().id as string;
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${API}/content/copy/send`, headers: auth(m.agent.token), payload });
    assert.equal((await send({ folder_ids: [folderId], material_ids: files, recipient_ids: [m.client.id] })).statusCode, 200);
    const [many] = await notificationsOf(t, m.client.token);
    assert.equal(many?.title, 'Alex Agent shared 2 files and 1 folder with you');
    assert.equal(many?.body, '“Carriers”, “Brochure.pdf” and “Rates.xlsx”. Find them under “Shared with me” in Materials.');
    assert.equal(many?.link, `/materials/agent/${m.agent.id}`);

    assert.equal((await send({ folder_ids: [folderId], material_ids: [], recipient_ids: [m.client.id] })).statusCode, 200);
    const [one] = await notificationsOf(t, m.client.token);
    // Sent again: the client's copy of the folder is brought up to date, not doubled as “Carriers (2)”.
    assert.equal(one?.title, 'Alex Agent shared the folder “Carriers” with you');
    assert.match(one?.link ?? '', /^\/materials\?tab=shared&folder=[0-9a-f-]{36}$/);
  });

  it('tells the old and new upline and the member about a reassignment, but not the admin who made it', async () => {
    const otherAgent = await addMember(t.app, 'agent', { id: m.marketer.id, company_id: m.marketer.company_id });
    const client = await addMember(t.app, 'client', { id: m.agent.id, company_id: m.agent.company_id });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${API}/user-company/${client.id}/reassign`,
      headers: auth(m.admin.token),
      payload: { invited_by_id: otherAgent.id },
    });
    assert.equal(moved.statusCode, 200, moved.body);

    const [toMember] = await notificationsOf(t, client.token);
    assert.equal(toMember?.title, 'You have a new upline');
    const [toNew] = await notificationsOf(t, otherAgent.token);
    assert.equal(toNew?.type, 'member_reassigned');
    assert.match(toNew?.body ?? '', /from Alex Agent/);
    const [toOld] = await notificationsOf(t, m.agent.token);
    assert.equal(toOld?.type, 'member_reassigned');
    assert.equal(
      (await notificationsOf(t, m.admin.token)).some((n) => n.type === 'member_reassigned'),
      false,
    );
  });

  it('tells the upline when their member is archived and restored', async () => {
    const client = await addMember(t.app, 'client', { id: m.agent.id, company_id: m.agent.company_id });
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `${API}/user-company/${client.id}`,
      headers: auth(m.admin.token),
    });
    assert.equal(archived.statusCode, 200, archived.body);
    const [first] = await notificationsOf(t, m.agent.token);
    assert.equal(first?.type, 'member_archived');
    assert.match(first?.title ?? '', /was archived$/);

    const restored = await t.app.inject({
      method: 'PUT',
      url: `${API}/user-company/${client.id}/restore`,
      headers: auth(m.admin.token),
    });
    assert.equal(restored.statusCode, 200, restored.body);
    const [second] = await notificationsOf(t, m.agent.token);
    assert.equal(second?.type, 'member_restored');
  });

  it('does not tell anyone when the actor is the upline', async () => {
    const client = await addMember(t.app, 'client', { id: m.agent.id, company_id: m.agent.company_id });
    const before = (await notificationsOf(t, m.agent.token)).length;
    const archived = await t.app.inject({
      method: 'DELETE',
      url: `${API}/user-company/${client.id}`,
      headers: auth(m.agent.token),
    });
    assert.equal(archived.statusCode, 200, archived.body);
    assert.equal((await notificationsOf(t, m.agent.token)).length, before);
  });
});
