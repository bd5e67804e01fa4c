import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { SocketHub, type LiveSocket } from '../../src/realtime/index.js';

/** The text frames in one write (server frames: unmasked; lengths up to 65,535 here). */
function framesOf(data: Buffer): string[] {
  const texts: string[] = [];
  for (let at = 0; at < data.length;) {
    assert.equal(data[at], 0x81, 'a final text frame');
    let length = (data[at + 1] as number) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = data.readUInt16BE(at + 2);
      start = at + 4;
    }
    texts.push(data.toString('utf8', start, start + length));
    at = start + length;
  }
  return texts;
}

/** A socket and its TCP stream, recording what goes out and how many writes it takes. */
function fakeSocket() {
  const writes: string[][] = [];
  const closes: number[] = [];
  const socket: LiveSocket = {
    readyState: 1,
    close(code) {
      closes.push(code ?? 0);
    },
    terminate() {},
    ping() {},
    on() {
      return undefined;
    },
  };
  const stream = {
    write(data: Buffer) {
      writes.push(framesOf(data));
      return true;
    },
  };
  return { socket, stream, writes, closes };
}

const titles = (writes: string[][]) =>
  writes.map((write) => write.map((data) => (JSON.parse(data) as { payload: string }).payload));
const message = (payload: string) => ({ membershipId: 'm1', message: { type: 'notification', payload } });

describe('SocketHub write coalescing', () => {
  let hub: SocketHub;
  const start = (coalesceMs: number) => {
    hub = new SocketHub({
      maxSocketsPerMember: 10,
      heartbeatMs: 3_600_000,
      coalesceMs,
      activeMemberships: async (ids) => new Set(ids),
      onError: () => {},
    });
  };
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval'] }));
  afterEach(async () => {
    const closing = hub.closeAll(0);
    mock.timers.tick(1);
    await closing;
    mock.timers.reset();
  });

  it('writes an idle socket at once and what follows within the window together, in order, when it ends', () => {
    start(60_000);
    const a = fakeSocket();
    hub.add(a.socket, 'm1', Date.now() + 3_600_000, a.stream);
    assert.equal(hub.deliver(message('one')), 1);
    assert.deepEqual(titles(a.writes), [['one']]);
    hub.deliver(message('two'));
    hub.deliver(message('three'));
    assert.deepEqual(titles(a.writes), [['one']], 'held within the window');
    mock.timers.tick(60_000);
    assert.deepEqual(titles(a.writes), [['one'], ['two', 'three']]);
  });

  it('sends what is held before closing a socket', () => {
    start(60_000);
    const a = fakeSocket();
    hub.add(a.socket, 'm1', Date.now() + 3_600_000, a.stream);
    hub.deliver(message('one'));
    hub.deliver(message('two'));
    hub.closeMember('m1', { code: 4003, reason: 'Session ended' });
    assert.deepEqual(titles(a.writes), [['one'], ['two']]);
    assert.deepEqual(a.closes, [4003]);
  });

  it('writes every message at once with a window of 0', () => {
    start(0);
    const a = fakeSocket();
    hub.add(a.socket, 'm1', Date.now() + 3_600_000, a.stream);
    for (const payload of ['one', 'two', 'three']) hub.deliver(message(payload));
    assert.deepEqual(titles(a.writes), [['one'], ['two'], ['three']]);
  });
});
