// Child process of bench/notifications.ts: holds the WebSocket clients, so the server's figures (CPU,
// memory) are its own. Commands arrive over IPC; each received notification's latency is measured from
// the send time the benchmark writes into its title.
//
// Kept light, since this process shares the machine with the servers: a minimal WebSocket client on raw
// TCP sockets (the upgrade handshake, then frames parsed straight from one reused read buffer, no stream
// or event machinery per read). It still reads every byte the server sends and counts a notification only
// when its whole frame has arrived; pings are answered, a close is answered and ends the socket.
import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';

type Command = { cmd: 'open'; urls: string[] } | { cmd: 'reset' } | { cmd: 'count' } | { cmd: 'report' } | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const MARK = Buffer.from('"title":"bench:');
const QUOTE = 0x22;
const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** Every socket reads into this one buffer; what a read leaves unparsed (a partial frame) is copied out. */
const READ_BUFFER = Buffer.allocUnsafe(256 * 1024);

let latencies: number[] = [];
let first = 0;
let last = 0;

/** A message frame's payload is complete: if it is a benchmark notification, record its latency. */
function onMessage(data: Buffer, start: number, end: number, at: number): void {
  const mark = data.indexOf(MARK, start);
  if (mark < 0 || mark >= end) return;
  const from = mark + MARK.length;
  const sent = Number(data.toString('latin1', from, data.indexOf(QUOTE, from)));
  latencies.push(at - sent);
  if (!first) first = at;
  last = at;
}

/** A client frame: masked (with a zero key, which leaves the payload as it is), payload under 126 bytes. */
const clientFrame = (opcode: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length, 0, 0, 0, 0]), payload]);

class Client {
  open = false;
  private handshake = '';
  /** Bytes of an incomplete frame (or of fragments of a message) left from earlier reads. */
  private rest: Buffer | null = null;
  private fragments: Buffer[] = [];
  readonly socket: net.Socket;

  constructor(url: URL, onOpen: () => void, onError: (error: Error) => void) {
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    this.socket = net.connect({
      host: url.hostname,
      port: Number(url.port),
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (length: number, buffer: Uint8Array) => {
          const at = now();
          const data = buffer as Buffer;
          if (this.open) {
            this.frames(data, length, at);
            return true;
          }
          this.handshake += data.toString('latin1', 0, length);
          const end = this.handshake.indexOf('\r\n\r\n');
          if (end < 0) return true;
          const head = this.handshake.slice(0, end);
          if (!head.startsWith('HTTP/1.1 101') || !head.includes(`Sec-WebSocket-Accept: ${accept}`)) {
            onError(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
            this.socket.destroy();
            return false;
          }
          this.open = true;
          const after = Buffer.from(this.handshake.slice(end + 4), 'latin1');
          this.handshake = '';
          onOpen();
          if (after.length > 0) this.frames(after, after.length, at);
          return true;
        },
      },
    });
    this.socket.on('error', (error) => (this.open ? undefined : onError(error)));
    this.socket.on('close', () => (this.open = false));
    this.socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${key}\r\n\r\n`,
    );
  }

  close(): void {
    if (!this.open) return;
    this.socket.write(clientFrame(0x8, Buffer.from([0x03, 0xe8])));
    this.socket.end();
    this.open = false;
  }

  /** Parses every complete frame in `data[0, length)` (after what an earlier read left). */
  private frames(read: Buffer, length: number, at: number): void {
    let data = read;
    let end = length;
    if (this.rest) {
      data = Buffer.concat([this.rest, read.subarray(0, length)]);
      end = data.length;
      this.rest = null;
    }
    let at0 = 0;
    while (end - at0 >= 2) {
      const b0 = data[at0] as number;
      let size = (data[at0 + 1] as number) & 0x7f;
      let start = at0 + 2;
      if (size === 126) {
        if (end - at0 < 4) break;
        size = data.readUInt16BE(at0 + 2);
        start = at0 + 4;
      } else if (size === 127) {
        if (end - at0 < 10) break;
        size = Number(data.readBigUInt64BE(at0 + 2));
        start = at0 + 10;
      }
      if (end - start < size) break;
      this.frame(b0, data, start, start + size, at);
      at0 = start + size;
    }
    // The read buffer is reused by the next read: keep what is left in a copy.
    if (at0 < end) this.rest = Buffer.from(data.subarray(at0, end));
  }

  private frame(b0: number, data: Buffer, start: number, end: number, at: number): void {
    const fin = (b0 & 0x80) !== 0;
    const opcode = b0 & 0x0f;
    if (opcode === 0x9) {
      this.socket.write(clientFrame(0xa, Buffer.from(data.subarray(start, end))));
    } else if (opcode === 0x8) {
      this.close();
    } else if (opcode === 0x1 || opcode === 0x2 || opcode === 0x0) {
      if (fin && this.fragments.length === 0) return onMessage(data, start, end, at);
      this.fragments.push(Buffer.from(data.subarray(start, end)));
      if (!fin) return;
      const whole = Buffer.concat(this.fragments);
      this.fragments = [];
      onMessage(whole, 0, whole.length, at);
    }
  }
}

const clients: Client[] = [];

async function openAll(urls: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = new URL((urls[next++] as string).replace(/^ws/, 'http'));
      await new Promise<void>((resolve, reject) => clients.push(new Client(url, resolve, reject)));
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

process.on('message', (message: Command) => {
  const send = (value: object) => process.send?.(value);
  switch (message.cmd) {
    case 'open':
      openAll(message.urls).then(
        () => send({ ok: true, open: clients.filter((c) => c.open).length }),
        (error: unknown) => send({ ok: false, error: String(error) }),
      );
      break;
    case 'reset':
      latencies = [];
      first = 0;
      last = 0;
      send({ ok: true });
      break;
    case 'count':
      send({ ok: true, received: latencies.length, first, last });
      break;
    case 'report': {
      const sorted = Float64Array.from(latencies).sort();
      send({
        ok: true,
        received: sorted.length,
        first,
        last,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      });
      break;
    }
    case 'close':
      for (const client of clients) client.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
process.send?.({ ok: true, started: true });
