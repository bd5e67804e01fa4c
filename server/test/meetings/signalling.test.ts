import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { baseUrlOf, openSocket, type Message, type TestSocket } from '../helpers/realtime.js';

const API = '/api/frontend';
/**
 * The reconnect window of these tests. Only a rejoin message runs between a drop and the rejoin (the
 * second tab is opened before), and the window leaves room for a slow machine's pause.
 */
const WINDOW_MS = 1500;

/** A member's socket with helpers to send meeting messages. */
interface Tab {
  socket: TestSocket;
  send(type: string, payload: object): void;
  /** Sends and answers the `error` it draws (the detail), or null when none came before a ping's pong. */
  refusal(type: string, payload: object): Promise<string | null>;
  /** Every meeting.* message received so far, once the socket has drained (a ping round trip). */
  meetingMessages(): Promise<Message[]>;
}

describe('meeting signalling on the realtime channel', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let base: string;
  let roomId: string;
  let otherRoomId: string;
  let refs = 0;

  async function tab(key: string): Promise<Tab> {
    const token = (await tokenFor(t.app, m[key]!)).authorization.slice('Bearer '.length);
    const socket = await openSocket(base, token);
    const send = (type: string, payload: object) => socket.ws.send(JSON.stringify({ type, payload }));
    const drain = async () => {
      const ref = `drain-${(refs += 1)}`;
      socket.ws.send(JSON.stringify({ type: 'ping', ref }));
      for (;;) if ((await socket.next('pong')).payload.ref === ref) return;
    };
    return {
      socket,
      send,
      async refusal(type, payload) {
        const ref = `r-${(refs += 1)}`;
        socket.ws.send(JSON.stringify({ type, payload, ref }));
        await drain();
        const error = socket.messages.find((x) => x.type === 'error' && x.payload.ref === ref);
        return error ? String(error.payload.detail) : null;
      },
      async meetingMessages() {
        await drain();
        return socket.messages.filter((x) => x.type.startsWith('meeting.'));
      },
    };
  }

  const generate = async (key: string, invitees: string[], title = 'Review') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/meeting/room/generate`,
      headers: await tokenFor(t.app, m[key]!),
      payload: { title, invitees: invitees.map((k) => m[k]!.id) },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as string;
  };

  before(async () => {
    // Unvouched for 2 s counts as stale: a busy machine's pause is no crash (the crash test's replica
    // has been silent for a minute).
    t = await createTestApp({}, undefined, { meetings: { windowMs: WINDOW_MS, sweepMs: 50, staleMs: 2000 } });
    ({ m } = await seedHierarchy(t.app.db));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(t.app);
    roomId = await generate('G1', ['C1']);
    otherRoomId = await generate('G1', ['C2'], 'Another');
  });
  after(() => t.close());

  it('relays offers and candidates only within the room; outsiders are refused and receive nothing', async () => {
    const host = await tab('G1');
    const client = await tab('C1');
    const outsider = await tab('C2'); // same company, not invited
    const stranger = await tab('BA'); // another company
    const hostId = randomUUID();
    const clientId = randomUUID();

    host.send('meeting.join', { room: roomId, participant: hostId, audio: true, video: true });
    assert.deepEqual((await host.socket.next('meeting.joined')).payload, { room: roomId, participant: hostId, participants: [] });
    client.send('meeting.join', { room: roomId, participant: clientId, audio: true, video: false });
    const joined = await client.socket.next('meeting.joined');
    assert.deepEqual(
      (joined.payload.participants as Array<Record<string, unknown>>).map((p) => [
        p.participant,
        p.fullName,
        p.audio,
        p.video,
        p.connection,
      ]),
      [[hostId, 'G1 Agent', true, true, 'connected']],
    );
    const arrived = await host.socket.next('meeting.participant');
    assert.deepEqual(arrived.payload.participant, {
      participant: clientId,
      membershipId: m.C1!.id,
      fullName: 'C1 Client',
      audio: true,
      video: false,
      screen: false,
      connection: 'connected',
    });

    const offer = {
      room: roomId,
      participant: hostId,
      to: clientId,
      description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' },
    };
    host.send('meeting.signal', offer);
    assert.deepEqual((await client.socket.next('meeting.signal')).payload, offer);
    const candidate = {
      room: roomId,
      participant: clientId,
      to: hostId,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    client.send('meeting.signal', candidate);
    assert.deepEqual((await host.socket.next('meeting.signal')).payload, candidate);

    // The uninvited: refused (the lobby is theirs), nothing relayed to or from them.
    const outsiderId = randomUUID();
    assert.match(
      (await outsider.refusal('meeting.join', { room: roomId, participant: outsiderId, audio: true, video: true }))!,
      /not invited.*knock/,
    );
    assert.match(
      (await stranger.refusal('meeting.join', { room: roomId, participant: randomUUID(), audio: true, video: true }))!,
      /does not exist/,
    );
    assert.match((await stranger.refusal('meeting.knock', { room: roomId, participant: randomUUID() }))!, /does not exist/);
    assert.equal(await outsider.refusal('meeting.signal', { ...offer, participant: outsiderId }), 'Join the meeting first.');
    // Posing as the host's participant does not work either: the id belongs to another member.
    assert.equal(await outsider.refusal('meeting.signal', offer), 'Join the meeting first.');
    assert.match(
      (await outsider.refusal('meeting.join', { room: roomId, participant: hostId, audio: true, video: true }))!,
      /belongs to someone else/,
    );
    assert.equal(
      await outsider.refusal('meeting.state', { room: roomId, participant: hostId, audio: false, video: false, screen: false }),
      'Join the meeting first.',
    );

    // A participant of another room is not reachable from this one.
    const elsewhere = await tab('C2');
    const elsewhereId = randomUUID();
    elsewhere.send('meeting.join', { room: otherRoomId, participant: elsewhereId, audio: true, video: true });
    await elsewhere.socket.next('meeting.joined');
    assert.equal(await host.refusal('meeting.signal', { ...offer, to: elsewhereId }), 'That participant is not in this meeting.');
    assert.equal(
      await host.refusal('meeting.signal', { ...offer, room: otherRoomId, to: elsewhereId }),
      'Join the meeting first.',
    );

    assert.deepEqual(await outsider.meetingMessages(), [], 'the uninvited socket received no meeting message');
    assert.deepEqual(await stranger.meetingMessages(), [], 'the other company socket received no meeting message');
    assert.deepEqual(
      (await elsewhere.meetingMessages()).map((x) => x.type),
      ['meeting.joined'],
      'the other room heard nothing of this one',
    );

    // State changes reach everyone in the room; leaving is announced.
    client.send('meeting.state', { room: roomId, participant: clientId, audio: false, video: false, screen: true });
    for (;;) {
      const change = await host.socket.next('meeting.participant');
      const p = change.payload.participant as Record<string, unknown>;
      if (p.participant === clientId && p.screen === true) {
        assert.equal(p.audio, false);
        break;
      }
    }
    client.send('meeting.leave', { room: roomId, participant: clientId });
    assert.deepEqual((await host.socket.next('meeting.left')).payload, { room: roomId, participant: clientId });
    assert.equal(await host.refusal('meeting.signal', offer), 'That participant is not in this meeting.');
    host.send('meeting.leave', { room: roomId, participant: hostId });
    for (const x of [host, client, outsider, stranger, elsewhere]) x.socket.ws.close();
  });

  it('lets the host admit or refuse who knocks; only the host decides', async () => {
    const room = await generate('G1', ['C1'], 'Lobby');
    const host = await tab('G1');
    const knocker = await tab('C2');
    const refused = await tab('C3');
    const hostId = randomUUID();
    host.send('meeting.join', { room, participant: hostId, audio: true, video: true });
    await host.socket.next('meeting.joined');
    assert.deepEqual((await host.socket.next('meeting.lobby')).payload, { room, waiting: [] });

    const invitee = await tab('C1');
    assert.match((await invitee.refusal('meeting.knock', { room, participant: randomUUID() }))!, /invited.*join it directly/);

    const knockerId = randomUUID();
    knocker.send('meeting.knock', { room, participant: knockerId });
    assert.deepEqual((await host.socket.next('meeting.lobby')).payload, {
      room,
      waiting: [{ participant: knockerId, membershipId: m.C2!.id, fullName: 'C2 Client' }],
    });
    const refusedId = randomUUID();
    refused.send('meeting.knock', { room, participant: refusedId });
    assert.equal(((await host.socket.next('meeting.lobby')).payload.waiting as unknown[]).length, 2);

    assert.equal(
      await knocker.refusal('meeting.admit', { room, participant: knockerId }),
      'Only the host can let people in or turn them away.',
    );
    assert.match(
      (await knocker.refusal('meeting.join', { room, participant: knockerId, audio: true, video: true }))!,
      /not invited/,
    );

    host.send('meeting.admit', { room, participant: knockerId });
    assert.deepEqual((await knocker.socket.next('meeting.admitted')).payload, { room, participant: knockerId });
    knocker.send('meeting.join', { room, participant: knockerId, audio: true, video: true });
    assert.equal(((await knocker.socket.next('meeting.joined')).payload.participants as unknown[]).length, 1);

    host.send('meeting.refuse', { room, participant: refusedId });
    assert.deepEqual((await refused.socket.next('meeting.refused')).payload, { room, participant: refusedId, knocksLeft: 2 });
    assert.match(
      (await refused.refusal('meeting.join', { room, participant: refusedId, audio: true, video: true }))!,
      /not invited/,
    );
    assert.equal(
      await host.refusal('meeting.admit', { room, participant: refusedId }),
      'No one with that id is waiting in the lobby.',
    );
    assert.ok(!(await refused.meetingMessages()).some((x) => x.type === 'meeting.signal' || x.type === 'meeting.participant'));
    for (const x of [host, knocker, refused, invitee]) x.socket.ws.close();
  });

  it('lets a refused member knock again, three times in all, from any tab; then only an invitation helps', async () => {
    const room = await generate('G1', ['C1'], 'Knock limit');
    const host = await tab('G1');
    const hostId = randomUUID();
    host.send('meeting.join', { room, participant: hostId, audio: true, video: true });
    await host.socket.next('meeting.joined');
    await host.socket.next('meeting.lobby');
    for (const left of [2, 1, 0]) {
      // A new tab (a new participant id) each time: the count follows the member, not the tab.
      const knocker = await tab('C2');
      const id = randomUUID();
      assert.equal(await knocker.refusal('meeting.knock', { room, participant: id }), null);
      assert.equal(((await host.socket.next('meeting.lobby')).payload.waiting as unknown[]).length, 1);
      host.send('meeting.refuse', { room, participant: id });
      assert.deepEqual((await knocker.socket.next('meeting.refused')).payload, { room, participant: id, knocksLeft: left });
      await host.socket.next('meeting.lobby');
      if (left === 0) {
        assert.equal(
          await knocker.refusal('meeting.knock', { room, participant: randomUUID() }),
          'The host turned you away 3 times: ask them to invite you to this meeting.',
        );
        const waiting = await t.app.db
          .selectFrom('meeting_participant')
          .select('participant')
          .where('room_id', '=', room)
          .where('status', '=', 'waiting')
          .execute();
        assert.deepEqual(waiting, [], 'the refused knock is not in the lobby');
      }
      knocker.socket.ws.close();
    }
    // Someone else still has all their knocks.
    const other = await tab('C3');
    assert.equal(await other.refusal('meeting.knock', { room, participant: randomUUID() }), null);
    for (const x of [host, other]) x.socket.ws.close();
  });

  it('keeps a dropped participant as reconnecting for the window, restores it on rejoin, removes it after', async () => {
    const room = await generate('G1', ['C1'], 'Flaky network');
    const host = await tab('G1');
    const hostId = randomUUID();
    host.send('meeting.join', { room, participant: hostId, audio: true, video: true });
    await host.socket.next('meeting.joined');
    const clientId = randomUUID();
    const first = await tab('C1');
    first.send('meeting.join', { room, participant: clientId, audio: true, video: true });
    await first.socket.next('meeting.joined');
    await host.socket.next('meeting.participant');

    // The tab the client comes back in is open before the drop: within the window it only rejoins.
    const second = await tab('C1');
    first.socket.ws.terminate();
    const dropped = await host.socket.next('meeting.participant');
    assert.equal((dropped.payload.participant as Record<string, unknown>).connection, 'reconnecting');
    second.send('meeting.join', { room, participant: clientId, audio: true, video: true });
    await second.socket.next('meeting.joined');
    const back = await host.socket.next('meeting.participant');
    assert.equal((back.payload.participant as Record<string, unknown>).connection, 'connected');
    // Well past the window: restored, so still there and reachable.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2));
    assert.ok(!host.socket.messages.some((x) => x.type === 'meeting.left'));
    host.send('meeting.signal', { room, participant: hostId, to: clientId, candidate: null });
    assert.equal((await second.socket.next('meeting.signal')).payload.candidate, null);

    second.socket.ws.terminate();
    await host.socket.next('meeting.participant');
    assert.deepEqual((await host.socket.next('meeting.left', WINDOW_MS * 10)).payload, { room, participant: clientId });
    host.socket.ws.close();
  });

  it('removes the participants of a replica that stopped vouching for them (a crash)', async () => {
    const room = await generate('G1', ['C1'], 'Crash');
    const host = await tab('G1');
    const hostId = randomUUID();
    host.send('meeting.join', { room, participant: hostId, audio: true, video: true });
    await host.socket.next('meeting.joined');
    // A participant held by a replica that is gone: connected, last vouched for a minute ago.
    const ghost = randomUUID();
    const then = new Date(Date.now() - 60_000).toISOString();
    await t.app.db
      .insertInto('meeting_participant')
      .values({
        room_id: room,
        participant: ghost,
        membership_id: m.C1!.id,
        status: 'joined',
        connection: 'connected',
        audio: 1,
        video: 1,
        screen: 0,
        replica: randomUUID(),
        socket: randomUUID(),
        last_seen: then,
        dropped_at: null,
        created_at: then,
      })
      .execute();
    const marked = await host.socket.next('meeting.participant', 5000);
    assert.deepEqual(
      [
        (marked.payload.participant as Record<string, unknown>).participant,
        (marked.payload.participant as Record<string, unknown>).connection,
      ],
      [ghost, 'reconnecting'],
    );
    assert.deepEqual((await host.socket.next('meeting.left', 5000)).payload, { room, participant: ghost });
    // The host, vouched for by its own replica all along, is still there.
    const row = await t.app.db
      .selectFrom('meeting_participant')
      .select('connection')
      .where('participant', '=', hostId)
      .executeTakeFirst();
    assert.equal(row?.connection, 'connected');
    host.socket.ws.close();
  });

  it(`says clearly to the seventh that the room is full (6 at once)`, async () => {
    const room = await generate('A2', ['A1', 'M1', 'M2', 'G1', 'G2'], 'Full house');
    const keys = ['A2', 'A1', 'M1', 'M2', 'G1', 'G2'];
    const tabs: Tab[] = [];
    for (const key of keys) {
      const x = await tab(key);
      x.send('meeting.join', { room, participant: randomUUID(), audio: true, video: true });
      await x.socket.next('meeting.joined');
      tabs.push(x);
    }
    // A second tab of an invitee would be the seventh.
    const seventh = await tab('G1');
    assert.equal(
      await seventh.refusal('meeting.join', { room, participant: randomUUID(), audio: true, video: true }),
      'This room is full: at most 6 people can meet at once.',
    );
    const count = await t.app.db
      .selectFrom('meeting_participant')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('room_id', '=', room)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 6);
    for (const x of [...tabs, seventh]) x.socket.ws.close();
  });
});
