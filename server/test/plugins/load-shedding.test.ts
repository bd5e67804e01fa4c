import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';

const API = '/api/frontend';

/** Holds the event loop for `ms`: what an overloaded process looks like from inside. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 6000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

describe('load shedding', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '200', LOAD_SHED_RETRY_AFTER: '7' });
  });
  after(() => t.close());

  it('answers 503 with Retry-After under event-loop pressure, readiness says so, and recovers', async () => {
    // Start-up (migrations) may itself have held the loop: begin from a calm sample.
    assert.ok(await waitUntil(async () => !t.app.isUnderPressure()), 'calm after start');
    await new Promise((resolve) => setTimeout(resolve, 3000)); // the start-up grace
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/health/ready` })).statusCode, 200);

    // Sustained overload: the loop is held 300 ms at a time, with only a moment between.
    const deadline = Date.now() + 6000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      block(300);
      await new Promise((resolve) => setImmediate(resolve));
      seen = t.app.sheddingLoad();
    }
    assert.ok(seen, 'the sampler saw the delay');

    const shed = await t.app.inject({ method: 'GET', url: `${API}/user/` });
    assert.equal(shed.statusCode, 503);
    assert.equal(shed.headers['retry-after'], '7');
    assert.match(shed.json().detail, /^The server is too busy right now \(event-loop delay\)\. Try again in 7 seconds\.$/);

    const ready = await t.app.inject({ method: 'GET', url: `${API}/health/ready` });
    assert.equal(ready.statusCode, 503);
    assert.match(ready.json().detail, /shedding load/);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${API}/health/live` })).statusCode,
      200,
      'alive: do not restart a busy process',
    );

    assert.ok(await waitUntil(async () => !t.app.sheddingLoad()), 'pressure passes');
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/health/ready` })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/user/` })).statusCode, 401, 'handled normally again');
  });

  it('does not shed during the start-up grace, when migrations have just held the loop', async () => {
    const fresh = await createTestApp({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '200' });
    try {
      block(1500);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      assert.equal((await fresh.app.inject({ method: 'GET', url: `${API}/user/` })).statusCode, 401, 'answered, not shed');
    } finally {
      await fresh.close();
    }
  });

  it('rejects nonsense limits at start', async () => {
    await assert.rejects(
      createTestApp({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '-1' }),
      /LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number/,
    );
  });
});
