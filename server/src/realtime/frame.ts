/**
 * A WebSocket text frame as a server sends it (final, unmasked): encoded once per message and written as
 * it is to every socket that gets the message, instead of being framed again for each socket.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text, 'utf8');
  const head = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + length);
  frame[0] = 0x81; // FIN, text
  if (head === 2) {
    frame[1] = length;
  } else if (head === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, head, 'utf8');
  return frame;
}
