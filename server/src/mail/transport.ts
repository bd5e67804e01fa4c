/** A message as every backend sees it: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The company the message is about (branding, outbox filtering); null for platform mail. */
  companyId: string | null;
}

/** One way of delivering mail. Every message is stored in the outbox first, whatever the transport. */
export interface MailTransport {
  readonly name: string;
  /**
   * True when delivering only keeps the message for a developer to read (the dev outbox without SMTP):
   * it stays unsent, links and all. Every message really sent is kept with its links' tokens redacted.
   */
  readonly keepsUnsent?: boolean;
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
