import type { MailMessage, MailTransport } from './transport.js';

/**
 * The default without SMTP: the message stays in the outbox table. With the dev outbox on it stays there
 * unsent, links and all, readable at GET /dev/outbox; otherwise nobody will read it and it is redacted
 * like sent mail. Only the recipient and subject are logged — never the text, which carries tokens.
 */
export class OutboxOnlyTransport implements MailTransport {
  readonly name = 'outbox';

  constructor(
    private readonly log: (line: string) => void = () => {},
    readonly keepsUnsent = false,
  ) {}

  async deliver(message: MailMessage): Promise<void> {
    this.log(`mail kept in the outbox for ${message.to}: ${message.subject}`);
  }

  async close(): Promise<void> {}
}
