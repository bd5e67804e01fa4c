import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { queryShapes } from '../../src/db/compiled.js';
import { connect, type DbHandle } from '../../src/db/connect.js';
import type { Database } from '../../src/db/schema.js';

// PostgreSQL only (it runs in the suite's PostgreSQL pass): SQLite keeps its statements in its own cache.
const SKIP = process.env.TEST_DATABASE_URL ? false : 'runs in the PostgreSQL pass (set TEST_DATABASE_URL)';

describe('statements built once per shape on PostgreSQL', { skip: SKIP }, () => {
  let handle: DbHandle;
  before(() => {
    // One connection, so the statements it prepared can be read back from it.
    handle = connect(process.env.TEST_DATABASE_URL!, { poolSize: 1 });
  });
  after(() => handle.close());

  it('run as prepared statements, each with its own values; other SQL is not prepared', async () => {
    const plus = queryShapes<Database, null, { a: number; b: string }, { n: number; label: string }>(
      (_, __, p) => sql<{ n: number; label: string }>`select ${p.a}::int + 1 as n, ${p.b}::text as label`,
    );
    assert.deepEqual(await plus(handle.db, null, { a: 1, b: 'one' }), [{ n: 2, label: 'one' }]);
    assert.deepEqual(await plus(handle.db, null, { a: 41, b: 'forty-one' }), [{ n: 42, label: 'forty-one' }]);
    await sql`select 'not a shape' as text`.execute(handle.db);
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    const statements = rows.map((r) => r.statement);
    assert.ok(
      statements.some((s) => s.includes('::int + 1 as n')),
      `the shape is prepared: ${statements.join(' | ')}`,
    );
    assert.ok(!statements.some((s) => s.includes('not a shape')), 'other SQL is not prepared');
  });
});
