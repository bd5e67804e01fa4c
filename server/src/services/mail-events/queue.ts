import type { Db } from '../../db/connect.js';
import type { MailKind } from '../../contract/mail-preferences.js';
import { mailSettings, mailSettingsOf, type MailSettings } from './settings.js';
import { nextDigestAt } from './schedule.js';

/**
 * How long action mail waits before it goes: long enough for the live notification to reach an open tab
 * (any replica that delivers it to a socket then extends the wait to READ_WINDOW_MS). One value per
 * process: every app of a process runs with the same configuration.
 */
let holdMs = 15_000;

/** The hold of action mail (MAIL_HOLD_MS), set once when the server starts. */
export function setMailHold(ms: number): void {
  holdMs = ms;
}
/** A member connected when the notification arrives has this long to read it in the app before it is mailed. */
const READ_WINDOW_MS = 3 * 60_000;

/** The kind of mail a notification type is, or null when it is never mailed. */
function mailKindOf(type: string): MailKind | null {
  switch (type) {
    case 'intake_form_sent':
      return 'form_sent';
    case 'intake_form_reminder':
      return 'form_reminder';
    case 'intake_form_signed':
      return 'form_signed';
    case 'meeting.invited':
    case 'meeting.updated':
    case 'meeting.cancelled':
      return 'meeting_invited';
    case 'meeting.knock':
      return 'meeting_knock';
    case 'content_received':
      return 'content_received';
    case 'content_updated':
      return 'content_updated';
    default:
      return type.startsWith('member_') || type === 'invitation_accepted' ? 'member_changed' : null;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** When a waiting line of this kind goes out for this member, or null when it is not to be mailed. */
function dueFor(settings: MailSettings, kind: MailKind, now: number): { channel: 'now' | 'digest'; due: number } | null {
  if (settings.status !== 'active') return null;
  const channel = settings.channels[kind];
  if (channel === 'now') return { channel, due: now + holdMs };
  if (channel === 'digest' && settings.digest.frequency !== 'off')
    return { channel, due: nextDigestAt(now, settings.digest.frequency, settings.digest.hour, settings.digest.time_zone) };
  return null;
}

/** Mail lines written together in one statement (10 columns each: far below either database's limit). */
const MAX_LINES_PER_INSERT = 500;

/**
 * The mail channel of the one notification path: called by `notify` (in its transaction when there is
 * one) with the notifications it made, it queues each for mail as its member's preferences say — at once
 * after a hold, in the next digest, or not at all. One statement reads the members' settings and one
 * writes the lines, however many notifications (a version reaching a thousand holders).
 */
export async function scheduleMails(
  db: Db,
  notifications: readonly { notificationId: string; membershipId: string; type: string }[],
  now = Date.now(),
): Promise<void> {
  const mailed = notifications.flatMap((n) => {
    const kind = mailKindOf(n.type);
    return kind ? [{ ...n, kind }] : [];
  });
  if (mailed.length === 0) return;
  const settings = await mailSettingsOf(db, [...new Set(mailed.map((n) => n.membershipId))]);
  const lines = mailed.flatMap((n) => {
    const member = settings.get(n.membershipId);
    const when = member ? dueFor(member, n.kind, now) : null;
    if (!when) return [];
    return [
      {
        notification_id: n.notificationId,
        membership_id: n.membershipId,
        kind: n.kind,
        channel: when.channel,
        due_at: iso(when.due),
        claimed_by: null,
        claimed_until: null,
        done_at: null,
        outcome: null,
        created_at: iso(now),
      },
    ];
  });
  for (let i = 0; i < lines.length; i += MAX_LINES_PER_INSERT)
    await db
      .insertInto('notification_mail')
      .values(lines.slice(i, i + MAX_LINES_PER_INSERT))
      .execute();
}

/**
 * The notification reached an open tab of the member (on this replica): its action mail waits the read
 * window, counted from when it was made, so reading it in the app within minutes keeps it out of mail.
 */
export async function seenLive(db: Db, notificationId: string, createdAt: string): Promise<void> {
  await db
    .updateTable('notification_mail')
    .set({ due_at: iso(Date.parse(createdAt) + READ_WINDOW_MS) })
    .where('notification_id', '=', notificationId)
    .where('channel', '=', 'now')
    .where('done_at', 'is', null)
    .where('claimed_by', 'is', null)
    .execute();
}

/** After the member changed their preferences: waiting lines follow the new choices (or are not mailed). */
export async function rescheduleMember(db: Db, membershipId: string, now = Date.now()): Promise<void> {
  const settings = await mailSettings(db, membershipId);
  if (!settings) return;
  const waiting = await db
    .selectFrom('notification_mail')
    .select(['notification_id', 'kind', 'channel', 'due_at'])
    .where('membership_id', '=', membershipId)
    .where('done_at', 'is', null)
    .where('claimed_by', 'is', null)
    .execute();
  for (const line of waiting) {
    const when = dueFor(settings, line.kind as MailKind, now);
    const unclaimed = db
      .updateTable('notification_mail')
      .where('notification_id', '=', line.notification_id)
      .where('done_at', 'is', null)
      .where('claimed_by', 'is', null);
    if (!when) await unclaimed.set({ done_at: iso(now), outcome: 'off' }).execute();
    else if (when.channel !== line.channel || (when.channel === 'digest' && iso(when.due) !== line.due_at))
      await unclaimed.set({ channel: when.channel, due_at: iso(when.due) }).execute();
  }
}
