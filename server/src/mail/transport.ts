/** A file sent with a message (a meeting's `.ics`). */
export interface MailAttachment {
  filename: string;
  /** With its parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/** A message as every backend sees it: a text part (always), one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The company the message is about (branding, outbox filtering); null for platform mail. */
  companyId: string | null;
  /** The HTML part beside the text (multipart/alternative). */
  html?: string | null;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post, …). */
  headers?: Record<string, string> | null;
  attachments?: MailAttachment[] | null;
  /** The sender's display name (the company's name); the address stays MAIL_FROM's. */
  fromName?: string | null;
  /** The outbox row's id: the Message-ID is made from it, so a retried message keeps its Message-ID. */
  id?: string;
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
