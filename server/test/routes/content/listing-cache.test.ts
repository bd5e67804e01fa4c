import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

type Item = { id: string; title: string; type: string; folder_id: string | null; shared_by: { full_name: string } | null };

/**
 * Every change must show in the very next list: through the API, and straight in the database (nothing
 * between the database and a list may keep an older answer).
 */
describe('content lists are never staler than the database', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof demoMembers>>;
  const call = (token: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
  const list = async (token: string, url = '/content/?size=100') => {
    const response = await call(token, 'GET', url);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { items: Item[]; total: number };
  };
  const titles = async (token: string, url?: string) => (await list(token, url)).items.map((i) => i.title).sort();

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    // Start from an empty own space for the agent.
    const own = await list(m.agent.token);
    const folder_ids = own.items.filter((i) => i.type === 'folder').map((i) => i.id);
    const material_ids = own.items.filter((i) => i.type === 'material').map((i) => i.id);
    if (own.total)
      assert.equal((await call(m.agent.token, 'DELETE', '/content/delete', { folder_ids, material_ids })).statusCode, 200);
  });
  after(() => t.close());

  it('shows uploads, new folders, renames, moves and deletes at once', async () => {
    assert.deepEqual(await titles(m.agent.token), []);
    const file = (await upload(t.app, m.agent.token, { name: 'plan.pdf', data: randomBytes(16) })).json();
    assert.deepEqual(await titles(m.agent.token), ['plan.pdf']);
    const box = (await call(m.agent.token, 'POST', '/folder/', { title: 'Box' })).json();
    assert.deepEqual(await titles(m.agent.token), ['Box', 'plan.pdf']);
    assert.deepEqual(await titles(m.agent.token, `/content/?folder_id=${box.id}`), []);

    await call(m.agent.token, 'PATCH', `/material/${file.id}`, { title: 'final.pdf' });
    assert.deepEqual(await titles(m.agent.token), ['Box', 'final.pdf']);
    await call(m.agent.token, 'PUT', '/content/move', { folder_ids: [], material_ids: [file.id], target_folder_id: box.id });
    assert.deepEqual(await titles(m.agent.token), ['Box']);
    assert.deepEqual(await titles(m.agent.token, `/content/?folder_id=${box.id}`), ['final.pdf']);
    assert.deepEqual(await titles(m.agent.token, '/content/?title=FINAL'), ['final.pdf']);

    await call(m.agent.token, 'DELETE', '/content/delete', { folder_ids: [box.id], material_ids: [] });
    assert.deepEqual(await titles(m.agent.token), []);
    assert.deepEqual(await titles(m.agent.token, '/content/?title=final'), []);
    // A cached list of a folder that is gone is not served: the folder is 404 again.
    assert.equal((await call(m.agent.token, 'GET', `/content/?folder_id=${box.id}`)).statusCode, 404);
  });

  it('shows what was sent in the recipient list, and a sender renamed', async () => {
    const file = (await upload(t.app, m.agent.token, { name: 'welcome.pdf', data: randomBytes(16) })).json();
    assert.deepEqual(await titles(m.client.token, '/content/shared?size=100'), []);
    const sent = await call(m.agent.token, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [file.id],
      recipient_ids: [m.client.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const shared = await list(m.client.token, '/content/shared?size=100');
    assert.deepEqual(
      shared.items.map((i) => i.title),
      ['welcome.pdf'],
    );
    const before = shared.items[0]!.shared_by!.full_name;

    const renamed = await call(m.agent.token, 'PATCH', '/user/', { first_name: 'Renamed' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const after = (await list(m.client.token, '/content/shared?size=100')).items[0]!.shared_by!.full_name;
    assert.notEqual(after, before);
    assert.match(after, /^Renamed /);
  });

  it('notices changes made straight in the database', async () => {
    const file = (await upload(t.app, m.agent.token, { name: 'raw.pdf', data: randomBytes(16) })).json();
    assert.ok((await titles(m.agent.token)).includes('raw.pdf'));
    await sql`update material set title = ${'edited.pdf'} where id = ${file.id}`.execute(t.app.db);
    const listed = await titles(m.agent.token);
    assert.ok(listed.includes('edited.pdf') && !listed.includes('raw.pdf'), listed.join(', '));
    await sql`delete from material where id = ${file.id}`.execute(t.app.db);
    assert.ok(!(await titles(m.agent.token)).includes('edited.pdf'));
  });

  it('keeps each member’s lists apart', async () => {
    await upload(t.app, m.marketer.token, { name: 'marketer-only.pdf', data: randomBytes(16) });
    assert.ok(!(await titles(m.agent.token)).includes('marketer-only.pdf'));
    assert.ok((await titles(m.marketer.token)).includes('marketer-only.pdf'));
  });
});
