import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SustainedDelay } from '../../src/plugins/load-shedding.js';
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
    const deadline = Date.now() + 10_000;
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

  it('sheds only a delay that lasts: one stall is not an overload (while another replica restarts, nowhere is better)', () => {
    const delay = new SustainedDelay(1000, 3);
    // A stall of 2.5 s (a collection, a cold module, no CPU for a moment): one bad sample, then calm.
    assert.equal(delay.record(2500), false);
    assert.equal(delay.record(40), false);
    assert.equal(delay.record(1200), false);
    assert.equal(delay.record(1300), false);
    assert.equal(delay.overloaded, false, 'two bad samples in a row are still not three');
    // Behind for three seconds in a row: shed, until the first calm sample.
    assert.equal(delay.record(1100), true);
    assert.equal(delay.record(5000), true);
    assert.equal(delay.record(Infinity), true, 'a loop held for the whole interval');
    assert.equal(delay.record(900), false);
    assert.equal(new SustainedDelay(0, 1).record(Infinity), false, 'a limit of 0 is off');
    // The rule before: one sample past the limit shed the whole next second.
    assert.equal(new SustainedDelay(1000, 1).record(2500), true);
  });

  it('rejects nonsense limits at start', async () => {
    await assert.rejects(
      createTestApp({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '-1' }),
      /LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number/,
    );
  });
});
