import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SharedReads } from '../../src/lib/shared-reads.js';

describe('SharedReads', () => {
  it('shares one read between callers of the same key in one turn, and reads each key once', async () => {
    const reads: string[] = [];
    const shared = new SharedReads(async (key: string) => (reads.push(key), `${key}:${reads.length}`));
    const results = await Promise.all([shared.get('a'), shared.get('a'), shared.get('b'), shared.get('a')]);
    assert.deepEqual(reads.sort(), ['a', 'b']);
    assert.equal(results[0], results[1]);
    assert.equal(results[0], results[3]);
  });

  it('never starts a read before its callers asked: a caller after the start gets a read of its own', async () => {
    let value = 'old';
    const seen: string[] = [];
    const shared = new SharedReads(async () => (seen.push(value), value));
    const first = shared.get('k');
    await nextTurn(); // the first read has started (and read "old")
    value = 'new';
    const second = shared.get('k');
    assert.equal(await first, 'old');
    assert.equal(await second, 'new');
    assert.deepEqual(seen, ['old', 'new']);
  });

  it('hands a failure to every caller of that read, and the next read starts afresh', async () => {
    let fail = true;
    const shared = new SharedReads(async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    const failed = await Promise.allSettled([shared.get('k'), shared.get('k')]);
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
