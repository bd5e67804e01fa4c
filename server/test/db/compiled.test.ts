import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { queryShapes } from '../../src/db/compiled.js';
import type { Database } from '../../src/db/schema.js';
import { membershipReader } from '../../src/services/identity/memberships.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy } from '../helpers/members.js';
import { statementsOf } from '../helpers/statements.js';

describe('queryShapes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

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

  it("reads the access check in one statement of one shape: built once, run with each call's values", async () => {
    const { m } = await seedHierarchy(t.app.db);
    let built = 0;
    const db = t.app.db.withPlugin({
      transformQuery: ({ node }) => ((built += 1), node),
      transformResult: async ({ result }) => result,
    });
    await db
      .insertInto('ended_session')
      .values({ family_id: 'ended-family', membership_id: m.G1!.id, ended_at: new Date().toISOString() })
      .execute();
    built = 0;
    const read = membershipReader(db);
    const ran = await statementsOf(async () => {
      const agent = await read('live-family', m.G1!.id);
      assert.equal(built, 1);
      assert.equal(agent?.role, 'agent');
      assert.equal(Boolean(agent?.ended), false);
      const ended = await read('ended-family', m.G1!.id);
      assert.equal(Boolean(ended?.ended), true);
      assert.equal((await read('live-family', m.C1!.id))?.role, 'client');
      assert.equal(await read('live-family', 'nobody'), undefined);
      assert.equal(built, 1);
    });
    assert.equal(ran.length, 4);
  });
});
