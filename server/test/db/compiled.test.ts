import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { compiledOnce } from '../../src/db/compiled.js';
import type { Database } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('compiledOnce', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('runs a query compiled once with new values each time, and refuses a wrong number of values', async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    await db
      .insertInto('company')
      .values([
        { id: 'co-1', name: 'First', created_at: now, updated_at: now },
        { id: 'co-2', name: 'Second', created_at: now, updated_at: now },
      ])
      .execute();
    const nameOf = compiledOnce<Database, { name: string }, [string]>(
      db,
      db.selectFrom('company').select('name').where('id', '=', ''),
    );
    assert.deepEqual(await nameOf('co-1'), [{ name: 'First' }]);
    assert.deepEqual(await nameOf('co-2'), [{ name: 'Second' }]);
    assert.deepEqual(await nameOf('nobody'), []);
    await assert.rejects((nameOf as unknown as (...v: string[]) => Promise<unknown>)('co-1', 'co-2'), /takes 1 values, not 2/);
  });
});
