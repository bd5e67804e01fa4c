import { parseServerMessage } from './messages';

describe('parseServerMessage', () => {
  it('reads the known types with their payloads', () => {
    expect(parseServerMessage('{"type":"pong","payload":{}}')).toEqual({ type: 'pong', payload: {} });
    expect(parseServerMessage('{"type":"error","payload":{"detail":"No.","ref":"r1"}}')).toEqual({
      type: 'error',
      payload: { detail: 'No.', ref: 'r1' },
    });
  });

  it('moves a ref sent beside the payload into it', () => {
    expect(parseServerMessage('{"type":"pong","ref":"r2"}')).toEqual({ type: 'pong', payload: { ref: 'r2' } });
  });

  it('returns null for text that is not a message of a known type with a valid payload', () => {
    for (const frame of [
      'nope',
      '[]',
      '{"payload":{}}',
      '{"type":"toString","payload":{}}',
      '{"type":"presence","payload":{}}',
      '{"type":"error","payload":{"detail":5}}',
    ]) {
      expect(parseServerMessage(frame)).toBeNull();
    }
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});
