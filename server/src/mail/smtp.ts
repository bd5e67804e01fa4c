import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from './transport.js';

/** Delivers through an SMTP server (SMTP_URL). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
