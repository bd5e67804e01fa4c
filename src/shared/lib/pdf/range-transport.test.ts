import { rangeTransport } from './range-transport';
import type { pdfjs as PdfjsModule } from './pdfjs';

/** PDF.js's transport as far as the reader uses it: it records what it was handed. */
class FakeTransport {
  received: [number, Uint8Array][] = [];
  requestDataRange: (begin: number, end: number) => void = () => undefined;
  abort: () => void = () => undefined;
  constructor(
    readonly length: number,
    readonly initialData: null,
  ) {}
  onDataRange(begin: number, bytes: Uint8Array) {
    this.received.push([begin, bytes]);
  }
}
const pdfjs = { PDFDataRangeTransport: FakeTransport } as unknown as typeof PdfjsModule;

const SIZE = 1_000_000;
const file = Uint8Array.from({ length: SIZE }, (_, i) => (i * 7) % 251);

/** A server for the reader: one range as 206 with Content-Range, several as multipart/byteranges. */
function serve(requests: string[]) {
  return jest.fn(async (_url: string, init: RequestInit) => {
    const header = (init.headers as Record<string, string>).Range!;
    requests.push(header);
    const ranges = header
      .replace('bytes=', '')
      .split(',')
      .map((spec) => spec.split('-').map(Number) as [number, number]);
    if (ranges.length === 1) {
      const [[a, b]] = ranges as [[number, number]];
      return new Response(file.slice(a, b + 1), { status: 206, headers: { 'Content-Range': `bytes ${a}-${b}/${SIZE}` } });
    }
    const chunks: Uint8Array[] = [];
    const text = (s: string) => chunks.push(new TextEncoder().encode(s));
    ranges.forEach(([a, b], i) => {
      text(`${i ? '\r\n' : ''}--xyz\r\nContent-Type: application/pdf\r\nContent-Range: bytes ${a}-${b}/${SIZE}\r\n\r\n`);
      chunks.push(file.slice(a, b + 1));
    });
    text('\r\n--xyz--\r\n');
    return new Response(new Blob(chunks as BlobPart[]), {
      status: 206,
      headers: { 'Content-Type': 'multipart/byteranges; boundary=xyz' },
    });
  });
}

afterEach(() => jest.useRealTimers());

it('asks for the reads PDF.js makes in one burst in one request, and hands each its own bytes', async () => {
  jest.useFakeTimers();
  const requests: string[] = [];
  global.fetch = serve(requests) as unknown as typeof fetch;
  const transport = rangeTransport(pdfjs, '/file', SIZE, (error) => {
    throw error;
  }) as unknown as FakeTransport;
  // The tail is read at once; then PDF.js asks for three page dictionaries far apart.
  const asked: [number, number][] = [
    [475_136, 483_328],
    [8_192, 16_384],
    [237_568, 245_760],
  ];
  for (const [begin, end] of asked) transport.requestDataRange(begin, end);
  await jest.advanceTimersByTimeAsync(10);
  await jest.runAllTimersAsync();
  await new Promise(jest.requireActual('timers').setImmediate);
  expect(requests).toHaveLength(2);
  expect(requests[1]).toBe('bytes=475136-483327,8192-16383,237568-245759');
  for (const [begin, end] of asked) {
    const got = transport.received.find(([b]) => b === begin);
    expect(got && [...got[1]]).toEqual([...file.slice(begin, end)]);
  }
});
