// Child process of bench/notifications.ts: holds the WebSocket clients, so the server's figures (CPU,
// memory) are its own. Commands arrive over IPC; each received notification's latency is measured from
// the send time the benchmark writes into its title.
import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';

interface WsClient extends EventEmitter {
  readonly readyState: number;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string, options?: { perMessageDeflate?: boolean; skipUTF8Validation?: boolean }) => WsClient;

type Command = { cmd: 'open'; urls: string[] } | { cmd: 'reset' } | { cmd: 'report' } | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: WsClient[] = [];
let latencies: number[] = [];
let first = 0;
let last = 0;
const MARK = Buffer.from('"title":"bench:');
const QUOTE = 0x22;

// Kept light (no decoding of the whole message): this process shares the machine with the server.
function onMessage(data: Buffer): void {
  const at = now();
  const start = data.indexOf(MARK);
  if (start < 0) return;
  const from = start + MARK.length;
  const sent = Number(data.toString('latin1', from, data.indexOf(QUOTE, from)));
  latencies.push(at - sent);
  if (!first) first = at;
  last = at;
}

async function openAll(urls: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++] as string;
      await new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
        ws.once('open', () => resolve());
        ws.once('error', reject);
        ws.on('message', onMessage);
        sockets.push(ws);
      });
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

process.on('message', (message: Command) => {
  const send = (value: object) => process.send?.(value);
  switch (message.cmd) {
    case 'open':
      openAll(message.urls).then(
        () => send({ ok: true, open: sockets.filter((s) => s.readyState === 1).length }),
        (error: unknown) => send({ ok: false, error: String(error) }),
      );
      break;
    case 'reset':
      latencies = [];
      first = 0;
      last = 0;
      send({ ok: true });
      break;
    case 'report': {
      const sorted = [...latencies].sort((a, b) => a - b);
      send({ ok: true, received: sorted.length, first, last, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN });
      break;
    }
    case 'close':
      for (const socket of sockets) socket.close();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
process.send?.({ ok: true, started: true });
