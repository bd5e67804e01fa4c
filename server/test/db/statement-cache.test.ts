import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { withStatementCache } from '../../src/db/statement-cache.js';

function database() {
  const raw = new SQLite(':memory:');
  raw.exec('create table t (n integer); insert into t values (1), (2), (3);');
  return raw;
}

describe('SQLite statement cache', () => {
  it('hands out the same prepared statement for the same SQL', () => {
    const db = withStatementCache(database());
    const first = db.prepare('select n from t where n = ?');
    assert.equal(db.prepare('select n from t where n = ?'), first);
    assert.deepEqual(first.all(2), [{ n: 2 }]);
    assert.notEqual(db.prepare('select n from t where n > ?'), first);
  });

  it('gives a statement still being iterated a second statement of its own', () => {
    const db = withStatementCache(database());
    const sql = 'select n from t order by n';
    const outer = db.prepare(sql);
    const seen: number[][] = [];
    for (const row of outer.iterate() as Iterable<{ n: number }>) {
      const inner = db.prepare(sql);
      assert.notEqual(inner, outer);
      seen.push([row.n, (inner.all() as { n: number }[]).length]);
    }
    assert.deepEqual(seen, [
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    assert.equal(db.prepare(sql), outer);
  });

  it('forgets the least recently used statement beyond its capacity', () => {
    const db = withStatementCache(database(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    assert.equal(db.prepare('select 1'), a);
    db.prepare('select 3');
    assert.equal(db.prepare('select 1'), a);
    assert.notEqual(db.prepare('select 2'), b);
  });

  it('passes everything else to the database', () => {
    const raw = database();
    const db = withStatementCache(raw);
    db.exec('insert into t values (4)');
    assert.equal(db.open, true);
    assert.equal((raw.prepare('select count(*) as c from t').get() as { c: number }).c, 4);
    db.close();
    assert.equal(raw.open, false);
  });
});
