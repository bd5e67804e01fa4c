import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type pg from 'pg';

/** pg is loaded only when this bus is used (PostgreSQL deployments). */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof pg;
import type { Envelope, RealtimeBus, RealtimeMessage } from './bus.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** Every batch is one statement, prepared once per connection (PostgreSQL parses and plans it once). */
const NOTIFY_STATEMENT = 'cascade_realtime_notify';
const NOTIFY_SQL = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

/** On the wire: a whole message, or only a notification's id when the message is too large. */
type WireItem = { m: string; t: string; p: unknown } | { m: string; t: string; ref: string };
interface WirePayload {
  /** Makes each payload unique: PostgreSQL folds identical payloads of one transaction into one. */
  s: number;
  e: WireItem[];
}

export interface BusLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PostgresBusOptions {
  url: string;
  schema?: string;
  /** Loads a message that travelled as a reference because it did not fit in a NOTIFY payload. */
  resolve(membershipId: string, type: string, ref: string): Promise<RealtimeMessage | null>;
  log: BusLog;
}

/** A LISTEN channel per schema, so deployments (or test runs) sharing one database stay apart. */
export function channelFor(schema: string | undefined): string {
  const name = `cascade_realtime_${schema ?? 'public'}`;
  return name.length <= 63 ? name : `cascade_realtime_${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * Several replicas on one PostgreSQL: publishing sends NOTIFY on a channel (batched: everything published
 * in one turn of the event loop goes out in one round trip), and a dedicated connection per replica
 * LISTENs and hands each envelope to the local subscribers. The listening connection reconnects with
 * backoff; what is published while it is down is not delivered live (it is still in the list).
 */
export class PostgresBus implements RealtimeBus {
  private readonly channel: string;
  private readonly handlers = new Set<(envelope: Envelope) => void>();
  private readonly sender: pg.Pool;
  private listener: pg.Client | null = null;
  private queue: Array<{ envelope: Envelope; done: () => void; fail: (error: unknown) => void }> = [];
  private flushing: Promise<void> | null = null;
  private sequence = 0;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: PostgresBusOptions) {
    this.channel = channelFor(options.schema);
    this.sender = new (loadPg().Pool)({ connectionString: options.url, max: 2 });
    this.sender.on('error', (error) => options.log.warn({ err: error }, 'realtime: NOTIFY connection failed'));
  }

  /** Resolves once this replica is listening. */
  async start(): Promise<void> {
    try {
      await this.listen();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  publish(membershipId: string, message: RealtimeMessage): Promise<void> {
    return new Promise((done, fail) => {
      this.queue.push({ envelope: { membershipId, message }, done, fail });
      if (!this.flushing) this.flushing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
    });
  }

  subscribe(handler: (envelope: Envelope) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.flushing;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.sender.end();
    this.handlers.clear();
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        const payloads = this.pack(batch.map((entry) => entry.envelope));
        await this.sender.query({ name: NOTIFY_STATEMENT, text: NOTIFY_SQL, values: [this.channel, payloads] });
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.fail(error);
      }
    }
    this.flushing = null;
  }

  private pack(envelopes: Envelope[]): string[] {
    const payloads: string[] = [];
    let items: string[] = [];
    let size = 0;
    const close = () => {
      if (items.length === 0) return;
      payloads.push(`{"s":${this.sequence++},"e":[${items.join(',')}]}`);
      items = [];
      size = 0;
    };
    for (const { membershipId, message } of envelopes) {
      let item = JSON.stringify({ m: membershipId, t: message.type, p: message.payload } satisfies WireItem);
      if (bytes(item) > MAX_PAYLOAD_BYTES - 40) {
        const id = (message.payload as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') {
          this.options.log.warn({ type: message.type }, 'realtime: message too large to publish, dropped');
          continue;
        }
        item = JSON.stringify({ m: membershipId, t: message.type, ref: id } satisfies WireItem);
      }
      const itemSize = bytes(item) + 1;
      if (size + itemSize > MAX_PAYLOAD_BYTES - 40) close();
      items.push(item);
      size += itemSize;
    }
    close();
    return payloads;
  }

  private async listen(): Promise<void> {
    const client = new (loadPg().Client)({ connectionString: this.options.url });
    const lost = (error?: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => {});
      if (!this.closed) {
        this.options.log.warn({ err: error }, 'realtime: LISTEN connection lost, reconnecting');
        this.scheduleReconnect();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (notification) => {
      if (notification.channel === this.channel && notification.payload) this.receive(notification.payload);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
      this.reconnectDelay = RECONNECT_MIN_MS;
    } catch (error) {
      lost(error);
      throw error;
    }
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.closed) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        () => this.options.log.info({}, 'realtime: LISTEN connection restored'),
        () => {},
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private receive(raw: string): void {
    let payload: WirePayload;
    try {
      payload = JSON.parse(raw) as WirePayload;
    } catch {
      this.options.log.warn({}, 'realtime: unreadable NOTIFY payload ignored');
      return;
    }
    for (const item of payload.e ?? []) {
      if ('ref' in item) {
        this.options.resolve(item.m, item.t, item.ref).then(
          (message) => message && this.dispatch({ membershipId: item.m, message }),
          (error: unknown) => this.options.log.error({ err: error }, 'realtime: could not load a published message'),
        );
      } else {
        this.dispatch({ membershipId: item.m, message: { type: item.t, payload: item.p } });
      }
    }
  }

  private dispatch(envelope: Envelope): void {
    for (const handler of this.handlers) handler(envelope);
  }
}
