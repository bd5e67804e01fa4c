import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ListCache } from '../../src/lib/list-cache.js';

const limits = { ids: 10, entryIds: 5, entries: 3, entryPages: 2, pages: 3 };
const match =
  (total: number, ids: string[] | null = null) =>
  async () => ({ total, ids, parts: [total] });

describe('ListCache', () => {
  it('computes an entry once for concurrent callers and keeps it', async () => {
    const cache = new ListCache<string>(limits);
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { total: 7, ids: null, parts: [7] };
    };
    const [a, b] = await Promise.all([cache.entry('k', slow), cache.entry('k', slow)]);
    assert.equal(runs, 1);
    assert.equal(a, b);
    assert.equal(await cache.entry('k', slow), a);
    assert.equal(runs, 1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new ListCache<string>(limits);
    await assert.rejects(
      cache.entry('k', async () => Promise.reject(new Error('folder not found'))),
      /folder not found/,
    );
    assert.equal((await cache.entry('k', match(3))).total, 3);
  });

  it('builds a page once for concurrent callers and hands out the same object', async () => {
    const cache = new ListCache<{ n: number }>(limits);
    const entry = await cache.entry('k', match(100));
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: builds };
    };
    const [p, q] = await Promise.all([cache.page('k', entry, '1/50', build), cache.page('k', entry, '1/50', build)]);
    assert.equal(p, q);
    assert.equal(await cache.page('k', entry, '1/50', build), p);
    assert.equal(builds, 1);
  });

  it('keeps at most entryPages pages per entry and pages in all', async () => {
    const cache = new ListCache<number>(limits);
    const entry = await cache.entry('a', match(100));
    for (const page of ['1', '2', '3']) await cache.page('a', entry, page, async () => 1);
    assert.deepEqual([...entry.pages.keys()], ['1', '2']);
    const other = await cache.entry('b', match(100));
    for (const page of ['1', '2']) await cache.page('b', other, page, async () => 1);
    // Four pages held is one too many: the least recently used entry goes.
    let recomputed = false;
    await cache.entry('a', async () => ((recomputed = true), { total: 1, ids: null, parts: [1] }));
    assert.ok(recomputed);
  });

  it('evicts the least recently used entries past the entry and id limits', async () => {
    const cache = new ListCache<number>(limits);
    await cache.entry('a', match(2, ['1', '2']));
    await cache.entry('b', match(2, ['3', '4']));
    await cache.entry('c', match(1));
    await cache.entry('a', match(0)); // touch a
    await cache.entry('d', match(1)); // four entries: b goes
    let ran = '';
    await cache.entry('a', async () => ((ran += 'a'), { total: 0, ids: null, parts: [] }));
    await cache.entry('b', async () => ((ran += 'b'), { total: 0, ids: null, parts: [] }));
    assert.equal(ran, 'b');
    const big = await cache.entry('e', match(6, ['1', '2', '3', '4', '5', '6']));
    assert.equal(big.ids, null, 'a match set over entryIds keeps only its total');
  });
});
