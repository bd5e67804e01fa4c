import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { OutboxOnlyTransport } from './outbox-only.js';
import { redactedParts } from './redact.js';
import { SmtpTransport } from './smtp.js';
import type { MailAttachment, MailMessage, MailTransport } from './transport.js';

export type { MailMessage } from './transport.js';

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  log?: (line: string) => void;
  onError?: (error: unknown) => void;
  /** How often the queue is looked at for messages due (ms); a message queued here is sent at once. */
  pollMs?: number;
  /** First retry delay (ms), doubled for each further try. */
  retryBaseMs?: number;
  /** Another way of delivering (tests); by default SMTP when smtpUrl is set, else the outbox only. */
  transport?: MailTransport;
  /** Without SMTP, keep messages unsent with their links for GET /dev/outbox (embedded mode). */
  devOutbox?: boolean;
}

/** Tries before a message is given up (its row keeps the last error). */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds a message; a replica that dies while sending leaves it to another after this. */
const CLAIM_MS = 60_000;
const BATCH = 20;
const MAX_RETRY_DELAY_MS = 3_600_000;

type OutboxRow = Selectable<Database['outbox']>;

/** Creation times of outbox rows, strictly increasing within the process so "newest first" is exact. */
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Mail goes through a durable queue, the outbox table: `send` only stores the message (so no answer
 * ever waits for the mail server, and none reveals by its timing whether an account exists), and a
 * background sender on every replica delivers what is due. A replica claims a message with one
 * conditional update (on PostgreSQL and SQLite alike), so two replicas never send the same one; a
 * failed delivery is retried with a doubling delay, up to MAX_ATTEMPTS tries.
 */
export class Mailer {
  readonly transport: MailTransport;
  private readonly id = newId();
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: MailerOptions,
  ) {
    this.transport =
      options.transport ??
      (options.smtpUrl
        ? new SmtpTransport(options.smtpUrl, options.from)
        : new OutboxOnlyTransport(options.log, options.devOutbox ?? false));
    this.timer = setInterval(() => this.kick(), options.pollMs ?? 5000);
    this.timer.unref();
  }

  /** Queues the message; it is delivered in the background. */
  async send(message: MailMessage): Promise<void> {
    await this.db.insertInto('outbox').values(this.row(message)).execute();
    this.kick();
  }

  /**
   * Queues messages with the statement given (a transaction, so they are stored with what they tell
   * about, or not at all); call `kick` once it has committed. Rows go in chunks far below either
   * database's parameter limit.
   */
  async queue(db: Db, messages: MailMessage[]): Promise<void> {
    for (let i = 0; i < messages.length; i += 200)
      await db
        .insertInto('outbox')
        .values(messages.slice(i, i + 200).map((m) => this.row(m)))
        .execute();
  }

  /** Looks at the queue now (after messages were queued in a transaction that has committed). */
  wake(): void {
    this.kick();
  }

  private row(message: MailMessage) {
    const now = stamp();
    return {
      id: message.id ?? newId(),
      company_id: message.companyId,
      to_address: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      attachments: message.attachments ? JSON.stringify(message.attachments) : null,
      from_name: message.fromName ?? null,
      sent_at: null,
      error: null,
      created_at: now,
      next_attempt_at: now,
      claimed_by: null,
      claimed_until: null,
    };
  }

  /** Delivers every message due now (and what falls due meanwhile) before resolving. */
  async flush(): Promise<void> {
    do {
      this.kick();
      await this.running;
    } while (this.again || (await this.due()) > 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
    await this.transport.close();
  }

  /** Starts a pass over the queue, or asks the running one for another pass. */
  private kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async due(): Promise<number> {
    const now = iso(Date.now());
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async pass(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const candidates = await this.db
        .selectFrom('outbox')
        .select('id')
        .where('next_attempt_at', '<=', iso(now))
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      if (candidates.length === 0 || this.closed) return;
      const claimedAt = Date.now();
      for (const row of await this.claim(candidates.map((c) => c.id))) {
        // Left claimed when closing, or when slow deliveries used half the claim (so none is delivered
        // after its claim ran out): taken again, here or by another sender, once the claim has run out.
        if (this.closed || Date.now() - claimedAt > CLAIM_MS / 2) return;
        await this.deliver(row);
      }
      if (candidates.length < BATCH) return;
    }
  }

  /**
   * Two statements for a batch: one conditional update claims what no other sender holds, then one read
   * takes what this sender now holds (a digest queues thousands of messages: one claim and one read per
   * message were two thirds of the sender's statements).
   */
  private async claim(ids: string[]): Promise<OutboxRow[]> {
    const now = Date.now();
    await this.db
      .updateTable('outbox')
      .set((eb) => ({ claimed_by: this.id, claimed_until: iso(now + CLAIM_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', ids)
      .where('next_attempt_at', 'is not', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .execute();
    return this.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', 'in', ids)
      .where('claimed_by', '=', this.id)
      .where('claimed_until', '=', iso(now + CLAIM_MS))
      .orderBy('next_attempt_at')
      .execute();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const id = row.id;
    const mine = this.db.updateTable('outbox').where('id', '=', id).where('claimed_by', '=', this.id);
    try {
      await this.transport.deliver({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        companyId: row.company_id,
        html: row.html ?? null,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null,
        attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : null,
        fromName: row.from_name ?? null,
      });
      // Sent mail is kept only redacted: its links must not work for whoever reads the outbox later.
      const done = this.transport.keepsUnsent ? {} : { sent_at: iso(Date.now()), ...redactedParts(row) };
      await mine.set({ ...done, next_attempt_at: null, claimed_by: null, claimed_until: null, error: null }).execute();
    } catch (error) {
      this.options.onError?.(error);
      const text = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const attempts = Number(row.attempts);
      const delay = Math.min((this.options.retryBaseMs ?? 30_000) * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
      const next = attempts >= MAX_ATTEMPTS ? null : iso(Date.now() + delay);
      // A message given up will never be sent: its links are redacted too.
      const kept = next === null ? redactedParts(row) : {};
      await mine.set({ ...kept, error: text, next_attempt_at: next, claimed_by: null, claimed_until: null }).execute();
    }
  }
}
