import type { Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './transport.js';

/** Delivers through an SMTP server (SMTP_URL). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  /** nodemailer is loaded with the first message, so a server that sends none never holds it. */
  private transporter: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  private connect(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    return this.transporter;
  }

  async deliver(message: MailMessage): Promise<void> {
    await (await this.connect()).sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    if (this.transporter) (await this.transporter).close();
  }
}
