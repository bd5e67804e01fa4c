import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../../src/services/content/lifecycle.js';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';
interface Item {
  id: string;
  title: string;
  lifecycle?: { states: string[]; version_state: string | null; use_until: string | null; ceilings: string[] };
}
const DAY = 86_400_000;

/**
 * Lists and search say each material's state (docs/distribution.md, "States"), at the moment of the
 * request: a list shows an expiry that no write announced. Runs on SQLite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('lists and search carry each material’s state', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  const start = Date.now();
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const listed = async (as: Member, url: string, title: string) =>
    ((await call(as, 'GET', url)).json().items as Item[]).find((i) => i.title === title)!;

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, { materialApproval: true });
    m = await demoMembers(t.app);
    lifecycleClock.now = () => start;
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('a copy sent view only and without re-send says so in its holder’s list; the sender’s own does not', async () => {
    const title = 'Ceilings.pdf';
    const origin = (await upload(t.app, m.admin.token, { name: title, data: randomBytes(700) })).json();
    assert.equal((await call(m.admin, 'POST', `/material/${origin.id}/versions/1/approve`, {})).statusCode, 204);
    const sent = await call(m.admin, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [origin.id],
      recipient_ids: [m.agent.id],
      view_only: true,
      no_resend: true,
    });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual((await listed(m.agent, '/content/shared', title)).lifecycle?.ceilings, ['view_only', 'no_resend']);
    assert.deepEqual((await listed(m.admin, '/content/', title)).lifecycle?.ceilings, []);
  });

  it('pending, approved, expiring, withdrawn and expired, in the owner’s list, a holder’s list and search', async () => {
    const title = 'Chips.pdf';
    const origin = (await upload(t.app, m.admin.token, { name: title, data: randomBytes(900) })).json();
    assert.deepEqual((await listed(m.admin, '/content/', title)).lifecycle, {
      states: ['pending'],
      version_state: 'pending',
      use_until: null,
      ceilings: [],
    });
    assert.equal((await call(m.admin, 'POST', `/material/${origin.id}/versions/1/approve`, {})).statusCode, 204);
    assert.deepEqual((await listed(m.admin, '/content/', title)).lifecycle?.version_state, 'approved');
    const sent = await call(m.admin, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [origin.id],
      recipient_ids: [m.agent.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const until = new Date(start + 5 * DAY).toISOString();
    assert.equal((await call(m.admin, 'PUT', `/material/${origin.id}/use-until`, { use_until: until })).statusCode, 204);
    assert.deepEqual((await listed(m.agent, '/content/shared', title)).lifecycle, {
      states: [],
      version_state: 'approved',
      use_until: until,
      ceilings: [],
    });
    assert.equal((await call(m.admin, 'POST', `/material/${origin.id}/recall`, { reason: 'Old rates' })).statusCode, 204);
    assert.deepEqual((await listed(m.agent, '/content/shared', title)).lifecycle?.states, ['withdrawn']);
    assert.deepEqual(
      (await listed(m.agent, `/content/shared?title=chips`, title)).lifecycle?.states,
      ['withdrawn'],
      'search too',
    );
    assert.equal((await call(m.admin, 'DELETE', `/material/${origin.id}/recall`)).statusCode, 204);
    assert.deepEqual((await listed(m.agent, '/content/shared', title)).lifecycle?.states, []);
    // Past the date: the same list says Expired, though nothing was written.
    lifecycleClock.now = () => start + 6 * DAY;
    assert.deepEqual((await listed(m.agent, '/content/shared', title)).lifecycle?.states, ['expired']);
    assert.deepEqual((await listed(m.agent, `/content/shared?title=chips`, title)).lifecycle?.states, ['expired']);
  });
});
