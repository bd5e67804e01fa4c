import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_BUDGET, SocketBudget } from '../../src/realtime/budget.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { baseUrlOf, openSocket, type TestSocket } from '../helpers/realtime.js';

const API = '/api/frontend';
/** A session description of a realistic size (audio, video and a data channel: about 6 KB). */
const SDP = `v=0\r\n${'a=candidate-and-codec-lines-of-a-real-offer\r\n'.repeat(140)}`;
const CANDIDATE = 'candidate:842163049 1 udp 1677729535 203.0.113.7 46154 typ srflx raddr 10.0.0.5 rport 46154 generation 0';
/** ICE candidates each side of a peer pair sends (the figure is about 30 per pair; both sides send 30 here). */
const CANDIDATES_PER_SIDE = 30;

/** Resolves once `condition` holds, checked after each message the sockets receive. */
async function until(condition: () => boolean, sockets: TestSocket[], what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const s of sockets) s.ws.off('message', done);
        resolve();
      };
      for (const s of sockets) s.ws.on('message', done);
      setTimeout(done, 200).unref();
    });
  }
}

describe('the message budget of a socket', () => {
  it('counts messages and bytes, and refills with the clock', () => {
    let now = 0;
    const budget = new SocketBudget({ messageBurst: 3, messagesPerSecond: 2, byteBurst: 100, bytesPerSecond: 50 }, () => now);
    assert.deepEqual([budget.spend(10), budget.spend(10), budget.spend(10), budget.spend(10)], [true, true, true, false]);
    now = 500; // one message back
    assert.equal(budget.spend(10), true);
    assert.equal(budget.spend(10), false);
    now = 10_000; // full again, but never above the burst
    assert.equal(budget.spend(101), false, 'more bytes than the burst');
    const full = new SocketBudget({ messageBurst: 3, messagesPerSecond: 2, byteBurst: 100, bytesPerSecond: 50 }, () => now);
    assert.deepEqual([full.spend(60), full.spend(60)], [true, false], 'bytes run out before messages');
  });

  describe('on the realtime channel, with a clock that never refills', () => {
    let t: TestApp;
    let m: Record<string, TestMember>;
    let base: string;
    const attendees = ['M1', 'A1', 'G1', 'G3', 'C1', 'C2'];
    before(async () => {
      t = await createTestApp({ METRICS_TOKEN: 'budget-test-token' }, undefined, { realtime: { clock: () => 0 } });
      ({ m } = await seedHierarchy(t.app.db));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = baseUrlOf(t.app);
    });
    after(() => t.close());

    it('lets a six-person meeting through, then closes a participant flooding the host with 1008', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `${API}/meeting/room/generate`,
        headers: await tokenFor(t.app, m.M1!),
        payload: { title: 'Six of us', invitees: attendees.slice(1).map((k) => m[k]!.id) },
      });
      assert.equal(created.statusCode, 201, created.body);
      const room = created.json().id as string;

      const tabs = await Promise.all(
        attendees.map(async (key) => ({
          key,
          id: randomUUID(),
          socket: await openSocket(base, (await tokenFor(t.app, m[key]!)).authorization.slice('Bearer '.length)),
        })),
      );
      const sent = new Map(tabs.map((tab) => [tab.key, 0]));
      const send = (tab: (typeof tabs)[number], type: string, payload: object) => {
        tab.socket.ws.send(JSON.stringify({ type, payload }));
        sent.set(tab.key, sent.get(tab.key)! + 1);
      };
      const signals = (tab: (typeof tabs)[number]) => tab.socket.messages.filter((x) => x.type === 'meeting.signal').length;
      const sockets = tabs.map((tab) => tab.socket);

      // Everyone joins, one after the other (each sees the ones before).
      for (const tab of tabs) {
        send(tab, 'meeting.join', { room, participant: tab.id, audio: true, video: true });
        await tab.socket.next('meeting.joined');
      }
      // Every pair negotiates: an offer, an answer, and 30 candidates from each side.
      let expected = 0;
      for (const [i, a] of tabs.entries()) {
        for (const b of tabs.slice(i + 1)) {
          send(a, 'meeting.signal', { room, participant: a.id, to: b.id, description: { type: 'offer', sdp: SDP } });
          send(b, 'meeting.signal', { room, participant: b.id, to: a.id, description: { type: 'answer', sdp: SDP } });
          for (let n = 0; n < CANDIDATES_PER_SIDE; n += 1) {
            const candidate = { candidate: `${CANDIDATE} ${n}`, sdpMid: '0', sdpMLineIndex: 0 };
            send(a, 'meeting.signal', { room, participant: a.id, to: b.id, candidate });
            send(b, 'meeting.signal', { room, participant: b.id, to: a.id, candidate });
          }
          expected += 2 * (1 + CANDIDATES_PER_SIDE);
        }
      }
      // The host shares the screen: a renegotiation with every peer, and ten more candidates each way.
      const host = tabs[0]!;
      send(host, 'meeting.state', { room, participant: host.id, audio: true, video: true, screen: true });
      for (const peer of tabs.slice(1)) {
        send(host, 'meeting.signal', { room, participant: host.id, to: peer.id, description: { type: 'offer', sdp: SDP } });
        send(peer, 'meeting.signal', { room, participant: peer.id, to: host.id, description: { type: 'answer', sdp: SDP } });
        for (let n = 0; n < 10; n += 1) {
          const candidate = { candidate: `${CANDIDATE} r${n}`, sdpMid: '1', sdpMLineIndex: 1 };
          send(host, 'meeting.signal', { room, participant: host.id, to: peer.id, candidate });
          send(peer, 'meeting.signal', { room, participant: peer.id, to: host.id, candidate });
        }
        expected += 2 * 11;
      }
      // Everyone toggles the microphone ten times.
      for (const tab of tabs) {
        for (let n = 0; n < 10; n += 1)
          send(tab, 'meeting.state', { room, participant: tab.id, audio: n % 2 === 1, video: true, screen: false });
      }
      await until(() => tabs.reduce((sum, tab) => sum + signals(tab), 0) === expected, sockets, `${expected} signals relayed`);
      for (const tab of tabs) assert.equal(tab.socket.ws.readyState, 1, `${tab.key} is still open`);
      const busiest = Math.max(...sent.values());
      assert.ok(busiest < DEFAULT_BUDGET.messageBurst, `the busiest tab sent ${busiest} messages`);

      // A joined participant relays candidates to the host without end: closed with 1008 at the budget.
      const flooder = tabs[1]!;
      const before = signals(host);
      const flood = 3000;
      for (let n = 0; n < flood; n += 1) {
        if (flooder.socket.ws.readyState !== 1) break;
        send(flooder, 'meeting.signal', {
          room,
          participant: flooder.id,
          to: host.id,
          candidate: { candidate: `${CANDIDATE} f${n}` },
        });
      }
      // Without a budget every candidate would reach the host and the socket would stay open.
      const everyOne = until(() => signals(host) - before >= flood, sockets, 'the whole flood').then(() => ({
        code: 0,
        reason: 'never closed',
      }));
      const closed = await Promise.race([flooder.socket.closed, everyOne]);
      assert.equal(closed.code, 1008);
      assert.equal(closed.reason, 'Too many messages');
      const relayed = signals(host) - before;
      assert.ok(relayed < DEFAULT_BUDGET.messageBurst, `${relayed} of ${flood} flooded candidates reached the host`);
      assert.equal(host.socket.ws.readyState, 1, 'the host stays connected');

      const scrape = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer budget-test-token' },
      });
      assert.match(scrape.body, /^cascade_realtime_sockets_over_budget_total 1$/m);
      for (const tab of tabs) tab.socket.ws.close();
    });
  });
});
