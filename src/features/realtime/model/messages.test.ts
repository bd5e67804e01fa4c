import { parseServerMessage, warnOnce, type DropReport } from './messages';

const ROOM = 'AAAAAAAAAAAAAAAAAAAAAA';
const TAB = 'tab-0001';
const participant = { participant: TAB, membershipId: 'm1', fullName: 'Casey', audio: true, video: false, screen: false };

describe('parseServerMessage', () => {
  it('reads the known types with their payloads', () => {
    expect(parseServerMessage('{"type":"pong","payload":{}}')).toEqual({ type: 'pong', payload: {} });
    expect(parseServerMessage('{"type":"error","payload":{"detail":"No.","ref":"r1"}}')).toEqual({
      type: 'error',
      payload: { detail: 'No.', ref: 'r1' },
    });
    const joined = { room: ROOM, participant: TAB, participants: [{ ...participant, connection: 'connected' }] };
    expect(parseServerMessage(JSON.stringify({ type: 'meeting.joined', payload: joined }))).toEqual({
      type: 'meeting.joined',
      payload: joined,
    });
  });

  it('moves a ref sent beside the payload into it', () => {
    expect(parseServerMessage('{"type":"pong","ref":"r2"}')).toEqual({ type: 'pong', payload: { ref: 'r2' } });
  });

  it('returns null for text that is not a message of a known type with a valid payload, and says why', () => {
    const report = jest.fn<ReturnType<DropReport>, Parameters<DropReport>>();
    const frames: Array<[unknown, Parameters<DropReport>]> = [
      ['nope', ['not a message', null]],
      ['[]', ['not a message', null]],
      ['{"payload":{}}', ['not a message', null]],
      [new ArrayBuffer(2), ['not a message', null]],
      ['{"type":"toString","payload":{}}', ['unknown type', 'toString']],
      ['{"type":"presence","payload":{}}', ['unknown type', 'presence']],
      ['{"type":"error","payload":{"detail":5}}', ['invalid payload', 'error']],
      // The contract's shapes, as the server checks them: a room id is 22 base64url characters…
      [
        JSON.stringify({ type: 'meeting.left', payload: { room: 'short', participant: TAB } }),
        ['invalid payload', 'meeting.left'],
      ],
      // …a participant's connection one of two words, a knock count a whole number of zero or more.
      [
        JSON.stringify({
          type: 'meeting.participant',
          payload: { room: ROOM, participant: { ...participant, connection: 'gone' } },
        }),
        ['invalid payload', 'meeting.participant'],
      ],
      [
        JSON.stringify({ type: 'meeting.refused', payload: { room: ROOM, participant: TAB, knocksLeft: -1 } }),
        ['invalid payload', 'meeting.refused'],
      ],
      [
        JSON.stringify({ type: 'notifications_read', payload: { ids: [1], read: true, unread: 0 } }),
        ['invalid payload', 'notifications_read'],
      ],
    ];
    for (const [frame, why] of frames) {
      expect(parseServerMessage(frame, report)).toBeNull();
      expect(report).toHaveBeenLastCalledWith(...why);
    }
    expect(report).toHaveBeenCalledTimes(frames.length);
  });

  it('tolerates a property a newer server adds to a payload', () => {
    expect(parseServerMessage('{"type":"error","payload":{"detail":"No.","hint":"later"}}')).toEqual({
      type: 'error',
      payload: { detail: 'No.', hint: 'later' },
    });
  });
});

describe('warnOnce', () => {
  it('warns once per reason and type, never throwing', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 3; i++) expect(parseServerMessage('{"type":"brand.new","payload":{}}', warnOnce)).toBeNull();
      expect(parseServerMessage('{"type":"brand.newer","payload":{}}', warnOnce)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0]?.[0]).toMatch(/unknown type: "brand\.new"/);
    } finally {
      warn.mockRestore();
    }
  });
});
