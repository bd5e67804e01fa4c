import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { newId } from '../../src/lib/ids.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { demoMembers } from '../helpers/content.js';
import { testMigrator } from '../helpers/migrator.js';

/**
 * Migration 0027 links copies made before it to their origin where the data proves it (the sender
 * holds the same bytes, written no later than the copy, all leading to one origin) and names the rest
 * unlinked. Rows are written with the schema of 0025, as they were then.
 */
describe('migration 0027 links existing copies to their origin', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
  });
  after(() => t.close());

  it('links a copy (and a copy of a copy) through its sender, and marks an unprovable one unlinked', async () => {
    const m = await demoMembers(t.app);
    const migrator = await testMigrator(t.app.db);
    const down = await migrator.migrateTo('0026_encrypted_sealed_pdfs');
    assert.equal(down.error, undefined);
    assert.equal(down.results?.at(-1)?.migrationName, '0027_material_versions');

    const db = t.app.db;
    const blob = async (sha: string) =>
      db
        .insertInto('blob')
        .values({
          sha256: sha,
          size: 10,
          content_type: 'application/pdf',
          storage_key: `blobs/${sha}`,
          ref_count: 1,
          crc32: null,
          created_at: '2026-01-01T00:00:00.000Z',
          unreferenced_at: null,
        })
        .execute();
    const material = async (
      owner: { id: string; company_id: string },
      sha: string,
      space: 'own' | 'shared',
      from: string | null,
      at: string,
    ) => {
      const id = newId();
      // Only the columns of 0025: the rows look as they did before the migration.
      await db
        .insertInto('material')
        .values({
          id,
          company_id: owner.company_id,
          owner_id: owner.id,
          folder_id: null,
          title: `${sha.slice(0, 4)}.pdf`,
          blob_sha256: sha,
          size: 10,
          content_type: 'application/pdf',
          space,
          shared_by_id: from,
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
      return id;
    };
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const c = 'c'.repeat(64);
    for (const sha of [a, b, c]) await blob(sha);
    // The admin's upload, sent to the marketer, who sent it on to the agent.
    const origin = await material(m.admin, a, 'own', null, '2026-01-01T00:00:00.000Z');
    const atMarketer = await material(m.marketer, a, 'shared', m.admin.id, '2026-01-02T00:00:00.000Z');
    const atAgent = await material(m.agent, a, 'shared', m.marketer.id, '2026-01-03T00:00:00.000Z');
    // A copy whose sender holds no such bytes: not provable.
    const orphan = await material(m.client, b, 'shared', m.agent.id, '2026-01-04T00:00:00.000Z');
    // A copy whose sender holds the bytes twice, as two different originals: ambiguous.
    await material(m.marketer, c, 'own', null, '2026-01-01T00:00:00.000Z');
    await material(m.marketer, c, 'own', null, '2026-01-01T00:00:01.000Z');
    const ambiguous = await material(m.agent, c, 'shared', m.marketer.id, '2026-01-05T00:00:00.000Z');
    // A copy of an unprovable copy is unprovable too.
    const onward = await material(m.agent, b, 'shared', m.client.id, '2026-01-06T00:00:00.000Z');

    const up = await migrator.migrateToLatest();
    assert.equal(up.error, undefined);
    assert.equal(up.results?.[0]?.migrationName, '0027_material_versions');

    const rows = await db.selectFrom('material').select(['id', 'link', 'origin_id', 'version', 'seen_version']).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    assert.deepEqual(byId.get(origin), { id: origin, link: 'origin', origin_id: null, version: 1, seen_version: null });
    assert.deepEqual(byId.get(atMarketer), { id: atMarketer, link: 'copy', origin_id: origin, version: 1, seen_version: 1 });
    assert.deepEqual(byId.get(atAgent), { id: atAgent, link: 'copy', origin_id: origin, version: 1, seen_version: 1 });
    for (const id of [orphan, ambiguous, onward])
      assert.deepEqual([byId.get(id)?.link, byId.get(id)?.origin_id], ['unlinked', null], id);
    const versions = await db
      .selectFrom('material_version')
      .select(['material_id', 'number', 'blob_sha256', 'author_id'])
      .execute();
    assert.deepEqual(
      versions.find((v) => v.material_id === origin),
      { material_id: origin, number: 1, blob_sha256: a, author_id: m.admin.id },
    );
    assert.equal(versions.length, 3, 'one version per origin, none for copies');
  });
});
