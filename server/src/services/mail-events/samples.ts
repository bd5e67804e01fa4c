import { DIGEST_KINDS, MAIL_KINDS, type MailKind } from '../../contract/mail-preferences.js';
import type { Brand } from '../../mail/templates/content.js';
import type { MailMessage } from '../../mail/transport.js';
import { meetingIcs } from './ics.js';
import { composeAction, digestMail, type Told } from './messages.js';
import type { UnsubscribeLinks } from './unsubscribe.js';

export interface MailSample {
  name: string;
  message: MailMessage;
}

const SAMPLE_MEMBER = '00000000-0000-4000-8000-000000000001';
const ROOM = 'Qm9va2luZ1JldmlldzIwMjY';

/** Sample notifications of every kind: what the preview at /dev/mail renders (with no database). */
const TOLD: Record<MailKind, Omit<Told, 'id' | 'created_at'>> = {
  form_sent: {
    type: 'intake_form_sent',
    title: 'New form to fill in: Client intake — life and health insurance',
    body: '',
    link: '/materials/form-review/7d0c4e4b-0000-4000-8000-000000000001',
  },
  form_reminder: {
    type: 'intake_form_reminder',
    title: 'Reminder: “Client intake — life and health insurance” is due 2026-12-01',
    body: '',
    link: '/materials/form-review/7d0c4e4b-0000-4000-8000-000000000001',
  },
  form_signed: {
    type: 'intake_form_signed',
    title: 'Casey Client signed “Client intake — life and health insurance”',
    body: 'The sealed PDF is ready to review.',
    link: '/materials/form-review/7d0c4e4b-0000-4000-8000-000000000001',
  },
  meeting_invited: {
    type: 'meeting.invited',
    title: 'Gina Agent invited you to a meeting',
    body: 'Policy review with a very long title that wraps on a narrow phone screen',
    link: `/meeting/${ROOM}`,
  },
  meeting_knock: {
    type: 'meeting.knock',
    title: 'Casey Client is waiting in the lobby of “Policy review”',
    body: 'Open the meeting to let them in or turn them away.',
    link: `/meeting/${ROOM}`,
  },
  content_received: {
    type: 'content_received',
    title: 'Gina Agent shared 3 materials with you',
    body: 'Medicare basics 2027, Term life brochure, Annuity comparison',
    link: '/materials?tab=shared',
  },
  content_updated: {
    type: 'content_updated',
    title: '“Term life brochure” was updated',
    body: 'Gina Agent published version 3: “New rates for 2027.”',
    link: '/materials/review/5b1f7c2a-0000-4000-8000-000000000002',
  },
  content_expiry: {
    type: 'content_expired',
    title: '“Medicare basics 2026” expired',
    body: 'It could be used until 2026-11-27; clients can no longer open it.',
    link: '/materials/review/5b1f7c2a-0000-4000-8000-000000000004',
  },
  content_recall: {
    type: 'content_withdrawn',
    title: '“Annuity comparison” was withdrawn',
    body: 'Mark Marketer recalled it: “The rates changed; a new version follows.”',
    link: '/materials/review/5b1f7c2a-0000-4000-8000-000000000005',
  },
  member_changed: {
    type: 'member_reassigned',
    title: 'Casey Client now works with you',
    body: 'Casey Client was moved to you from Mark Marketer.',
    link: '/clients/5b1f7c2a-0000-4000-8000-000000000003',
  },
};

/** Every kind of mail (and the digest) rendered with sample data for the developer preview. */
export function mailSamples(publicUrl: string, links: UnsubscribeLinks, brand: Brand): MailSample[] {
  const ctx = { publicUrl, links };
  const now = Date.parse('2026-11-28T15:00:00Z');
  const person = {
    membershipId: SAMPLE_MEMBER,
    companyId: 'sample',
    email: 'casey.client@example.com',
    fullName: 'Casey Client',
    digest: { frequency: 'daily' as const, hour: 8, time_zone: 'America/Chicago' },
  };
  const told = (kind: MailKind): Told => ({ id: kind, created_at: new Date(now).toISOString(), ...TOLD[kind] });
  const ics = (method: 'REQUEST' | 'CANCEL') => ({
    method,
    text: meetingIcs({
      method,
      uid: `meeting-${ROOM}@cascade.local`,
      sequence: method === 'CANCEL' ? 1 : 0,
      title: 'Policy review',
      start: now,
      durationMinutes: 60,
      url: `${publicUrl}/meeting/${ROOM}`,
      organizer: { name: 'Gina Agent', email: 'agent@demo.cascade.test' },
      attendee: { name: person.fullName, email: person.email },
      now,
    }),
  });
  const samples: MailSample[] = MAIL_KINDS.map((kind) => ({
    name: kind,
    message: composeAction(ctx, kind, told(kind), person, brand, {
      formDueAt: kind.startsWith('form_') ? '2026-12-01T17:00:00.000Z' : null,
      ics: kind === 'meeting_invited' ? ics('REQUEST') : null,
    }),
  }));
  samples.push({
    name: 'meeting_cancelled',
    message: composeAction(
      ctx,
      'meeting_invited',
      { ...told('meeting_invited'), type: 'meeting.cancelled', title: 'Gina Agent cancelled “Policy review”' },
      person,
      brand,
      { ics: ics('CANCEL') },
    ),
  });
  samples.push({
    name: 'digest',
    message: digestMail(ctx, person, brand, DIGEST_KINDS.map(told)),
  });
  return samples;
}
