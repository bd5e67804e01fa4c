/** The company a message comes from: its name is the sender's display name and the header; its logo, if any. */
export interface Brand {
  name: string;
  logoUrl: string | null;
}

export interface MailLine {
  title: string;
  detail: string;
  url: string | null;
}

/**
 * What a message says, independent of how it is drawn: the HTML part (React, ./Mail.tsx) and the text part
 * (./text.ts) are both rendered from it, so they always say the same thing.
 */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the list. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** A list of events (the digest). */
  lines?: MailLine[];
  /** Why the person gets this mail. */
  reason: string;
  /** Non-essential mail: the page that stops it (the one-click link is also in List-Unsubscribe). */
  unsubscribeUrl?: string;
  /** Essential mail: why it cannot be turned off. */
  essential?: string;
  /** Where the person changes what they are mailed. */
  settingsUrl?: string;
}
