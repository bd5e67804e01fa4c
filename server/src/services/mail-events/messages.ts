import { ESSENTIAL_KINDS, isEssential, type MailKind } from '../../contract/mail-preferences.js';
import type { Db } from '../../db/connect.js';
import { renderHtml, renderText } from '../../mail/templates/render.js';
import type { Brand, MailContent, MailLine } from '../../mail/templates/content.js';
import type { MailMessage } from '../../mail/transport.js';
import { logos } from '../images/logos.js';
import { meetingIcs } from './ics.js';
import type { MailSettings } from './settings.js';
import type { UnsubscribeLinks, UnsubscribeTarget } from './unsubscribe.js';

export interface MailContext {
  db: Db;
  publicUrl: string;
  links: UnsubscribeLinks;
  /** The domain of MAIL_FROM: meeting UIDs are made unique with it. */
  domain: string;
}

/** A notification as the mail needs it. */
export interface Told {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
}

const absolute = (ctx: Pick<MailContext, 'publicUrl'>, link: string | null) =>
  link ? `${ctx.publicUrl}${link}` : `${ctx.publicUrl}/`;

/** Company name and logo, read once per company per pass. */
export async function brandsOf(ctx: MailContext, companyIds: readonly string[]): Promise<Map<string, Brand>> {
  if (companyIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('company')
    .select(['id', 'name', 'logo'])
    .where('id', 'in', [...new Set(companyIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, logoUrl: logos.url(ctx.publicUrl, r.logo) }]));
}

/** The unsubscribe parts of non-essential mail: the page in the body, the one-click URL in the headers (RFC 8058). */
function unsubscribeParts(ctx: Pick<MailContext, 'publicUrl' | 'links'>, membershipId: string, target: UnsubscribeTarget) {
  const token = ctx.links.token(membershipId, target);
  const query = new URLSearchParams({ token }).toString();
  return {
    unsubscribeUrl: `${ctx.publicUrl}/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${ctx.publicUrl}/api/frontend/mail/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const BUTTONS: Record<MailKind, string> = {
  form_sent: 'Open the form',
  form_reminder: 'Open the form',
  form_signed: 'Review the signed form',
  meeting_invited: 'Join the meeting',
  meeting_knock: 'Open the meeting',
  content_received: 'Open',
  content_updated: 'Open',
  content_expiry: 'Open the material',
  content_recall: 'Open the material',
  member_changed: 'Open',
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** What an action mail needs beyond its notification: the form's due date, the meeting's `.ics`. */
export interface ActionExtras {
  formDueAt?: string | null;
  ics?: { method: 'REQUEST' | 'CANCEL'; text: string } | null;
}

/** Reads the extras of one action notification. */
async function actionExtras(ctx: MailContext, kind: MailKind, told: Told, person: MailSettings): Promise<ActionExtras> {
  if (kind === 'form_sent' || kind === 'form_reminder') {
    const formId = told.link?.split('/').pop();
    const form = formId
      ? await ctx.db.selectFrom('intake_form').select('due_at').where('id', '=', formId).executeTakeFirst()
      : undefined;
    return { formDueAt: form?.due_at ?? null };
  }
  if (kind === 'meeting_invited' && told.link?.startsWith('/meeting/'))
    return { ics: await meetingInvitation(ctx, told, person) };
  return {};
}

/** The message for one action notification (at once), with its `.ics` for meetings. */
export async function actionMail(
  ctx: MailContext,
  kind: MailKind,
  told: Told,
  person: MailSettings,
  brand: Brand,
): Promise<MailMessage> {
  return composeAction(ctx, kind, told, person, brand, await actionExtras(ctx, kind, told, person));
}

type Person = Pick<MailSettings, 'membershipId' | 'companyId' | 'email' | 'digest'>;

/** An action mail from its notification and extras (no database: the preview uses it with sample data). */
export function composeAction(
  ctx: Pick<MailContext, 'publicUrl' | 'links'>,
  kind: MailKind,
  told: Told,
  person: Person,
  brand: Brand,
  extras: ActionExtras,
): MailMessage {
  const url = absolute(ctx, told.link);
  const paragraphs = [told.body].filter(Boolean);
  let attachments: MailMessage['attachments'] = null;
  if (kind === 'form_sent' || kind === 'form_reminder') {
    paragraphs.length = 0;
    paragraphs.push(
      extras.formDueAt
        ? `It is due on ${longDate(extras.formDueAt)} (UTC).`
        : 'It has no due date: fill it in and sign it when you are ready.',
      'Sign in to fill it in and sign it. Your answers are kept as you go.',
    );
  }
  if (extras.ics) {
    attachments = [
      {
        filename: 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${extras.ics.method}`,
        content: extras.ics.text,
      },
    ];
    paragraphs.push(
      extras.ics.method === 'CANCEL'
        ? 'The meeting was cancelled: the attached file removes it from your calendar.'
        : told.type === 'meeting.updated'
          ? 'The meeting moved: the attached invitation updates your calendar. The button opens the meeting in Cascade.'
          : 'The invitation is attached: add it to your calendar. The button opens the meeting in Cascade.',
    );
  }
  const essential = ESSENTIAL_KINDS[kind];
  const unsubscribe = isEssential(kind) ? null : unsubscribeParts(ctx, person.membershipId, kind);
  const content: MailContent = {
    subject: told.title,
    preheader: paragraphs[0] ?? told.title,
    heading: told.title,
    paragraphs,
    button: { label: BUTTONS[kind], url },
    reason: `You get this email because you are a member of ${brand.name} on Cascade (${person.email}).`,
    ...(essential ? { essential: `Why you cannot turn this off: ${essential}` } : {}),
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe.unsubscribeUrl } : {}),
    settingsUrl: `${ctx.publicUrl}/settings/profile#mail`,
  };
  return {
    to: person.email,
    companyId: person.companyId,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    headers: unsubscribe?.headers ?? null,
    attachments,
    fromName: brand.name,
  };
}

/** How long a meeting is put in the calendar: rooms have no end; an hour is what most meetings take. */
const MEETING_MINUTES = 60;

/**
 * The room's invitation as it stands when the mail is made: its start, and its SEQUENCE (one more for
 * each move or cancellation), under the room's one UID, so a calendar replaces what it holds. A
 * cancellation mail cancels; an invitation or a move mailed after the room was cancelled cancels too.
 */
async function meetingInvitation(ctx: MailContext, told: Told, person: MailSettings) {
  const roomId = told.link!.slice('/meeting/'.length);
  const room = await ctx.db
    .selectFrom('meeting_room as r')
    .innerJoin('user_company as m', 'm.id', 'r.host_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'r.id',
      'r.title',
      'r.created_at',
      'r.starts_at',
      'r.cancelled_at',
      'r.sequence',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('r.id', '=', roomId)
    .executeTakeFirst();
  if (!room) return null;
  const method = told.type === 'meeting.cancelled' || room.cancelled_at !== null ? ('CANCEL' as const) : ('REQUEST' as const);
  return {
    method,
    text: meetingIcs({
      method,
      uid: `meeting-${room.id}@${ctx.domain}`,
      sequence: Number(room.sequence),
      title: room.title,
      start: Date.parse(room.starts_at ?? room.created_at),
      durationMinutes: MEETING_MINUTES,
      url: absolute(ctx, told.link),
      organizer: { name: `${room.first_name} ${room.last_name}`.trim(), email: room.email },
      attendee: { name: person.fullName, email: person.email },
      now: Date.parse(told.created_at),
    }),
  };
}

/** Most lines a digest lists; the rest are counted, with a link to the notifications page. */
const DIGEST_MAX_LINES = 50;

/** One digest: the unread notifications of a member, newest first, each with its link. */
export function digestMail(
  ctx: Pick<MailContext, 'publicUrl' | 'links'>,
  person: Person,
  brand: Brand,
  told: Told[],
): MailMessage {
  const shown = told.slice(0, DIGEST_MAX_LINES);
  const lines: MailLine[] = shown.map((t) => ({ title: t.title, detail: t.body, url: absolute(ctx, t.link) }));
  const more = told.length - shown.length;
  const unsubscribe = unsubscribeParts(ctx, person.membershipId, 'digest');
  const every = person.digest.frequency === 'hourly' ? 'hour' : 'day';
  const content: MailContent = {
    subject: `${told.length} unread ${told.length === 1 ? 'update' : 'updates'} in ${brand.name}`,
    preheader: shown[0]?.title ?? '',
    heading: 'What you have not seen yet',
    paragraphs: [
      `Since your last digest: ${told.length} ${told.length === 1 ? 'thing was' : 'things were'} shared or changed for you.`,
      ...(more > 0 ? [`${more} more are waiting in your notifications.`] : []),
    ],
    lines,
    button: { label: 'Open your notifications', url: `${ctx.publicUrl}/notifications` },
    reason: `You get this digest at most once ${every === 'hour' ? 'an hour' : 'a day'}, for ${person.email} in ${brand.name}; it leaves out what you already read in the app.`,
    unsubscribeUrl: unsubscribe.unsubscribeUrl,
    settingsUrl: `${ctx.publicUrl}/settings/profile#mail`,
  };
  return {
    to: person.email,
    companyId: person.companyId,
    subject: content.subject,
    text: renderText(content, brand),
    html: renderHtml(content, brand),
    headers: unsubscribe.headers,
    attachments: null,
    fromName: brand.name,
  };
}
