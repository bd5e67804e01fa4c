import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { textFrame } from '../../src/realtime/index.js';

/** ws's own framing, the reference: what `socket.send(text)` would have written. */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: object): Buffer[] };
};
const wsFrame = (text: string) =>
  Buffer.concat(Sender.frame(Buffer.from(text), { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false }));

describe('textFrame', () => {
  it('encodes a message exactly as ws frames it, for each length encoding', () => {
    for (const length of [0, 1, 125, 126, 65_535, 65_536, 70_000]) {
      const text = 'é'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
      assert.deepEqual(textFrame(text), wsFrame(text), `${Buffer.byteLength(text)} bytes`);
    }
  });
});
