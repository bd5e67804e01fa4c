import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { NUL_DETAIL } from '../../src/db/refuse-nul.js';
import { HttpError } from '../../src/lib/errors.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** Behind the schemas, no statement carrying a NUL reaches the database: a 400, on both databases. */
describe('a NUL never reaches the database', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const refused = (error: unknown) => error instanceof HttpError && error.statusCode === 400 && error.detail === NUL_DETAIL;

  it('refuses a read, a write in a transaction and a raw statement with a NUL parameter', async () => {
    const db = t.db.db;
    await assert.rejects(db.selectFrom('users').select('id').where('email', '=', 'a\u0000b@example.com').execute(), refused);
    await assert.rejects(
      db
        .transaction()
        .execute((trx) => trx.updateTable('users').set({ first_name: 'Ja\u0000mie' }).where('id', '=', 'none').execute()),
      refused,
    );
    await assert.rejects(sql`select ${'x\u0000'} as value`.execute(db), refused);
    await assert.rejects(
      db.selectFrom('users').select('id').where('email', 'in', ['ok@example.com', '\u0000']).execute(),
      refused,
    );
  });

  it('lets the same statements through without the NUL', async () => {
    const rows = await t.db.db.selectFrom('users').select('id').where('email', '=', 'ab@example.com').execute();
    assert.deepEqual(rows, []);
    const raw = await sql<{ value: string }>`select ${'x'} as value`.execute(t.db.db);
    assert.equal(raw.rows[0]?.value, 'x');
  });
});
