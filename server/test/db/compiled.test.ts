import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { compiledOnce, queryShapes } from '../../src/db/compiled.js';
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

  it('builds a query once per shape and runs each call with its own values', async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    await db
      .insertInto('company')
      .values([
        { id: 'co-3', name: 'Third', created_at: now, updated_at: now },
        { id: 'co-4', name: 'Fourth', created_at: now, updated_at: now },
        { id: 'co-5', name: '%Fifth', created_at: now, updated_at: now },
      ])
      .execute();
    const built: string[] = [];
    const names = queryShapes<Database, { byName: boolean; ids: number }, Record<string, string>, { name: string }>(
      (kdb, shape, p) => {
        built.push(JSON.stringify(shape));
        return kdb
          .selectFrom('company')
          .select('name')
          .where(
            'id',
            'in',
            Array.from({ length: shape.ids }, (_, i) => p[`id${i}`]!),
          )
          .$if(shape.byName, (q) => q.where('name', '=', p.name!))
          .orderBy('name');
      },
    );
    assert.deepEqual(await names(db, { byName: false, ids: 2 }, { id0: 'co-3', id1: 'co-4' }), [
      { name: 'Fourth' },
      { name: 'Third' },
    ]);
    assert.deepEqual(await names(db, { byName: false, ids: 2 }, { id0: 'co-4', id1: 'co-5' }), [
      { name: '%Fifth' },
      { name: 'Fourth' },
    ]);
    assert.deepEqual(await names(db, { byName: true, ids: 2 }, { id0: 'co-3', id1: 'co-4', name: 'Third' }), [{ name: 'Third' }]);
    assert.deepEqual(await names(db, { byName: false, ids: 1 }, { id0: 'co-5' }), [{ name: '%Fifth' }]);
    // Three shapes asked for four times: built three times.
    assert.deepEqual(built, ['{"byName":false,"ids":2}', '{"byName":true,"ids":2}', '{"byName":false,"ids":1}']);
    await assert.rejects(names(db, { byName: true, ids: 1 }, { id0: 'co-3' }), /No value for the parameter "name"/);
  });

  it('keeps constants of the shape and refuses a stand-in changed on its way into the query', async () => {
    const db = t.app.db;
    const raw = queryShapes<Database, null, { id: string }, { n: number }>(
      (_, __, p) => sql<{ n: number }>`select count(*) as n from company where id = ${p.id} and name <> ${'nobody'}`,
    );
    assert.equal(Number((await raw(db, null, { id: 'co-3' }))[0]?.n), 1);
    assert.equal(Number((await raw(db, null, { id: 'none' }))[0]?.n), 0);
    const escaped = queryShapes<Database, null, { pattern: string }, { name: string }>((kdb, _, p) =>
      kdb.selectFrom('company').select('name').where('name', 'like', `%${p.pattern}%`),
    );
    await assert.rejects(escaped(db, null, { pattern: 'Fif' }), /A parameter was changed before it reached the query/);
  });
});
