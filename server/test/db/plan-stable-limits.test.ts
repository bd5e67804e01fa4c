import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { connect, migrateToLatest, type DbHandle } from '../../src/db/connect.js';
import { queryShapes } from '../../src/db/compiled.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { insertRootFolders } from '../helpers/content.js';
import type { Database } from '../../src/db/schema.js';

/**
 * SQLite prepares a statement again whenever a value is bound to a parameter its plan read; a bare
 * `LIMIT ?` is one. The SQLite handle writes every built query's limit as an expression instead.
 */
const TITLES = Array.from({ length: 30 }, (_, i) => `Folder ${String(i).padStart(2, '0')}`);

describe('limits on SQLite are expressions, planned once', () => {
  let handle: DbHandle;
  let owner: { id: string; company_id: string };

  before(async () => {
    handle = connect('sqlite::memory:');
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    owner = await handle.db.selectFrom('user_company').select(['id', 'company_id']).executeTakeFirstOrThrow();
    await insertRootFolders(handle.db, owner, TITLES);
  });
  after(() => handle.close());

  const titles = queryShapes<Database, null, { owner: string; limit: number; offset: number }, { title: string }>((db, _, p) =>
    db
      .selectFrom('folder')
      .select('title')
      .where('owner_id', '=', p.owner)
      .where('title', 'like', 'Folder %')
      .orderBy('title')
      .limit(p.limit)
      .offset(p.offset),
  );

  it('writes a built query’s limit as an expression, not a bare parameter', () => {
    const { sql: text } = handle.db.selectFrom('folder').select('id').limit(5).compile();
    assert.match(text, /limit \(\? \+ 0\)$/);
    const raw = sql`select id from folder limit ${5}`.compile(handle.db);
    assert.equal(raw.sql, 'select id from folder limit ?', 'raw SQL is left as written');
  });

  it('still reads as many rows as each run asks for, from one prepared statement', async () => {
    for (const [limit, offset] of [
      [3, 0],
      [0, 0],
      [7, 5],
      [3, 0],
      [30, 25],
    ] as const) {
      const rows = await titles(handle.db, null, { owner: owner.id, limit, offset });
      const expected = TITLES.slice(offset, offset + limit);
      assert.deepEqual(
        rows.map((r) => r.title),
        expected,
        `limit ${limit} offset ${offset}`,
      );
    }
  });
});
