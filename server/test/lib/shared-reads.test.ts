import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SharedReads } from '../../src/lib/shared-reads.js';

/** A read that notes each batch of keys it was given and answers `<key>:<batch number>`. */
function noting(missing: string[] = []) {
  const batches: string[][] = [];
  const shared = new SharedReads(async (keys: string[]) => {
    batches.push(keys);
    return new Map(keys.filter((k) => !missing.includes(k)).map((k) => [k, `${k}:${batches.length}`]));
  });
  return { shared, batches };
}

describe('SharedReads', () => {
  it('reads every key asked for in one turn in one read, each key once, and hands each caller its value', async () => {
    const { shared, batches } = noting();
    const results = await Promise.all([shared.get('a'), shared.get('b'), shared.get('a'), shared.get('c')]);
    assert.deepEqual(batches, [['a', 'b', 'c']]);
    assert.deepEqual(results, ['a:1', 'b:1', 'a:1', 'c:1']);
  });

  it('answers undefined for a key the read did not find, and the others their values', async () => {
    const { shared } = noting(['gone']);
    assert.deepEqual(await Promise.all([shared.get('here'), shared.get('gone')]), ['here:1', undefined]);
  });

  it('never starts a read before its callers asked: a caller after the start gets the next read', async () => {
    let value = 'old';
    const seen: string[][] = [];
    const shared = new SharedReads(async (keys: string[]) => (seen.push(keys), new Map(keys.map((k) => [k, value]))));
    const first = shared.get('k');
    await nextTurn(); // the first read has started (and read "old")
    value = 'new';
    const second = shared.get('k');
    const third = shared.get('j');
    assert.equal(await first, 'old');
    assert.equal(await second, 'new');
    assert.equal(await third, 'new');
    assert.deepEqual(seen, [['k'], ['k', 'j']]);
  });

  it('hands a failure to every caller of that read, and the next read starts afresh', async () => {
    let fail = true;
    const shared = new SharedReads(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((k) => [k, 'ok']));
    });
    const failed = await Promise.allSettled([shared.get('k'), shared.get('j')]);
    assert.deepEqual(
      failed.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.equal(await shared.get('k'), 'ok');
  });

  it('settles its callers when the read throws before returning a promise', async () => {
    const shared = new SharedReads<string, string>(() => {
      throw new Error('bad key');
    });
    await assert.rejects(shared.get('k'), /bad key/);
  });
});
