import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MATERIAL_POLICY } from '../../../src/policy/table.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, multipart, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
interface Item {
  id: string;
  title: string;
  type: string;
  size: number | null;
  link?: string;
  version?: number;
  updated?: boolean;
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('versions of an original, followed by every copy', () => {
  let t: TestApp;
  let m: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const send = async (as: Member, to: Member, ids: { folders?: string[]; materials?: string[] }) => {
    const sent = await call(as, 'POST', '/content/copy/send', {
      folder_ids: ids.folders ?? [],
      material_ids: ids.materials ?? [],
      recipient_ids: [to.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
  };
  const shared = async (as: Member, query = '') => {
    const page = await call(as, 'GET', `/content/shared${query}`);
    assert.equal(page.statusCode, 200, page.body);
    return page.json().items as Item[];
  };
  const newVersion = (as: Member, id: string, data: Buffer, fields: Record<string, string> = {}) => {
    const body = multipart({ name: 'ignored.pdf', data }, fields);
    return t.app.inject({
      method: 'POST',
      url: `${API}/material/${id}/versions`,
      headers: { ...body.headers, ...auth(as.token) },
      payload: body.payload,
    });
  };
  const notifications = async (as: Member) =>
    (await call(as, 'GET', '/notification/')).json().items as { type: string; title: string; body: string; link: string }[];

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
  });
  after(() => t.close());

  const v1 = randomBytes(3000);
  const v2 = randomBytes(5000);
  let originId = '';
  let clientCopy: Item;

  it('links a copy four levels down (admin → marketer → agent → client) to the same origin', async () => {
    const uploaded = await upload(t.app, m.admin.token, { name: 'Rates.pdf', data: v1 });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    originId = uploaded.json().id;
    assert.equal(uploaded.json().link, 'origin');
    assert.equal(uploaded.json().version, 1);
    await send(m.admin, m.marketer, { materials: [originId] });
    const atMarketer = (await shared(m.marketer)).find((i) => i.title === 'Rates.pdf')!;
    await send(m.marketer, m.agent, { materials: [atMarketer.id] });
    const atAgent = (await shared(m.agent)).find((i) => i.title === 'Rates.pdf')!;
    await send(m.agent, m.client, { materials: [atAgent.id] });
    clientCopy = (await shared(m.client)).find((i) => i.title === 'Rates.pdf')!;
    assert.equal(clientCopy.link, 'copy');
    assert.equal(clientCopy.version, 1);
    assert.equal(clientCopy.updated, false);
    const origins = await t.app.db.selectFrom('material').select(['origin_id']).where('link', '=', 'copy').execute();
    assert.equal(origins.length, 3);
    assert.ok(
      origins.every((r) => r.origin_id === originId),
      'every copy names the original, not the copy it came from',
    );
  });

  it('a new version reaches that copy at once: list, download, and a notification with the change note', async () => {
    const published = await newVersion(m.admin, originId, v2, { note: 'Q3 rates' });
    assert.equal(published.statusCode, 201, published.body);
    assert.equal(published.json().id, originId, 'same material');
    assert.equal(published.json().title, 'Rates.pdf', 'title kept');
    assert.equal(published.json().version, 2);

    const listed = (await shared(m.client)).find((i) => i.id === clientCopy.id)!;
    assert.equal(listed.size, v2.length);
    assert.equal(listed.version, 2);
    assert.equal(listed.updated, true, 'Updated for its holder');
    const download = await call(m.client, 'GET', `/material/${clientCopy.id}`);
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, v2);
    assert.equal(download.headers.etag, `"${sha(v2)}"`);

    const told = (await notifications(m.client)).find((n) => n.type === 'content_updated');
    assert.ok(told, 'the client was told');
    assert.equal(told.title, '“Rates.pdf” was updated');
    assert.match(told.body, /published version 2: “Q3 rates”/);
    assert.equal(told.link, `/materials/review/${clientCopy.id}`);
    for (const holder of [m.marketer, m.agent])
      assert.ok((await notifications(holder)).some((n) => n.type === 'content_updated'));
    assert.ok(!(await notifications(m.admin)).some((n) => n.type === 'content_updated'), 'the author is not told');

    const details = (await call(m.client, 'GET', `/material/${clientCopy.id}/details`)).json();
    assert.equal(details.sha256, sha(v2));
    const after = (await shared(m.client)).find((i) => i.id === clientCopy.id)!;
    assert.equal(after.updated, false, 'opened: no longer Updated');

    // References: the superseded version keeps v1; the original and its three copies hold v2.
    const refs = await t.app.db
      .selectFrom('blob')
      .select(['sha256', 'ref_count'])
      .where('sha256', 'in', [sha(v1), sha(v2)])
      .execute();
    assert.deepEqual(Object.fromEntries(refs.map((r) => [r.sha256, Number(r.ref_count)])), { [sha(v1)]: 1, [sha(v2)]: 4 });
  });

  it('keeps older versions readable by the owner only, never by a copy’s holder', async () => {
    const listed = await call(m.admin, 'GET', `/material/${originId}/versions`);
    assert.equal(listed.statusCode, 200, listed.body);
    const items = listed.json().items;
    assert.deepEqual(
      items.map((v: { number: number; current: boolean; note: string; sha256: string }) => [
        v.number,
        v.current,
        v.note,
        v.sha256,
      ]),
      [
        [2, true, 'Q3 rates', sha(v2)],
        [1, false, '', sha(v1)],
      ],
    );
    assert.equal(items[0].author.id, m.admin.id);
    const old = await call(m.admin, 'GET', `/material/${originId}/versions/1`);
    assert.equal(old.statusCode, 200);
    assert.deepEqual(old.rawPayload, v1);
    assert.match(String(old.headers['content-disposition']), /Rates \(v1\)\.pdf/);
    assert.equal((await call(m.admin, 'GET', `/material/${originId}/versions/9`)).statusCode, 404);

    // Through a download link too (how the app downloads): the owner gets the old bytes, a holder a 403.
    const link = await call(m.admin, 'POST', '/download/link', { folder_ids: [], material_ids: [originId], version: 1 });
    assert.equal(link.statusCode, 200, link.body);
    const opened = await t.app.inject({ method: 'GET', url: link.json().url });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual(opened.rawPayload, v1);
    const refused = await call(m.client, 'POST', '/download/link', { folder_ids: [], material_ids: [clientCopy.id], version: 1 });
    assert.equal(refused.statusCode, 403, refused.body);

    assert.equal((await call(m.client, 'GET', `/material/${clientCopy.id}/versions`)).statusCode, 403);
    assert.equal((await call(m.client, 'GET', `/material/${clientCopy.id}/versions/1`)).statusCode, 403);
    // Someone else's material does not exist for them.
    assert.equal((await call(m.client, 'GET', `/material/${originId}/versions`)).statusCode, 404);
  });

  it('lets only the owner of the original upload a version (policy table): a holder 403, anyone else 404', async () => {
    const byHolder = await newVersion(m.client, clientCopy.id, randomBytes(10), { note: 'mine' });
    assert.equal(byHolder.statusCode, 403, byHolder.body);
    assert.match(byHolder.json().detail, /Only the owner of the original/);
    const byOther = await newVersion(m.agent, originId, randomBytes(10));
    assert.equal(byOther.statusCode, 404, byOther.body);
    const count = await t.app.db.selectFrom('material_version').select('number').where('material_id', '=', originId).execute();
    assert.equal(count.length, 2, 'nothing recorded');
    const tooLong = await newVersion(m.admin, originId, randomBytes(10), { note: 'x'.repeat(1001) });
    assert.equal(tooLong.statusCode, 400);
    // The route decides by the table: take the owner's right away and the owner is refused too.
    const table = MATERIAL_POLICY.uploadMaterialVersion as Record<string, readonly string[]>;
    const saved = table.admin!;
    table.admin = [];
    try {
      assert.equal((await newVersion(m.admin, originId, randomBytes(10))).statusCode, 403);
    } finally {
      table.admin = saved;
    }
  });

  it('renames with a version when asked, and a taken name is a 409 that changes nothing', async () => {
    await upload(t.app, m.admin.token, { name: 'Taken.pdf', data: randomBytes(10) });
    const taken = await newVersion(m.admin, originId, randomBytes(20), { title: 'Taken.pdf' });
    assert.equal(taken.statusCode, 409, taken.body);
    const renamed = await newVersion(m.admin, originId, randomBytes(20), { title: 'Rates Q4.pdf', note: 'Q4' });
    assert.equal(renamed.statusCode, 201, renamed.body);
    assert.equal(renamed.json().title, 'Rates Q4.pdf');
    assert.equal(renamed.json().version, 3);
    // The holder keeps their own name for their copy.
    assert.equal((await shared(m.client)).find((i) => i.id === clientCopy.id)!.title, 'Rates.pdf');
  });

  it('a second send of the same origin updates the holder’s copy instead of adding “(2)”', async () => {
    const atAgent = (await shared(m.agent)).find((i) => i.title === 'Rates.pdf')!;
    await send(m.agent, m.client, { materials: [atAgent.id] });
    const copies = (await shared(m.client)).filter((i) => i.title.startsWith('Rates'));
    assert.deepEqual(
      copies.map((i) => i.id),
      [clientCopy.id],
    );
    const told = (await notifications(m.client))[0]!;
    assert.equal(told.type, 'content_received');
    assert.equal(told.link, `/materials/review/${clientCopy.id}`);
  });

  it('a second send of a folder merges into the holder’s copy of it: held files updated, new ones added', async () => {
    const kit = (await call(m.agent, 'POST', '/folder/', { title: 'Kit' })).json();
    const sub = (await call(m.agent, 'POST', '/folder/', { title: 'Forms', folder_id: kit.id })).json();
    const guide = (
      await upload(t.app, m.agent.token, { name: 'Guide.pdf', data: randomBytes(100) }, { folder_id: kit.id })
    ).json();
    await upload(t.app, m.agent.token, { name: 'Form.pdf', data: randomBytes(100) }, { folder_id: sub.id });
    await send(m.agent, m.client, { folders: [kit.id] });
    await upload(t.app, m.agent.token, { name: 'New.pdf', data: randomBytes(100) }, { folder_id: sub.id });
    const guide2 = randomBytes(200);
    assert.equal((await newVersion(m.agent, guide.id, guide2)).statusCode, 201);
    await send(m.agent, m.client, { folders: [kit.id] });

    const kits = (await shared(m.client, '?type=folder')).filter((i) => i.title.startsWith('Kit'));
    assert.deepEqual(
      kits.map((i) => i.title),
      ['Kit'],
    );
    const inside = (await call(m.client, 'GET', `/content/shared?folder_id=${kits[0]!.id}`)).json().items as Item[];
    assert.deepEqual(
      inside.map((i) => i.title),
      ['Forms', 'Guide.pdf'],
    );
    assert.equal(inside[1]!.size, guide2.length);
    const forms = (await call(m.client, 'GET', `/content/shared?folder_id=${inside[0]!.id}`)).json().items as Item[];
    assert.deepEqual(
      forms.map((i) => i.title),
      ['Form.pdf', 'New.pdf'],
    );
  });

  it('deleting the original hides it: its copies keep what they show and still name it, and its versions stay for the record', async () => {
    const data = randomBytes(64);
    const next = randomBytes(65);
    const own = (await upload(t.app, m.marketer.token, { name: 'Gone.pdf', data })).json();
    await send(m.marketer, m.agent, { materials: [own.id] });
    assert.equal((await newVersion(m.marketer, own.id, next)).statusCode, 201);
    const deleted = await call(m.marketer, 'DELETE', '/content/delete', { folder_ids: [], material_ids: [own.id] });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const copy = await t.app.db
      .selectFrom('material')
      .select(['origin_id', 'blob_sha256'])
      .where('owner_id', '=', m.agent.id)
      .where('title', '=', 'Gone.pdf')
      .executeTakeFirstOrThrow();
    assert.deepEqual(copy, { origin_id: own.id, blob_sha256: sha(next) });
    const versions = await t.app.db.selectFrom('material_version').select('number').where('material_id', '=', own.id).execute();
    assert.equal(versions.length, 2);
    const refs = await t.app.db
      .selectFrom('blob')
      .select(['sha256', 'ref_count'])
      .where('sha256', 'in', [sha(data), sha(next)])
      .execute();
    assert.deepEqual(Object.fromEntries(refs.map((r) => [r.sha256, Number(r.ref_count)])), { [sha(data)]: 1, [sha(next)]: 2 });
  });
});
