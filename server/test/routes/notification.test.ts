import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { notify } from '../../src/services/notifications/notifications.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, me } from '../helpers/identity.js';
import { accessTokenFor, createCompanyWithMember } from '../helpers/realtime.js';
import { bearer, loginAs, type Tokens } from '../helpers/session.js';

describe('notifications list, mark read and read-all', () => {
  let t: TestApp;
  let agent: Tokens;
  let agentId: string;
  let client: Tokens;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = await loginAs(t.app, 'agent');
    client = await loginAs(t.app, 'client');
    agentId = (await me(t.app, agent)).membership_id;
  });
  after(() => t.close());

  const list = (tokens: Tokens, query = '') =>
    t.app.inject({ method: 'GET', url: `${API}/notification/${query}`, headers: bearer(tokens) });
  const put = (tokens: Tokens, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${API}/notification/${id}`, headers: bearer(tokens), payload });

  it('lists my notifications newest first, paginated, with the unread count', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) {
      ids.push(
        await notify(t.app.db, {
          membershipId: agentId,
          type: 'content_received',
          title: `Item ${i}`,
          body: `Body ${i}`,
          link: `/materials?i=${i}`,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await list(agent);
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json();
    assert.deepEqual(
      page.items.map((n: { title: string }) => n.title),
      ['Item 3', 'Item 2', 'Item 1'],
    );
    assert.deepEqual(Object.keys(page.items[0]).sort(), ['body', 'created_at', 'id', 'link', 'read', 'title', 'type']);
    assert.deepEqual(page.items[0], {
      id: ids[2],
      type: 'content_received',
      title: 'Item 3',
      body: 'Body 3',
      link: '/materials?i=3',
      read: false,
      created_at: page.items[0].created_at,
    });
    assert.equal(page.total, 3);
    assert.equal(page.unread, 3);
    assert.equal(page.pages, 1);

    const second = (await list(agent, '?page=2&size=2')).json();
    assert.deepEqual(
      second.items.map((n: { title: string }) => n.title),
      ['Item 1'],
    );
    assert.deepEqual([second.total, second.page, second.size, second.pages, second.unread], [3, 2, 2, 2, 3]);
    assert.equal((await list(agent, '?size=101')).statusCode, 400);
  });

  it('marks one read and unread, and refuses another member’s or another company’s notification with 404', async () => {
    const id = await notify(t.app.db, {
      membershipId: agentId,
      type: 'meeting_invitation',
      title: 'Join the meeting',
      link: '/meeting/abc',
    });
    const read = await put(agent, id, { read: true });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().read, true);
    assert.equal((await list(agent)).json().items.find((n: { id: string }) => n.id === id).read, true);
    assert.equal((await put(agent, id, { read: false })).json().read, false);

    const notMine = await put(client, id, { read: true });
    assert.equal(notMine.statusCode, 404);
    assert.equal(typeof notMine.json().detail, 'string');

    const other = await createCompanyWithMember(t.app.db);
    const otherToken = await accessTokenFor(t.app, other.membershipId);
    assert.equal(
      (await put({ access_token: otherToken, refresh_token: '', token_type: 'bearer' }, id, { read: true })).statusCode,
      404,
    );
    assert.equal((await list(agent)).json().items.find((n: { id: string }) => n.id === id).read, false, 'nothing changed');

    assert.equal((await put(agent, id, { read: true, extra: 1 })).statusCode, 400, 'unknown fields are refused');
    assert.equal((await put(agent, 'not-a-uuid', { read: true })).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/notification/` })).statusCode, 401);
  });

  it('marks all of mine read and leaves other members’ alone', async () => {
    const clientId = (await me(t.app, client)).membership_id;
    await notify(t.app.db, { membershipId: clientId, type: 'content_received', title: 'For the client' });
    const before = (await list(agent)).json().unread;
    assert.ok(before > 0);
    const response = await t.app.inject({ method: 'POST', url: `${API}/notification/read-all`, headers: bearer(agent) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { updated: before });
    const after = (await list(agent)).json();
    assert.equal(after.unread, 0);
    assert.ok(after.items.every((n: { read: boolean }) => n.read));
    assert.equal((await list(client)).json().unread, 1);
  });
});
