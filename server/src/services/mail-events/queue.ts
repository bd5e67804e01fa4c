import { sql } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import { isSqlite } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import {
  DEFAULT_DIGEST_FREQUENCY,
  MAIL_KINDS,
  MAIL_ROLES,
  isEssential,
  roleDefault,
  type MailKind,
} from '../../contract/mail-preferences.js';
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
    case 'material_expiring':
    case 'content_expired':
      return 'content_expiry';
    case 'content_withdrawn':
    case 'content_restored':
      return 'content_recall';
    default:
      return type.startsWith('member_') || type === 'invitation_accepted' ? 'member_changed' : null;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** When a waiting line of this kind goes out for this member, or null when it is not to be mailed. */
function dueFor(
  settings: MailSettings,
  kind: MailKind,
  now: number,
  digestAt: typeof nextDigestAt = nextDigestAt,
): { channel: 'now' | 'digest'; due: number } | null {
  if (settings.status !== 'active') return null;
  const channel = settings.channels[kind];
  if (channel === 'now') return { channel, due: now + holdMs };
  if (channel === 'digest' && settings.digest.frequency !== 'off')
    return { channel, due: digestAt(now, settings.digest.frequency, settings.digest.hour, settings.digest.time_zone) };
  return null;
}

/** `nextDigestAt` computed once per digest setting: a thousand members mostly share a handful of them. */
function sharedDigestTimes(): typeof nextDigestAt {
  const known = new Map<string, number>();
  return (now, frequency, hour, timeZone) => {
    const key = `${now}|${frequency}|${hour}|${timeZone}`;
    let due = known.get(key);
    if (due === undefined) {
      due = nextDigestAt(now, frequency, hour, timeZone);
      known.set(key, due);
    }
    return due;
  };
}

/** A member's own or company choice for `kind`, when it is one of the channels (SQL, per dialect). */
function chosenChannel(sqlite: boolean, column: 'p.channels' | 'd.channels', kind: MailKind) {
  // Kinds are fixed identifiers of the contract (letters and underscores): safe as literals.
  const value = sqlite
    ? sql`json_extract(${sql.ref(column)}, ${sql.lit(`$.${kind}`)})`
    : sql`(${sql.ref(column)}::json ->> ${sql.lit(kind)})`;
  return sql`case when ${value} in ('app', 'now', 'digest') then ${value} end`;
}

/**
 * The queue's one statement per notification: reads the member's settings and writes the line, or
 * nothing, in one INSERT … SELECT. The channel resolves as `mailSettingsOf` does (essential, the member's,
 * the company's, the role's); digest lines wait only while the member's digest is off. A digest line is
 * due at once: the sender sets it to the member's next digest time (their time zone is not SQL's).
 */
const queueLine = queryShapes<
  Database,
  MailKind,
  { notificationId: string; membershipId: string; dueNow: string; now: string },
  never
>((db, kind, p) => {
  const sqlite = isSqlite(db);
  const roleDefaults = MAIL_ROLES.map((role) => sql`when ${sql.lit(role)} then ${sql.lit(roleDefault(role, kind))}`);
  const channel = isEssential(kind)
    ? sql`'now'`
    : sql`coalesce(${chosenChannel(sqlite, 'p.channels', kind)}, ${chosenChannel(sqlite, 'd.channels', kind)}, case m.role ${sql.join(roleDefaults, sql` `)} end)`;
  return sql`insert into notification_mail (notification_id, membership_id, kind, channel, due_at, created_at)
    select ${p.notificationId}, r.id, ${sql.lit(kind)}, r.channel,
      case when r.channel = 'now' then ${p.dueNow} else ${p.now} end, ${p.now}
    from (
      select m.id, ${channel} as channel,
        coalesce(p.digest_frequency, d.digest_frequency, ${sql.lit(DEFAULT_DIGEST_FREQUENCY)}) as frequency
      from user_company m
      left join mail_preference p on p.membership_id = m.id
      left join company_mail_default d on d.company_id = m.company_id
      where m.id = ${p.membershipId} and m.status = 'active'
    ) r
    where r.channel = 'now' or (r.channel = 'digest' and r.frequency <> 'off')`;
}, MAIL_KINDS.length);

/** Mail lines written together in one statement (10 columns each: far below either database's limit). */
const MAX_LINES_PER_INSERT = 500;

/**
 * The mail channel of the one notification path: called by `notify` (in its transaction when there is
 * one) with the notifications it made, it queues each for mail as its member's preferences say — at once
 * after a hold, in the next digest, or not at all. One notification: one INSERT … SELECT that reads the
 * member's settings as it writes. Many (a version reaching a thousand holders): one statement reads the
 * members' settings and one writes the lines.
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
  if (mailed.length === 1) {
    const [n] = mailed as [(typeof mailed)[number]];
    await queueLine(db, n.kind, {
      notificationId: n.notificationId,
      membershipId: n.membershipId,
      dueNow: iso(now + holdMs),
      now: iso(now),
    });
    return;
  }
  const settings = await mailSettingsOf(db, [...new Set(mailed.map((n) => n.membershipId))]);
  const digestAt = sharedDigestTimes();
  const lines = mailed.flatMap((n) => {
    const member = settings.get(n.membershipId);
    const when = member ? dueFor(member, n.kind, now, digestAt) : null;
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
