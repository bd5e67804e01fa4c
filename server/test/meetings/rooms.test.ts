import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type ConfigError, loadConfig } from '../../src/config.js';
import { iceServersFor } from '../../src/services/meetings/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { baseUrlOf, openSocket } from '../helpers/realtime.js';

const API = '/api/frontend';
/** The machine running the tests may be busy: no load shedding in the middle of an assertion. */

describe('meeting rooms over HTTP', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const auth = async (key: string) => tokenFor(t.app, m[key]!);
  const generate = async (key: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/meeting/room/generate`, headers: await auth(key), payload });

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());

  it('creates a room with an unguessable id, notifies each invitee live with the link, and audits it', async () => {
    const token = (await auth('C1')).authorization.slice('Bearer '.length);
    const socket = await openSocket(baseUrlOf(t.app), token);
    const response = await generate('G1', { title: '  Policy   review <b> ', invitees: [m.C1!.id, m.C2!.id] });
    assert.equal(response.statusCode, 400, 'markup is refused');
    assert.match(response.json().detail, /plain text/);

    const created = await generate('G1', { title: '  Policy   review ', invitees: [m.C1!.id, m.C2!.id] });
    assert.equal(created.statusCode, 201, created.body);
    const room = created.json();
    assert.match(room.id, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(Buffer.from(room.id, 'base64url').length, 16, '128 random bits');
    assert.equal(room.title, 'Policy review');
    assert.equal(room.link, `/meeting/${room.id}`);
    assert.equal(room.capacity, 6);
    assert.deepEqual(room.host, { id: m.G1!.id, fullName: 'G1 Agent' });
    assert.deepEqual(
      room.invitees.map((i: { fullName: string; role: string }) => `${i.fullName}/${i.role}`),
      ['C1 Client/client', 'C2 Client/client'],
    );

    const bell = await socket.next('notification');
    assert.equal(bell.payload.type, 'meeting.invited');
    assert.equal(bell.payload.link, `/meeting/${room.id}`);
    assert.equal(bell.payload.title, 'G1 Agent invited you to a meeting');
    assert.equal(bell.payload.body, 'Policy review');
    socket.ws.close();

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('target_id', '=', room.id).execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.action, 'meeting.created');
    assert.equal(audit[0]!.actor_id, m.G1!.id);
    assert.equal(audit[0]!.target_name, 'Policy review');
  });

  it('refuses whom the policy table does not allow (403 naming them), other companies (404) and bad input (400), storing nothing', async () => {
    const before = await t.app.db
      .selectFrom('meeting_room')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    // A client may meet only their upline.
    const denied = await generate('C1', { title: 'x', invitees: [m.C2!.id] });
    assert.equal(denied.statusCode, 403);
    assert.match(denied.json().detail, /C2 Client \(client\)/);
    const other = await generate('G1', { title: 'x', invitees: [m.BC!.id] });
    assert.equal(other.statusCode, 404);
    assert.equal((await generate('G1', { title: 'x', invitees: [m.G1!.id] })).statusCode, 400);
    assert.equal((await generate('G1', { title: '   ', invitees: [m.C1!.id] })).statusCode, 400);
    assert.equal((await generate('G1', { title: 'x', invitees: [] })).statusCode, 400);
    const six = Object.values(m)
      .filter((x) => x.companyId === m.A1!.companyId && x.key !== 'A2')
      .slice(0, 6)
      .map((x) => x.id);
    const tooMany = await generate('A2', { title: 'x', invitees: six });
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.body, /5|fewer|more/);
    const after = await t.app.db
      .selectFrom('meeting_room')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  it('tells each member how they stand to a room: host, invited, lobby (same company), 404 for other companies and unknown ids', async () => {
    const room = (await generate('G1', { title: 'Access', invitees: [m.C1!.id] })).json();
    const access = async (key: string, id = room.id) => {
      const response = await t.app.inject({ method: 'GET', url: `${API}/meeting/room/${id}`, headers: await auth(key) });
      return response.statusCode === 200 ? response.json().access : response.statusCode;
    };
    assert.equal(await access('G1'), 'host');
    assert.equal(await access('C1'), 'invited');
    assert.equal(await access('C3'), 'lobby');
    assert.equal(await access('BA'), 404);
    assert.equal(await access('G1', 'AAAAAAAAAAAAAAAAAAAAAA'), 404);
    assert.equal(await access('G1', 'short'), 400);
  });

  it('lists the rooms I host or am invited to, latest start first, upcoming (from 24 h ago on) apart from recent', async () => {
    const first = (await generate('G2', { title: 'Older', invitees: [m.C3!.id] })).json();
    const second = (await generate('G2', { title: 'Newer', invitees: [m.C3!.id] })).json();
    const third = (await generate('G2', { title: 'Long ago', invitees: [m.C3!.id] })).json();
    await t.app.db
      .updateTable('meeting_room')
      .set({ created_at: '2020-01-01T00:00:00.000Z', starts_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', third.id)
      .execute();
    await t.app.db
      .updateTable('meeting_room')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString(), starts_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    const list = async (key: string, scope: string) =>
      (await t.app.inject({ method: 'GET', url: `${API}/meeting/room/?scope=${scope}`, headers: await auth(key) }))
        .json()
        .items.map((r: { title: string }) => r.title);
    assert.deepEqual(await list('C3', 'upcoming'), ['Newer', 'Older']);
    assert.deepEqual(await list('C3', 'recent'), ['Long ago']);
    assert.deepEqual(await list('G2', 'upcoming'), ['Newer', 'Older']);
    assert.ok(!(await list('C1', 'upcoming')).includes('Newer'), 'not invited, not listed');
    assert.ok(second.id);
    // Set for next week: upcoming, and first.
    const next = (
      await generate('G2', {
        title: 'Next week',
        invitees: [m.C3!.id],
        startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      })
    ).json();
    assert.ok(next.startsAt > next.createdAt);
    assert.deepEqual(await list('C3', 'upcoming'), ['Next week', 'Newer', 'Older']);
  });
});

describe('ICE servers and TURN credentials', () => {
  const SECRET = 'turn-shared-secret-0123456789';
  let t: TestApp;
  let bare: TestApp;
  let m: Record<string, TestMember>;

  before(async () => {
    t = await createTestApp({
      MEETING_STUN_URLS: 'stun:stun.example.com:3478',
      MEETING_TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
      MEETING_TURN_SECRET: SECRET,
      MEETING_TURN_TTL_SECONDS: '600',
    });
    ({ m } = await seedHierarchy(t.app.db));
    bare = await createTestApp();
  });
  after(async () => {
    await t.close();
    await bare.close();
  });

  it('hands out a coturn use-auth-secret credential: expiry:membership, HMAC-SHA1 of the secret, valid for the TTL', async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/meeting/ice-servers`,
      headers: await tokenFor(t.app, m.C1!),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const body = response.json();
    assert.deepEqual(body.iceServers[0], { urls: ['stun:stun.example.com:3478'] });
    const turn = body.iceServers[1];
    assert.deepEqual(turn.urls, ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349']);
    const [expiry, who] = turn.username.split(':');
    assert.equal(who, m.C1!.id);
    const endsMs = Number(expiry) * 1000;
    const finished = Date.now();
    // The answer's expiry is the username's, and its TTL the configured one: the credential works at
    // least ttlSeconds from the answer, and less than a second more (the expiry is in whole seconds).
    assert.equal(new Date(body.expiresAt).getTime(), endsMs);
    assert.equal(body.ttlSeconds, 600);
    assert.ok(endsMs >= started + body.ttlSeconds * 1000, 'works for the whole TTL');
    assert.ok(endsMs < finished + body.ttlSeconds * 1000 + 1000, 'and stops about the TTL after the answer');
    // What coturn computes with static-auth-secret.
    assert.equal(turn.credential, createHmac('sha1', SECRET).update(turn.username).digest('base64'));
    assert.notEqual(turn.credential, createHmac('sha1', 'another secret').update(turn.username).digest('base64'));
  });

  it('counts the expiry from the moment asked, in whole seconds rounded up, the same in the username and the answer', () => {
    const config = { stunUrls: [], turnUrls: ['turn:turn.example.com'], turnSecret: SECRET, turnTtlSeconds: 3600 };
    const at = (nowMs: number) => {
      const answer = iceServersFor(config, 'm-1', nowMs);
      return { username: answer.iceServers[0]!.username, expiresAt: answer.expiresAt, ttlSeconds: answer.ttlSeconds };
    };
    assert.deepEqual(at(Date.UTC(2026, 10, 24, 1, 0, 0)), {
      username: `${Date.UTC(2026, 10, 24, 2, 0, 0) / 1000}:m-1`,
      expiresAt: '2026-11-24T02:00:00.000Z',
      ttlSeconds: 3600,
    });
    // 250 ms past a second: the credential still works a full hour (and 750 ms more).
    assert.deepEqual(at(Date.UTC(2026, 10, 24, 1, 0, 0) + 250), {
      username: `${Date.UTC(2026, 10, 24, 2, 0, 1) / 1000}:m-1`,
      expiresAt: '2026-11-24T02:00:01.000Z',
      ttlSeconds: 3600,
    });
    // Without TURN nothing expires, but the answer still says when to ask again (new servers may be configured).
    assert.deepEqual(iceServersFor({ ...config, turnUrls: [], turnSecret: null }, 'm-1', Date.UTC(2026, 10, 24, 1)), {
      iceServers: [],
      expiresAt: '2026-11-24T02:00:00.000Z',
      ttlSeconds: 3600,
    });
  });

  it('answers no ICE servers without configuration (one machine, a LAN), and 401 without a token', async () => {
    const { m: members } = await seedHierarchy(bare.app.db);
    const response = await bare.app.inject({
      method: 'GET',
      url: `${API}/meeting/ice-servers`,
      headers: await tokenFor(bare.app, members.G1!),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().iceServers, []);
    assert.equal((await bare.app.inject({ method: 'GET', url: `${API}/meeting/ice-servers` })).statusCode, 401);
  });

  it('refuses a configuration that cannot work, saying what to set', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/cascade-config-test', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    assert.match(problems({ MEETING_TURN_URLS: 'turn:t.example.com' }).join(), /MEETING_TURN_URLS needs MEETING_TURN_SECRET/);
    assert.match(problems({ MEETING_TURN_SECRET: 'a-long-enough-secret' }).join(), /MEETING_TURN_URLS is empty/);
    assert.match(problems({ MEETING_STUN_URLS: 'http://stun.example.com' }).join(), /MEETING_STUN_URLS must be .* stun:/);
    assert.match(problems({ MEETING_TURN_URLS: 'turn:t.example.com', MEETING_TURN_SECRET: 'short' }).join(), /at least 16/);
    assert.match(problems({ MEETING_TURN_TTL_SECONDS: '5' }).join(), /MEETING_TURN_TTL_SECONDS must be a whole number from 60/);
    assert.deepEqual(problems({}), []);
  });
});
