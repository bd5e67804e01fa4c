import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { statementsOf } from '../helpers/statements.js';

/**
 * The statement counts of the list and access-check tests hold on a busy machine: queries the app sends
 * on its own timers while the counted work runs are not the work's.
 */
describe('statementsOf (the counting helper)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it("counts the work's statements only, not the background's that run meanwhile", async () => {
    let background = 0;
    const busy = () =>
      t.app.db
        .selectFrom('company')
        .select('id')
        .execute()
        .then(() => (background += 1));
    // Background reads on a timer of their own, as the planner statistics or a janitor would send.
    const timer = setInterval(() => void busy(), 1);
    let sent;
    try {
      sent = await statementsOf(async () => {
        const from = background;
        await t.app.db.selectFrom('users').select('id').execute();
        // Hold the work open until the background has sent statements while it ran.
        while (background < from + 3) await new Promise((resolve) => setImmediate(resolve));
        await t.app.db.selectFrom('users').select('id').limit(1).execute();
      });
    } finally {
      clearInterval(timer);
    }
    assert.equal(sent.length, 2);
    assert.ok(sent.every((query) => /from "users"/.test(query.sql)));
  });
});
