import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers, upload } from '../helpers/content.js';
import { testMigrator } from '../helpers/migrator.js';

type Member = { id: string; company_id: string; token: string };

/**
 * The folder and material counts the database keeps (content_count, 0023) always equal counting the
 * rows, whatever adds, moves, copies, sends or removes them — cascades included — and the lists' totals
 * (read from them) are what the member sees.
 */
describe('the counts the database keeps per folder', () => {
  let t: TestApp;
  let m: Record<'admin' | 'marketer' | 'agent' | 'client', Member>;
  const call = async (as: Member, method: string, url: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: auth(as.token),
      ...(payload ? { payload } : {}),
    });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const folder = async (as: Member, title: string, parent?: string) =>
    (await call(as, 'POST', '/folder/', { title, ...(parent ? { folder_id: parent } : {}) })).id as string;
  const file = async (as: Member, name: string, folderId?: string) => {
    const res = await upload(t.app, as.token, { name, data: randomBytes(64) }, folderId ? { folder_id: folderId } : {});
    assert.equal(res.statusCode, 201, res.body);
    return res.json().id as string;
  };

  /** Counting the rows, per owner, space and folder ('' the root); folders with nothing left are left out. */
  async function counted() {
    const rows = await sql<{ owner_id: string; space: string; folder_key: string; folders: number; materials: number }>`
      select owner_id, space, folder_key, sum(folders) as folders, sum(materials) as materials from (
        select owner_id, space, coalesce(parent_id, '') as folder_key, 1 as folders, 0 as materials from folder
        union all
        select owner_id, space, coalesce(folder_id, ''), 0, 1 from material
      ) rows group by owner_id, space, folder_key`.execute(t.app.db);
    return normal(rows.rows);
  }
  async function kept() {
    const rows = await t.app.db.selectFrom('content_count').selectAll().execute();
    return normal(rows.filter((r) => Number(r.folders) !== 0 || Number(r.materials) !== 0));
  }
  const normal = (rows: { owner_id: string; space: string; folder_key: string; folders: unknown; materials: unknown }[]) =>
    rows
      .map(
        (r) =>
          `${r.owner_id} ${r.space} ${r.folder_key || '(root)'}: ${Number(r.folders)} folders, ${Number(r.materials)} materials`,
      )
      .sort();
  const assertInStep = async (after: string) => assert.deepEqual(await kept(), await counted(), `after ${after}`);

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
  });
  after(() => t.close());

  it('start in step with the demo company', async () => {
    await assertInStep('seeding');
  });

  it('follow uploads, new folders, moves, copies, sends and deletes, and give the lists their totals', async () => {
    const top = await folder(m.agent, 'Counted');
    const sub = await folder(m.agent, 'Inside', top);
    const deep = await folder(m.agent, 'Deeper', sub);
    const files = [await file(m.agent, 'a.pdf', top), await file(m.agent, 'b.pdf', sub), await file(m.agent, 'c.pdf', deep)];
    const loose = await file(m.agent, 'loose.pdf');
    await assertInStep('uploads and new folders');
    let inTop = await call(m.agent, 'GET', `/content/?folder_id=${top}`);
    assert.equal(inTop.total, 2, 'Inside and a.pdf');

    await call(m.agent, 'PUT', '/content/move', { folder_ids: [deep], material_ids: [loose, files[1]!], target_folder_id: top });
    await assertInStep('a move into a folder');
    inTop = await call(m.agent, 'GET', `/content/?folder_id=${top}`);
    assert.deepEqual(
      inTop.items.map((i: { title: string }) => i.title),
      ['Deeper', 'Inside', 'a.pdf', 'b.pdf', 'loose.pdf'],
    );
    assert.equal(inTop.total, 5);
    await call(m.agent, 'PUT', '/content/move', { folder_ids: [], material_ids: [loose], target_folder_id: null });
    await assertInStep('a move to the root');

    await call(m.agent, 'POST', '/content/copy/send', { folder_ids: [top], material_ids: [], target_folder_id: null });
    await assertInStep('a copy of a tree');
    await call(m.agent, 'POST', '/content/copy/send', { folder_ids: [sub], material_ids: [loose], recipient_ids: [m.client.id] });
    await assertInStep('a send to a client');

    const beforeRename = await kept();
    await call(m.agent, 'PATCH', `/material/${loose}`, { title: 'renamed.pdf' });
    assert.deepEqual(await kept(), beforeRename, 'a rename changes no count');

    await call(m.agent, 'DELETE', '/content/delete', { folder_ids: [top], material_ids: [loose] });
    await assertInStep('deleting a tree (cascade)');
    const gone = await t.app.db
      .selectFrom('content_count')
      .select('folder_key')
      .where('folder_key', 'in', [top, sub, deep])
      .execute();
    assert.deepEqual(gone, [], "a removed folder's own counts go with it");
    const root = await call(m.agent, 'GET', '/content/?size=100');
    const own = (await counted()).find((line) => line.startsWith(`${m.agent.id} own (root):`));
    const [, folders, materials] = /(\d+) folders, (\d+) materials/.exec(own ?? '0 folders, 0 materials') ?? [];
    assert.equal(root.total, Number(folders) + Number(materials));
    assert.equal(root.items.length, root.total);
  });

  it('stay in step when one member moves items both ways at once', async () => {
    const x = await folder(m.marketer, 'Left side');
    const y = await folder(m.marketer, 'Right side');
    const inX = await Promise.all([1, 2, 3, 4].map((i) => file(m.marketer, `x${i}.pdf`, x)));
    const inY = await Promise.all([1, 2, 3, 4].map((i) => file(m.marketer, `y${i}.pdf`, y)));
    const moves = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? call(m.marketer, 'PUT', '/content/move', { folder_ids: [], material_ids: inX, target_folder_id: y })
        : call(m.marketer, 'PUT', '/content/move', { folder_ids: [], material_ids: inY, target_folder_id: x }),
    );
    await Promise.all(moves);
    await assertInStep('concurrent moves both ways');
    const [left, right] = [
      await call(m.marketer, 'GET', `/content/?folder_id=${x}`),
      await call(m.marketer, 'GET', `/content/?folder_id=${y}`),
    ];
    assert.equal(left.total + right.total, 8);
  });

  it('go with their owner when a membership is removed', async () => {
    await file(m.client, 'mine.pdf');
    await t.app.db.deleteFrom('user_company').where('id', '=', m.client.id).execute();
    await assertInStep('removing a member (their content goes by cascade)');
    const left = await t.app.db.selectFrom('content_count').select('owner_id').where('owner_id', '=', m.client.id).execute();
    assert.deepEqual(left, []);
  });

  it('are counted from the rows already there when migration 0023 runs', async () => {
    const migrator = await testMigrator(t.app.db);
    const down = await migrator.migrateTo('0022_intake_form_listing');
    assert.equal(down.error, undefined);
    assert.equal(down.results?.at(-1)?.migrationName, '0023_content_counts');
    // Added while nothing keeps counts. The files are written as rows of that schema: the upload route
    // of today also records versions (0027), which that schema has no room for.
    const top = await folder(m.marketer, 'Before counting');
    const bytes = (await t.app.db.selectFrom('blob').select(['sha256', 'size']).limit(1).executeTakeFirstOrThrow()) as {
      sha256: string;
      size: number;
    };
    for (const title of ['x.pdf', 'y.pdf']) {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('material')
        .values({
          id: randomUUID(),
          company_id: m.marketer.company_id,
          owner_id: m.marketer.id,
          folder_id: top,
          title,
          blob_sha256: bytes.sha256,
          size: bytes.size,
          content_type: 'application/pdf',
          space: 'own',
          shared_by_id: null,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    }
    const up = await migrator.migrateToLatest();
    assert.equal(up.error, undefined);
    await assertInStep('migrating up');
    const list = await call(m.marketer, 'GET', `/content/?folder_id=${top}`);
    assert.deepEqual(
      list.items.map((i: { title: string }) => i.title),
      ['x.pdf', 'y.pdf'],
    );
    assert.equal(list.total, 2);
  });
});
