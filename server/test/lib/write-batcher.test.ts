import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WriteBatcher } from '../../src/lib/write-batcher.js';

describe('WriteBatcher', () => {
  it('writes items added in the same turn together, at most maxItems at a time, in order', async () => {
    const writes: number[][] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      writes.push(items);
    }, 3);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    assert.deepEqual(writes, [
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('groups what arrives while a write is in flight into the next write', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const batcher = new WriteBatcher<number>(async (items) => {
      writes.push(items);
      if (items[0] === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 10);
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.add(2), batcher.add(3)];
    release();
    await Promise.all([first, ...later]);
    assert.deepEqual(writes, [[1], [2, 3]]);
  });

  it('fails only the caller whose item cannot be written', async () => {
    const written: number[] = [];
    const batcher = new WriteBatcher<number>(async (items) => {
      if (items.includes(13)) throw new Error('bad item');
      written.push(...items);
    }, 10);
    const results = await Promise.allSettled([1, 13, 2].map((n) => batcher.add(n)));
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.deepEqual(written, [1, 2]);
  });
});
