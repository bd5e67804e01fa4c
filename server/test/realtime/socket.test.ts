import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { Type } from 'typebox';
import { seedDemo } from '../../src/services/demo/seed.js';
import { notify } from '../../src/services/notifications/notifications.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { me } from '../helpers/identity.js';
import {
  accessTokenFor,
  baseUrlOf,
  createCompanyWithMember,
  handshake,
  openSocket,
  sleep,
  type TestSocket,
} from '../helpers/realtime.js';
import { loginAs, type Tokens } from '../helpers/session.js';

const WS = '/api/frontend/general/ws';

describe('the notification socket', () => {
  let t: TestApp;
  let base: string;
  let agent: Tokens;
  let agentId: string;
  const sockets: TestSocket[] = [];
  const open = async (token: string, headers?: Record<string, string>) => {
    const socket = await openSocket(base, token, headers);
    sockets.push(socket);
    return socket;
  };

  before(async () => {
    // A handler that waits before it answers, to show one socket's messages are handled in order.
    const slow = (app: FastifyInstance) =>
      app.realtime.channel.register<Record<string, never>>({
        type: 'test.slow',
        payload: Type.Object({}),
        authorize: () => null,
        handle: async (context, _payload, ref) => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          context.reply({ type: 'pong', payload: ref === undefined ? {} : { ref } });
        },
      });
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' }, slow, {
      realtime: { maxSocketsPerMember: 3, heartbeatMs: 300 },
    });
    await seedDemo(t.app.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = baseUrlOf(t.app);
    agent = await loginAs(t.app, 'agent');
    agentId = (await me(t.app, agent)).membership_id;
  });
  after(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await t.close();
  });

  it('refuses the upgrade with 401 for no, garbage or expired tokens, 403 for a foreign page, and accepts a good one', async () => {
    assert.equal((await handshake(base, WS)).status, 401);
    assert.equal((await handshake(base, `${WS}?token=`)).status, 401);
    const garbage = await handshake(base, `${WS}?token=not.a.jwt`);
    assert.equal(garbage.status, 401);
    assert.equal(typeof JSON.parse(garbage.body).detail, 'string');

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ uid: 'u', cid: 'c', role: 'agent' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(agentId)
      .setIssuer('cascade')
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 10)
      .sign(t.config.jwtSecret);
    assert.equal((await handshake(base, `${WS}?token=${expired}`)).status, 401);
    const forged = await new SignJWT({ uid: 'u', cid: 'c', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(agentId)
      .setIssuer('cascade')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-0123456789-0123456789'));
    assert.equal((await handshake(base, `${WS}?token=${forged}`)).status, 401);

    assert.equal(
      (await handshake(base, `${WS}?token=${agent.access_token}`, { origin: 'https://evil.example.net' })).status,
      403,
    );
    assert.equal(
      (await handshake(base, `${WS}?token=${agent.access_token}`, { origin: 'https://portal.example.com' })).status,
      101,
    );
    assert.equal(
      (await handshake(base, `${WS}?token=${agent.access_token}`)).status,
      101,
      'no Origin (not a browser) is allowed',
    );
    // The page's own origin, as the Host header (with its port) shows it through nginx, is allowed too.
    const host = new URL(base).host;
    assert.equal((await handshake(base, `${WS}?token=${agent.access_token}`, { origin: `http://${host}`, host })).status, 101);
    assert.equal(
      (await handshake(base, `${WS}?token=${agent.access_token}`, { origin: `https://${host}.evil.example.net`, host })).status,
      403,
      'another site sends our Host but its own Origin',
    );
  });

  it('delivers a notification, after its transaction commits, with the list item’s shape', async () => {
    const socket = await open(agent.access_token);
    const id = await notify(t.app.db, {
      membershipId: agentId,
      type: 'content_received',
      title: 'New brochure',
      body: 'Marketer sent you 2 items.',
      link: '/materials',
    });
    const message = await socket.next('notification');
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/frontend/notification/',
        headers: { authorization: `Bearer ${agent.access_token}` },
      })
    ).json().items[0];
    assert.deepEqual(message, { type: 'notification', payload: listed });
    assert.equal(message.payload.id, id);

    // Inside a transaction: nothing before the commit, nothing at all after a rollback.
    await t.app.db.transaction().execute(async (trx) => {
      await notify(trx, { membershipId: agentId, type: 'content_received', title: 'Committed' });
      await sleep(100);
      assert.equal(socket.messages.filter((m) => m.payload.title === 'Committed').length, 0, 'not before the commit');
    });
    assert.equal((await socket.next('notification')).payload.title, 'Committed');
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, { membershipId: agentId, type: 'content_received', title: 'Rolled back' });
        throw new Error('undo');
      })
      .catch(() => {});
    await sleep(150);
    assert.equal(
      socket.messages.some((m) => m.payload.title === 'Rolled back'),
      false,
    );
    socket.ws.close();
  });

  it('stores and delivers concurrent notifications made outside a transaction, failing only one that cannot be stored', async () => {
    const socket = await open(agent.access_token);
    const titles = Array.from({ length: 30 }, (_, i) => `Concurrent ${i}`);
    const results = await Promise.allSettled([
      ...titles.map((title) => notify(t.app.db, { membershipId: agentId, type: 'content_received', title })),
      notify(t.app.db, { membershipId: 'no-such-membership', type: 'content_received', title: 'Nobody' }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      [...titles.map(() => 'fulfilled'), 'rejected'],
    );
    const stored = await t.app.db
      .selectFrom('notification')
      .select('title')
      .where('title', 'in', [...titles, 'Nobody'])
      .execute();
    assert.deepEqual(stored.map((row) => row.title).sort(), [...titles].sort());
    while (socket.messages.length < titles.length) await socket.next('notification');
    assert.deepEqual(socket.messages.map((m) => m.payload.title).sort(), [...titles].sort());
    socket.ws.close();
  });

  it('tells every tab of the member when notifications are marked read, with the unread count', async () => {
    const id = await notify(t.app.db, { membershipId: agentId, type: 'content_received', title: 'Read elsewhere' });
    const tabA = await open(agent.access_token);
    const tabB = await open(agent.access_token);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/frontend/notification/${id}`,
      headers: { authorization: `Bearer ${agent.access_token}` },
      payload: { read: true },
    });
    assert.equal(put.statusCode, 200, put.body);
    const unread = Number(
      (
        await t.app.db
          .selectFrom('notification')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('membership_id', '=', agentId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const tab of [tabA, tabB]) {
      assert.deepEqual((await tab.next('notifications_read')).payload, { ids: [id], read: true, unread });
    }
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/notification/read-all',
      headers: { authorization: `Bearer ${agent.access_token}` },
    });
    assert.equal(all.statusCode, 200);
    assert.deepEqual((await tabB.next('notifications_read')).payload, { ids: null, read: true, unread: 0 });
    tabA.ws.close();
    tabB.ws.close();
  });

  it('never delivers to another member or another company (tenant isolation)', async () => {
    const client = await loginAs(t.app, 'client');
    const other = await createCompanyWithMember(t.app.db);
    const mine = await open(agent.access_token);
    const colleague = await open(client.access_token);
    const stranger = await open(await accessTokenFor(t.app, other.membershipId));
    await notify(t.app.db, { membershipId: agentId, type: 'content_received', title: 'Only for the agent' });
    await notify(t.app.db, { membershipId: other.membershipId, type: 'content_received', title: 'Only for the other company' });
    assert.equal((await mine.next('notification')).payload.title, 'Only for the agent');
    assert.equal((await stranger.next('notification')).payload.title, 'Only for the other company');
    await sleep(150);
    assert.equal(colleague.messages.length, 0);
    assert.equal(mine.messages.length, 1);
    assert.equal(stranger.messages.length, 1);
    for (const s of [mine, colleague, stranger]) s.ws.close();
  });

  it('closes the oldest socket of a member beyond the limit', async () => {
    const marketer = await loginAs(t.app, 'marketer');
    const first = await open(marketer.access_token);
    await open(marketer.access_token);
    await open(marketer.access_token);
    await open(marketer.access_token);
    assert.deepEqual(await first.closed, { code: 4008, reason: 'Too many open connections' });
  });

  it('closes the member’s sockets when the membership is archived, and refuses them afterwards', async () => {
    const other = await createCompanyWithMember(t.app.db, 'client');
    const token = await accessTokenFor(t.app, other.membershipId);
    const a = await open(token);
    const b = await open(token);
    await t.app.db.updateTable('user_company').set({ status: 'archived' }).where('id', '=', other.membershipId).execute();
    await t.app.realtime.disconnectMember(other.membershipId);
    assert.deepEqual(await a.closed, { code: 4003, reason: 'Session ended' });
    assert.equal((await b.closed).code, 4003);
    assert.equal((await handshake(base, `${WS}?token=${token}`)).status, 401);
  });

  it('closes sockets of a membership archived without a disconnect call at the next heartbeat', async () => {
    const other = await createCompanyWithMember(t.app.db, 'client');
    const socket = await open(await accessTokenFor(t.app, other.membershipId));
    await t.app.db.updateTable('user_company').set({ status: 'archived' }).where('id', '=', other.membershipId).execute();
    assert.equal((await socket.closed).code, 4003);
  });

  it('closes the socket with 4001 when its access token expires', async () => {
    const { AccessTokens } = await import('../../src/services/identity/access-tokens.js');
    const membership = await t.app.db.selectFrom('user_company').selectAll().where('id', '=', agentId).executeTakeFirstOrThrow();
    const shortLived = await new AccessTokens(t.config.jwtSecret, 1).sign({
      membershipId: membership.id,
      userId: membership.user_id,
      companyId: membership.company_id,
      role: membership.role,
    });
    const expiresAt = decodeJwt(shortLived).exp! * 1000;
    const socket = await open(shortLived);
    assert.deepEqual(await socket.closed, { code: 4001, reason: 'Access token expired' });
    // Not before the token's own expiry (how soon after depends on the machine's load, not on a rule); the
    // timer runs on the monotonic clock, so a few milliseconds of difference with the wall clock are allowed.
    assert.ok(Date.now() >= expiresAt - 5, 'closed only once the token had expired');
  });

  it("handles one socket's messages in the order sent, even when the first waits", async () => {
    const socket = await open(agent.access_token);
    socket.ws.send(JSON.stringify({ type: 'test.slow', ref: 'first' }));
    socket.ws.send(JSON.stringify({ type: 'ping', ref: 'second' }));
    const answers = [(await socket.next('pong')).payload.ref, (await socket.next('pong')).payload.ref];
    assert.deepEqual(answers, ['first', 'second']);
    socket.ws.close();
  });

  it('drops a client message larger than the limit', async () => {
    const socket = await open(agent.access_token);
    socket.ws.send('x'.repeat(32 * 1024 + 1));
    assert.equal((await socket.closed).code, 1009, 'message too big');
  });
});

describe('socket shutdown', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(() => t.close());

  it('closes every socket with 1001 when the server closes', async () => {
    const base = baseUrlOf(t.app);
    const agent = await loginAs(t.app, 'agent');
    const client = await loginAs(t.app, 'client');
    const sockets = [await openSocket(base, agent.access_token), await openSocket(base, client.access_token)];
    assert.equal(t.app.realtime.hub.size, 2);
    await t.app.close();
    for (const socket of sockets) assert.deepEqual(await socket.closed, { code: 1001, reason: 'Server shutting down' });
  });
});
