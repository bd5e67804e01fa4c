import type { Db } from '../db/connect.js';
import { newId } from '../lib/ids.js';
import { OutboxOnlyTransport } from './outbox-only.js';
import { SmtpTransport } from './smtp.js';
import type { MailMessage, MailTransport } from './transport.js';

export type { MailMessage } from './transport.js';

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  log?: (line: string) => void;
  onError?: (error: unknown) => void;
}

/** Creation times of outbox rows, strictly increasing within the process so "newest first" is exact. */
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/**
 * Sends mail: every message is first stored in the outbox table, then handed to the transport.
 * A delivery failure is recorded on the row and never fails the request that caused the mail.
 */
export class Mailer {
  readonly transport: MailTransport;

  constructor(
    private readonly db: Db,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? new SmtpTransport(options.smtpUrl, options.from) : new OutboxOnlyTransport(options.log);
  }

  async send(message: MailMessage): Promise<void> {
    const id = newId();
    await this.db
      .insertInto('outbox')
      .values({ id, company_id: message.companyId, to_address: message.to, subject: message.subject, text: message.text, sent_at: null, error: null, created_at: stamp() })
      .execute();
    try {
      await this.transport.deliver(message);
      await this.db.updateTable('outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      this.options.onError?.(error);
      const text = error instanceof Error ? error.message : String(error);
      await this.db.updateTable('outbox').set({ error: text.slice(0, 500) }).where('id', '=', id).execute();
    }
  }

  close(): Promise<void> {
    return this.transport.close();
  }
}
