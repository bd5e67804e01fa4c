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
  /**
   * Notifications stored at or after `since` (ISO time), oldest first: after the LISTEN connection comes
   * back, what was stored meanwhile is delivered from the rows (NOTIFYs sent while it was away are lost).
   */
  catchUp?(since: string): Promise<Envelope[]>;
}

/** Catch-up reads back this far before the moment the connection was lost (commits in flight, clocks). */
const CATCH_UP_MARGIN_MS = 5000;
/** Notification ids delivered lately, so catch-up does not deliver one twice. */
const RECENT_IDS = 10_000;

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
  /** When the LISTEN connection was lost (null while listening); catch-up starts from here. */
  private lostAt: number | null = null;
  /** created_at of the last notification delivered, for catch-up "since the last delivered one". */
  private lastDelivered: string | null = null;
  private readonly recent = new Set<string>();

  constructor(private readonly options: PostgresBusOptions) {
    this.channel = channelFor(options.schema);
    this.sender = new (loadPg().Pool)({ connectionString: options.url, max: 2 });
    this.sender.on('error', (error) => options.log.warn({ err: error }, 'realtime: NOTIFY connection failed'));
  }

  /**
   * Resolves once this replica is listening, or — when the database cannot be reached now — once the
   * first attempt failed: the bus keeps reconnecting by itself and catches up when it is back.
   */
  async start(): Promise<void> {
    await this.listen().catch((error: unknown) => this.options.log.warn({ err: error }, 'realtime: cannot LISTEN yet, retrying'));
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
      this.lostAt ??= Date.now();
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
        () => {
          this.options.log.info({}, 'realtime: LISTEN connection restored');
          void this.catchUp();
        },
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

  /** Delivers the notifications stored while the connection was away (once each). */
  private async catchUp(): Promise<void> {
    if (!this.options.catchUp || this.lostAt === null) return;
    const lostAt = this.lostAt;
    const from = lostAt - CATCH_UP_MARGIN_MS;
    const since =
      this.lastDelivered && Date.parse(this.lastDelivered) < from && Date.parse(this.lastDelivered) > from - 60_000
        ? this.lastDelivered
        : new Date(from).toISOString();
    try {
      const envelopes = await this.options.catchUp(since);
      let delivered = 0;
      for (const envelope of envelopes) {
        if (this.dispatch(envelope)) delivered += 1;
      }
      if (this.lostAt === lostAt) this.lostAt = null;
      this.options.log.info({ since, delivered }, 'realtime: caught up with notifications stored while away');
    } catch (error) {
      // Read again at the next reconnection; lostAt stays.
      this.options.log.warn({ err: error }, 'realtime: catch-up failed');
    }
  }

  /** Hands an envelope to the subscribers; a notification already delivered is skipped (false). */
  private dispatch(envelope: Envelope): boolean {
    const payload = envelope.message.payload as { id?: unknown; created_at?: unknown } | null;
    if (envelope.message.type === 'notification' && typeof payload?.id === 'string') {
      if (this.recent.has(payload.id)) return false;
      this.recent.add(payload.id);
      if (this.recent.size > RECENT_IDS) this.recent.delete(this.recent.values().next().value as string);
      if (typeof payload.created_at === 'string' && (this.lastDelivered === null || payload.created_at > this.lastDelivered)) {
        this.lastDelivered = payload.created_at;
      }
    }
    for (const handler of this.handlers) handler(envelope);
    return true;
  }
}
