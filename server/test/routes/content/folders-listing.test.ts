import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { addMember, API, auth, demoMembers, upload } from '../../helpers/content.js';

describe('folders, listing and moving', () => {
  let t: TestApp;
  let token: string;
  const call = (method: string, url: string, payload?: object, as = token) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as), ...(payload ? { payload } : {}) });
  const folder = async (title: string, folder_id?: string) =>
    (await call('POST', '/folder/', { title, ...(folder_id ? { folder_id } : {}) })).json();

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    token = (await demoMembers(t.app)).marketer.token;
  });
  after(() => t.close());

  it('creates folders, numbering a taken name like a desktop', async () => {
    const a = await folder('Reports');
    const b = await folder('Reports');
    const c = await folder('reports');
    assert.deepEqual([a.title, b.title, c.title], ['Reports', 'Reports (2)', 'reports (3)']);
    const bad = await call('POST', '/folder/', { title: 'x', extra: 1 });
    assert.equal(bad.statusCode, 400);
    const slash = await folder('../../etc');
    assert.equal(slash.title, 'etc');
  });

  it('numbers a taken name whatever its case, reading % and _ as plain characters', async () => {
    // A space of its own: the other tests count what the marketer's and the agent's hold.
    const owner = (await addMember(t.app, 'admin', null)).token;
    const box = (await call('POST', '/folder/', { title: 'Names' }, owner)).json();
    const titles: string[] = [];
    for (const title of ['100%_plan', '100%_plan', '100XYplan', '100%_PLAN', '100%_planning', '100%_plan (2)'])
      titles.push((await call('POST', '/folder/', { title, folder_id: box.id }, owner)).json().title);
    assert.deepEqual(titles, ['100%_plan', '100%_plan (2)', '100XYplan', '100%_PLAN (3)', '100%_planning', '100%_plan (4)']);
  });

  it('lists folders first, then materials, paginated, with title search', async () => {
    const box = await folder('Box');
    for (const name of ['b.pdf', 'a.pdf', 'c.pdf'])
      await upload(t.app, token, { name, data: randomBytes(8) }, { folder_id: box.id });
    for (const name of ['Zeta', 'Alpha']) await folder(name, box.id);
    const page1 = (await call('GET', `/content/?folder_id=${box.id}&size=3`)).json();
    assert.deepEqual(
      page1.items.map((i: { title: string }) => i.title),
      ['Alpha', 'Zeta', 'a.pdf'],
    );
    assert.deepEqual([page1.total, page1.pages, page1.page, page1.size], [5, 2, 1, 3]);
    const page2 = (await call('GET', `/content/?folder_id=${box.id}&size=3&page=2`)).json();
    assert.deepEqual(
      page2.items.map((i: { title: string }) => i.title),
      ['b.pdf', 'c.pdf'],
    );
    const search = (await call('GET', '/content/?title=B.P')).json();
    assert.deepEqual(
      search.items.map((i: { title: string }) => i.title),
      ['b.pdf'],
    );
    const pct = (await call('GET', '/content/?title=%25')).json();
    assert.equal(pct.total, 0, 'a % in the search is a literal');
    assert.equal((await call('GET', '/content/?size=101')).statusCode, 400);
  });

  it('pages join into the whole list in every order, each page read from the nearer end', async () => {
    const shelf = await folder('Shelf');
    for (const name of ['Gamma', 'alpha', 'Beta', 'delta', 'Epsilon', 'zeta', 'Eta']) await folder(name, shelf.id);
    // Sizes repeat, so the order among equal sizes (by id) is part of what is compared.
    for (let i = 0; i < 17; i++)
      await upload(t.app, token, { name: `doc ${(i * 7) % 17}.pdf`, data: randomBytes(1 + (i % 4)) }, { folder_id: shelf.id });
    const titles = async (query: string) => {
      const res = await call('GET', `/content/?${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { items: { title: string }[]; total: number; pages: number };
    };
    for (const sort of ['name', '-name', 'date', '-date', 'size', '-size']) {
      for (const where of [`folder_id=${shelf.id}`, 'title=doc']) {
        const whole = await titles(`${where}&sort=${sort}&size=100`);
        assert.equal(whole.items.length, where.startsWith('title') ? 17 : 24);
        const paged: string[] = [];
        const first = await titles(`${where}&sort=${sort}&size=5`);
        for (let page = 1; page <= first.pages; page++)
          paged.push(...(await titles(`${where}&sort=${sort}&size=5&page=${page}`)).items.map((i) => i.title));
        assert.deepEqual(
          paged,
          whole.items.map((i) => i.title),
          `${where}, ${sort}`,
        );

        // Keyset pages: forward from each page's last item, back from each page's first.
        const titlesOf = (page: { items: { title: string }[] }) => page.items.map((i) => i.title);
        const ids = async (query: string) =>
          (await call('GET', `/content/?${query}`)).json() as { items: { id: string; title: string }[]; page: number };
        let forward = await ids(`${where}&sort=${sort}&size=5`);
        const walked = titlesOf(forward);
        for (let page = 2; page <= first.pages; page++) {
          forward = await ids(`${where}&sort=${sort}&size=5&page=${page}&after_id=${forward.items.at(-1)!.id}`);
          assert.equal(forward.page, page);
          walked.push(...titlesOf(forward));
        }
        assert.deepEqual(walked, paged, `forward by after_id: ${where}, ${sort}`);
        let back = await ids(`${where}&sort=${sort}&size=5&page=${first.pages}`);
        const backed = titlesOf(back);
        for (let page = first.pages - 1; page >= 1; page--) {
          back = await ids(`${where}&sort=${sort}&size=5&page=${page}&before_id=${back.items[0]!.id}`);
          backed.unshift(...titlesOf(back));
        }
        assert.deepEqual(backed, paged, `back by before_id: ${where}, ${sort}`);
      }
    }
    const both = await call('GET', `/content/?folder_id=${shelf.id}&after_id=${shelf.id}&before_id=${shelf.id}`);
    assert.equal(both.statusCode, 400);
    assert.match(both.json().detail, /after_id .* or before_id .*, not both/);
  });

  it("takes a keyset page's edge only from the list itself, else finds the page by its number", async () => {
    const left = await folder('Left');
    const right = await folder('Right');
    for (const name of ['1.pdf', '2.pdf', '3.pdf'])
      await upload(t.app, token, { name, data: randomBytes(4) }, { folder_id: left.id });
    const elsewhere = (await upload(t.app, token, { name: 'x.pdf', data: randomBytes(4) }, { folder_id: right.id })).json();
    const other = await addMember(t.app, 'agent', null);
    const foreign = (await upload(t.app, other.token, { name: 'y.pdf', data: randomBytes(4) })).json();
    for (const edge of [elsewhere.id, foreign.id, 'no-such-id']) {
      const res = await call('GET', `/content/?folder_id=${left.id}&size=2&page=2&after_id=${edge}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        res.json().items.map((i: { title: string }) => i.title),
        ['3.pdf'],
        `an edge of another list (${edge}) is ignored`,
      );
    }
  });

  it('renames and moves, refusing a folder into itself or below itself', async () => {
    const top = await folder('Top');
    const mid = await folder('Mid', top.id);
    const low = await folder('Low', mid.id);
    assert.equal((await call('PATCH', `/folder/${top.id}`, { folder_id: low.id })).statusCode, 400);
    assert.equal((await call('PATCH', `/folder/${top.id}`, { folder_id: top.id })).statusCode, 400);
    const move = await call('PUT', '/content/move', { folder_ids: [mid.id], material_ids: [], target_folder_id: mid.id });
    assert.equal(move.statusCode, 400);
    const renamed = await call('PATCH', `/folder/${low.id}`, { title: 'Lower', folder_id: null });
    assert.equal(renamed.statusCode, 200);
    assert.deepEqual([renamed.json().title, renamed.json().folder_id], ['Lower', null]);
    const file = (await upload(t.app, token, { name: 'Lower', data: randomBytes(3) })).json();
    assert.equal(file.title, 'Lower (2)', 'folders and files share one namespace');
    const taken = await call('PATCH', `/material/${file.id}`, { folder_id: top.id, title: 'Mid' });
    assert.equal(taken.statusCode, 409, 'a rename to a taken name is refused, and nothing changes');
    assert.equal(
      taken.json().detail,
      'A folder or file called “Mid” is already here. Choose another name, or keep both and name this one “Mid (2)”.',
    );
    const moved = await call('PATCH', `/material/${file.id}`, { folder_id: top.id, title: 'Mid', keep_both: true });
    assert.deepEqual([moved.json().folder_id, moved.json().title], [top.id, 'Mid (2)']);
    const bulk = await call('PUT', '/content/move', {
      folder_ids: [renamed.json().id],
      material_ids: [file.id],
      target_folder_id: null,
    });
    assert.equal(bulk.json().moved, 1, 'the folder was already at the root');
    const details = (await call('GET', `/material/${file.id}/details`)).json();
    assert.equal(details.folder_id, null);
    const nested = (await upload(t.app, token, { name: 'deep.pdf', data: randomBytes(3) }, { folder_id: mid.id })).json();
    const path = (await call('GET', `/material/${nested.id}/details`)).json().path;
    assert.deepEqual(
      path.map((p: { title: string }) => p.title),
      ['Top', 'Mid'],
    );
  });

  it('lists folders one can move into, without the excluded subtree', async () => {
    const top = await folder('Pick');
    const child = await folder('Child', top.id);
    const all = (await call('GET', '/folder/?size=100')).json();
    assert.ok(all.items.some((f: { id: string }) => f.id === child.id));
    const entry = all.items.find((f: { id: string }) => f.id === child.id);
    assert.deepEqual(entry.path, ['Pick', 'Child']);
    const without = (await call('GET', `/folder/?size=100&exclude_id=${top.id}`)).json();
    assert.ok(!without.items.some((f: { id: string }) => f.id === child.id || f.id === top.id));
    assert.equal(without.total, all.total - 2);
  });

  it("treats other members' and other companies' ids as absent", async () => {
    const mine = await folder('Private');
    const members = await demoMembers(t.app);
    const other = await addMember(t.app, 'admin', null);
    for (const as of [members.agent.token, other.token]) {
      assert.equal((await call('GET', `/content/?folder_id=${mine.id}`, undefined, as)).statusCode, 404);
      assert.equal((await call('PATCH', `/folder/${mine.id}`, { title: 'x' }, as)).statusCode, 404);
      assert.equal((await call('GET', `/folder/${mine.id}`, undefined, as)).statusCode, 404);
      assert.equal((await call('POST', '/folder/', { title: 'x', folder_id: mine.id }, as)).statusCode, 404);
      const del = await call('DELETE', '/content/delete', { folder_ids: [mine.id], material_ids: [] }, as);
      assert.equal(del.statusCode, 404);
      assert.equal((await call('GET', '/content/', undefined, as)).json().items.length, 0);
    }
    assert.equal((await call('GET', '/content/')).statusCode, 200);
    assert.equal((await t.app.inject({ url: `${API}/content/` })).statusCode, 401);
  });
});
