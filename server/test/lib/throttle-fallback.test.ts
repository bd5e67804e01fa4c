import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FallbackCounterStore, MemoryCounterStore, type SharedCounterStore } from '../../src/lib/throttle/index.js';

/** A shared store whose connection looks up but whose every command fails (a hung Redis timing out). */
function hungStore() {
  const store = {
    ready: true,
    calls: 0,
    async read() {
      store.calls += 1;
      throw new Error('Command timed out');
    },
    async increment() {
      store.calls += 1;
      throw new Error('Command timed out');
    },
    async close() {},
  };
  return store satisfies SharedCounterStore;
}

describe('throttle counters when the shared store hangs', () => {
  it('asks it once, then counts locally for a second before asking again', async () => {
    let now = 0;
    const shared = hungStore();
    const events = { down: 0, up: 0, fallbacks: 0, errors: 0 };
    const store = new FallbackCounterStore(
      shared,
      {
        onDown: () => void (events.down += 1),
        onUp: () => void (events.up += 1),
        onFallback: () => void (events.fallbacks += 1),
        onError: () => void (events.errors += 1),
      },
      new MemoryCounterStore(() => now),
      () => now,
    );
    for (let i = 0; i < 5; i += 1) await store.increment('signIn:ada', 60_000);
    assert.equal(shared.calls, 1, 'only the first decision waited for the hung store');
    assert.deepEqual(await store.read('signIn:ada'), { count: 5, resetInMs: 60_000 }, 'counted locally with the same window');
    now = 1000;
    await store.read('signIn:ada');
    assert.equal(shared.calls, 2, 'asked again after a second');
    assert.deepEqual(events, { down: 1, up: 0, fallbacks: 7, errors: 2 }, 'the outage is reported once');
    store.markUp();
    assert.equal(events.up, 1);
  });
});
