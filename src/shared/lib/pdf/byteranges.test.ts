import { rangeParts } from './byteranges';

const bytes = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe('rangeParts', () => {
  it('reads each part of a multipart/byteranges answer, binary bytes included', () => {
    const binary = String.fromCharCode(0x80, 0x9f, 0xff, 0x0d, 0x0a, 0x2d);
    const body = bytes(
      `--b1\r\nContent-Type: application/pdf\r\nContent-Range: bytes 10-15/100\r\n\r\n${binary}` +
        `\r\n--b1\r\nContent-Type: application/pdf\r\nContent-Range: bytes 0-3/100\r\n\r\n%PDF\r\n--b1--\r\n`,
    );
    const parts = rangeParts('multipart/byteranges; boundary=b1', null, body);
    expect(parts.map((p) => p.start)).toEqual([10, 0]);
    expect([...parts[0]!.bytes]).toEqual([0x80, 0x9f, 0xff, 0x0d, 0x0a, 0x2d]);
    expect(new TextDecoder().decode(parts[1]!.bytes)).toBe('%PDF');
  });

  it('takes a single range (a server may answer several ranges with one that covers them)', () => {
    const parts = rangeParts('application/pdf', 'bytes 8-11/100', bytes('abcd'));
    expect(parts).toEqual([{ start: 8, bytes: bytes('abcd') }]);
  });

  it('refuses an answer cut short or without a Content-Range', () => {
    expect(() => rangeParts('application/pdf', null, bytes('abcd'))).toThrow(/Content-Range/);
    const short = bytes('--b1\r\nContent-Range: bytes 0-9/100\r\n\r\nabc');
    expect(() => rangeParts('multipart/byteranges; boundary=b1', null, short)).toThrow(/cut short/);
  });
});
