import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { queryShapes } from '../../src/db/compiled.js';
import type { Database } from '../../src/db/schema.js';
import { isSqlite } from '../../src/db/dialect.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { timedQueriesOf } from '../helpers/statements.js';

/** How many companies have this name: a shape's read. */
const companiesNamed = queryShapes<Database, null, { name: string }, { n: number }>((db, _shape, p) =>
  db
    .selectFrom('company')
    .select(sql<number>`count(*)`.as('n'))
    .where('name', '=', p.name),
);
const named = async (db: TestApp['app']['db'], name: string) => Number((await companiesNamed(db, null, { name }))[0]!.n);

const company = (name: string) => {
  const now = new Date().toISOString();
  return { id: `co-${name}`, name, created_at: now, updated_at: now };
};

describe("a shape's reads on the database's own connection", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('never see what an open transaction wrote and then rolled back', async () => {
    const db = t.app.db;
    let reading: Promise<number> | undefined;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('company').values(company('Uncommitted')).execute();
        // Read outside the transaction while it is open, and give that read every chance to run.
        reading = named(db, 'Uncommitted');
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.equal(await reading, 0);
    assert.equal(await named(db, 'Uncommitted'), 0);
  });

  it('see what a committed transaction wrote', async () => {
    const db = t.app.db;
    await db.transaction().execute((trx) => trx.insertInto('company').values(company('Committed')).execute());
    assert.equal(await named(db, 'Committed'), 1);
  });

  it('inside a transaction, see its own writes', async () => {
    await assert.rejects(
      t.app.db.transaction().execute(async (trx) => {
        await trx.insertInto('company').values(company('Own write')).execute();
        assert.equal(await named(trx, 'Own write'), 1);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.equal(await named(t.app.db, 'Own write'), 0);
  });

  // Only SQLite streams rows (PostgreSQL's dialect here has no cursor): a read between its rows runs.
  const streams = !process.env.TEST_DATABASE_URL;
  if (streams)
    it('run between the rows of a stream', async () => {
      const db = t.app.db;
      await db
        .insertInto('company')
        .values([company('Streamed 1'), company('Streamed 2')])
        .execute();
      const during: Promise<number>[] = [];
      let rows = 0;
      for await (const _ of db.selectFrom('company').select('id').where('name', 'like', 'Streamed %').stream()) {
        rows += 1;
        during.push(named(db, 'Streamed 1'));
      }
      assert.equal(rows, 2);
      assert.deepEqual(await Promise.all(during), [1, 1]);
    });

  it('are timed for the metrics like every other query', async () => {
    // Only this read's own (the app's background work is timed too: helpers/statements.ts).
    const timed = await timedQueriesOf(() => named(t.app.db, 'Timed'));
    assert.equal(timed.length, 1);
    assert.ok(timed[0]!.seconds >= 0 && !timed[0]!.failed);
    assert.match(timed[0]!.query.sql, /from "company"/);
  });

  it("run without Kysely's driver on SQLite, through it on PostgreSQL", async () => {
    const db = t.app.db;
    const executor = db.getExecutor();
    const executeQuery = executor.executeQuery.bind(executor);
    let throughKysely = 0;
    Object.assign(executor, {
      executeQuery: (...args: Parameters<typeof executeQuery>) => ((throughKysely += 1), executeQuery(...args)),
    });
    try {
      assert.equal(await named(db, 'Nobody'), 0);
    } finally {
      delete (executor as { executeQuery?: unknown }).executeQuery;
    }
    assert.equal(throughKysely, isSqlite(db) ? 0 : 1);
  });

  /** The companies named like `pattern`, every column and two of them again under one name: a shape's read. */
  const companiesLike = queryShapes<Database, null, { pattern: string }, Record<string, unknown>>(
    (_db, _shape, p) =>
      sql<
        Record<string, unknown>
      >`select c.*, c.name as twice, c.phone as twice, length(c.name) as letters from company c where c.name like ${p.pattern} order by c.name`,
  );

  it('give the rows Kysely gives: every column under its name, nulls and numbers as they are, the last of two names', async () => {
    const db = t.app.db;
    await db
      .insertInto('company')
      .values([
        { ...company('Rows Alpha'), phone: '+1 555 0100', member_version: 7 },
        { ...company('Rows Beta'), phone: null, member_version: 0 },
      ])
      .execute();
    const direct = await companiesLike(db, null, { pattern: 'Rows %' });
    // Inside a transaction the same shape runs through Kysely's driver.
    const throughDriver = await db.transaction().execute((trx) => companiesLike(trx, null, { pattern: 'Rows %' }));
    assert.deepEqual(direct, throughDriver);
    assert.equal(direct.length, 2);
    assert.deepEqual(
      direct.map((row) => [row.name, row.twice, row.letters, Number(row.member_version)]),
      [
        ['Rows Alpha', '+1 555 0100', 10, 7],
        ['Rows Beta', null, 9, 0],
      ],
    );
    assert.equal(Object.getPrototypeOf(direct[0]), Object.prototype);

    // A column added after the statement was first run is in the next rows: SQLite prepares the statement
    // again (PostgreSQL refuses a prepared statement whose result changed; the schema is fixed while serving).
    if (!isSqlite(db)) return;
    await sql`alter table company add column motto varchar(40)`.execute(db);
    try {
      await db
        .updateTable('company')
        .set({ motto: 'Onwards' } as never)
        .where('name', '=', 'Rows Alpha')
        .execute();
      const after = await companiesLike(db, null, { pattern: 'Rows %' });
      assert.equal(after[0]!.motto, 'Onwards');
      assert.equal(after[0]!.twice, '+1 555 0100');
      assert.equal(after[1]!.motto, null);
    } finally {
      await sql`alter table company drop column motto`.execute(db);
    }
  });
});
