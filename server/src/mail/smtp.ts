import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './transport.js';

/** `Name <address>` or a bare address, as MAIL_FROM holds it. */
export function parseFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from.trim() };
}

/** Delivers through an SMTP server (SMTP_URL). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  /** nodemailer is loaded with the first message, so a server that sends none never holds it. */
  private transporter: Promise<Transporter> | undefined;
  private readonly sender: { name: string; address: string };

  constructor(
    private readonly url: string,
    from: string,
  ) {
    this.sender = parseFrom(from);
  }

  private connect(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    return this.transporter;
  }

  async deliver(message: MailMessage): Promise<void> {
    const domain = this.sender.address.split('@')[1] ?? 'localhost';
    const name = message.fromName ?? this.sender.name;
    await (
      await this.connect()
    ).sendMail({
      from: name ? { name, address: this.sender.address } : this.sender.address,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...attachmentsOf(message.attachments ?? []),
      ...(message.id ? { messageId: `<${message.id}@${domain}>` } : {}),
      date: new Date(),
    });
  }

  async close(): Promise<void> {
    if (this.transporter) (await this.transporter).close();
  }
}

/**
 * A calendar invitation goes as nodemailer's `icalEvent` (a text/calendar alternative with its METHOD,
 * and the same file attached), so mail clients offer to accept it; other files are plain attachments.
 */
function attachmentsOf(attachments: NonNullable<MailMessage['attachments']>) {
  const ics = attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const rest = attachments.filter((a) => a !== ics);
  return {
    ...(ics
      ? {
          icalEvent: {
            filename: ics.filename,
            method: /method=([A-Z]+)/i.exec(ics.contentType)?.[1] ?? 'REQUEST',
            content: ics.content,
          },
        }
      : {}),
    ...(rest.length > 0
      ? { attachments: rest.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
      : {}),
  };
}
