import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

type Members = Awaited<ReturnType<typeof demoMembers>>;

describe('sorted lists, the open folder’s path, and what I sent someone', () => {
  let t: TestApp;
  let m: Members;
  const call = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const titles = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
  });
  after(() => t.close());

  it('sorts by name, date and size both ways, folders first, across pages', async () => {
    const token = m.marketer.token;
    const box = (await call(token, 'POST', '/folder/', { title: 'Sorting box' })).json();
    for (const title of ['Beta', 'Alpha']) await call(token, 'POST', '/folder/', { title, folder_id: box.id });
    // Uploaded in this order, so the dates run small.txt < big.txt < mid.txt.
    for (const [name, bytes] of [
      ['small.txt', 1],
      ['big.txt', 300],
      ['mid.txt', 20],
    ] as const) {
      const uploaded = await upload(t.app, token, { name, data: Buffer.alloc(bytes, 7) }, { folder_id: box.id });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const list = async (sort: string, page = 1, size = 10) =>
      (await call(token, 'GET', `/content/?folder_id=${box.id}&sort=${sort}&page=${page}&size=${size}`)).json();

    assert.deepEqual(titles(await list('name')), ['Alpha', 'Beta', 'big.txt', 'mid.txt', 'small.txt']);
    assert.deepEqual(titles(await list('-name')), ['Beta', 'Alpha', 'small.txt', 'mid.txt', 'big.txt']);
    assert.deepEqual(titles(await list('size')), ['Alpha', 'Beta', 'small.txt', 'mid.txt', 'big.txt']);
    assert.deepEqual(titles(await list('-size')), ['Alpha', 'Beta', 'big.txt', 'mid.txt', 'small.txt']);
    assert.deepEqual(titles(await list('date')), ['Beta', 'Alpha', 'small.txt', 'big.txt', 'mid.txt']);
    assert.deepEqual(titles(await list('-date')), ['Alpha', 'Beta', 'mid.txt', 'big.txt', 'small.txt']);
    // Pages follow the order: page 2 of 2 by size descending holds the smallest files.
    assert.deepEqual(titles(await list('-size', 2, 3)), ['mid.txt', 'small.txt']);
    assert.equal((await call(token, 'GET', '/content/?sort=weight')).statusCode, 400);
  });

  it('says which folder is open, from the root down', async () => {
    const token = m.marketer.token;
    const top = (await call(token, 'POST', '/folder/', { title: 'Carriers' })).json();
    const low = (await call(token, 'POST', '/folder/', { title: 'Aetna', folder_id: top.id })).json();
    const page = (await call(token, 'GET', `/content/?folder_id=${low.id}`)).json();
    assert.deepEqual(page.folder_path, [
      { id: top.id, title: 'Carriers' },
      { id: low.id, title: 'Aetna' },
    ]);
    assert.equal(page.total, 0);
    assert.equal((await call(token, 'GET', '/content/')).json().folder_path, undefined, 'the root has no path');
  });

  it('lists what I sent a member as it is in their shared space, and nothing else of theirs', async () => {
    const uploaded = await upload(t.app, m.agent.token, { name: 'Sent brochure.pdf', data: Buffer.from('%PDF-1.4') });
    const folder = (await call(m.agent.token, 'POST', '/folder/', { title: 'Sent kit' })).json();
    await upload(t.app, m.agent.token, { name: 'Inside.pdf', data: Buffer.from('%PDF-1.4 x') }, { folder_id: folder.id });
    const sent = await call(m.agent.token, 'POST', '/content/copy/send', {
      folder_ids: [folder.id],
      material_ids: [uploaded.json().id],
      recipient_ids: [m.client.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    // Something the client has from someone else (the marketer) stays out of the agent's view.
    const other = await upload(t.app, m.marketer.token, { name: 'From marketer.pdf', data: Buffer.from('%PDF-1.4 m') });
    await call(m.marketer.token, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [other.json().id],
      recipient_ids: [m.client.id],
    });

    const list = (await call(m.agent.token, 'GET', `/content/shared?sent_to_id=${m.client.id}`)).json();
    assert.deepEqual(titles(list), ['Sent kit', 'Sent brochure.pdf']);
    assert.equal(list.items[1].shared_by.full_name, 'Alex Agent');
    const kit = list.items[0].id as string;
    const inside = (await call(m.agent.token, 'GET', `/content/shared?sent_to_id=${m.client.id}&folder_id=${kit}`)).json();
    assert.deepEqual(titles(inside), ['Inside.pdf']);
    assert.deepEqual(inside.folder_path, [{ id: kit, title: 'Sent kit' }]);

    // The marketer's copy's folder is not the agent's to open; unknown members are not found.
    const foreign = await call(m.marketer.token, 'GET', `/content/shared?sent_to_id=${m.client.id}&folder_id=${kit}`);
    assert.equal(foreign.statusCode, 404);
    assert.equal((await call(m.agent.token, 'GET', '/content/shared?sent_to_id=nobody')).statusCode, 404);

    // Once the client deletes it, the agent's view says so too.
    await call(m.client.token, 'DELETE', '/content/delete', { folder_ids: [kit], material_ids: [] });
    const after = (await call(m.agent.token, 'GET', `/content/shared?sent_to_id=${m.client.id}`)).json();
    assert.deepEqual(titles(after), ['Sent brochure.pdf']);
  });
});
