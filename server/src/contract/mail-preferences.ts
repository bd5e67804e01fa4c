/**
 * The mail preference contract: the kinds of event a member can be mailed about, the ways each can reach
 * them, the defaults of each role, and which mail cannot be turned off (and why). The server decides
 * with it; `npm run api:generate` copies this file verbatim into the SPA
 * (src/shared/api/generated/mail-preferences.gen.ts) for the settings page. It imports nothing.
 */

/** Mail about something to do: sent at once (unless read in the app within minutes). */
const ACTION_KINDS = ['form_sent', 'form_reminder', 'form_signed', 'meeting_invited', 'meeting_knock'] as const;
/** Everything else: gathered into the digest by default. */
export const DIGEST_KINDS = [
  'content_received',
  'content_updated',
  'content_expiry',
  'content_recall',
  'member_changed',
] as const;
export const MAIL_KINDS = [...ACTION_KINDS, ...DIGEST_KINDS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** `app`: in the app only; `now`: an email at once; `digest`: in the next digest. */
export const MAIL_CHANNELS = ['app', 'now', 'digest'] as const;
export type MailChannel = (typeof MAIL_CHANNELS)[number];

/** `off`: no digest at all — what would go into it stays in the app. */
export const DIGEST_FREQUENCIES = ['daily', 'hourly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const MAIL_ROLES = ['admin', 'marketer', 'agent', 'client'] as const;
export type MailRole = (typeof MAIL_ROLES)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  form_sent: 'A form is sent to you to sign',
  form_reminder: 'A form you have to sign is nearly due',
  form_signed: 'Your client signed a form you sent',
  meeting_invited: 'You are invited to a meeting',
  meeting_knock: 'Someone knocks at the lobby of your meeting',
  content_received: 'Materials or folders are shared with you',
  content_updated: 'A material you hold has a new version',
  content_expiry: 'A material you hold is about to expire, or has expired',
  content_recall: 'A material you hold is recalled, or made available again',
  member_changed: 'A member you work with is moved, archived or restored',
};

/**
 * Mail that cannot be turned off, and the sentence that says why (in the settings and in the mail).
 * Password resets, invitations and email changes are essential too; they are not events of the bell.
 */
export const ESSENTIAL_KINDS: Partial<Record<MailKind, string>> = {
  form_sent:
    'A form sent to you to sign is always mailed: it may be legally required and has a due date, so you must be able to learn of it when you are not signed in.',
};

export const isEssential = (kind: MailKind): boolean => ESSENTIAL_KINDS[kind] !== undefined;

/** What each role gets when neither the member nor the company chose otherwise. */
export function roleDefault(role: MailRole, kind: MailKind): MailChannel {
  if ((ACTION_KINDS as readonly string[]).includes(kind)) return 'now';
  if (kind === 'member_changed') return role === 'client' ? 'app' : 'digest';
  return 'digest';
}

export const DEFAULT_DIGEST_FREQUENCY: DigestFrequency = 'daily';
/** The local hour (0–23) the daily digest goes out at. */
export const DEFAULT_DIGEST_HOUR = 8;
