import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { notify } from '../../src/services/notifications/notifications.js';
import { MailEventSender } from '../../src/services/mail-events/sender.js';
import { nextDigestAt } from '../../src/services/mail-events/schedule.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sendForm, signedForm } from '../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { API, afterHold, afterReadWindow, richMailsTo } from './events-helpers.js';

describe('mail of notifications: preferences, action mail, unsubscribe and the digest', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const prefs = async (who: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/user/mail-preferences`, headers: h[who]! });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as {
      kinds: { kind: string; channel: string; essential: boolean; essential_reason: string | null; default_channel: string }[];
      digest: { frequency: string; hour: number; time_zone: string };
    };
  };
  const setPrefs = (who: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${API}/user/mail-preferences`, headers: h[who]!, payload });
  const channelOf = async (who: string, kind: string) => (await prefs(who)).kinds.find((k) => k.kind === kind)!.channel;
  const sender = () => t.app.mailEvents.sender;

  before(async () => {
    t = await createTestApp({ MAIL_EVENTS_INTERVAL_MS: '0', MAIL_HOLD_MS: '15000' });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());
  beforeEach(async () => {
    // Each case starts with what earlier ones left mailed out of the way.
    await sender().sendDue(afterReadWindow());
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('mail_preference').execute();
    await t.app.db.deleteFrom('company_mail_default').execute();
    await t.app.db.deleteFrom('notification_mail').execute();
  });

  it('gives each role its defaults, keeps essential mail on with the reason, and lets admins set company defaults', async () => {
    const client = await prefs('C1');
    assert.equal(client.digest.frequency, 'daily');
    const byKind = Object.fromEntries(client.kinds.map((k) => [k.kind, k]));
    assert.equal(byKind.form_sent!.channel, 'now');
    assert.equal(byKind.form_sent!.essential, true);
    assert.match(byKind.form_sent!.essential_reason!, /always mailed/);
    assert.equal(byKind.meeting_invited!.channel, 'now', 'clients: action mail on');
    assert.equal(byKind.content_received!.channel, 'digest', 'clients: the rest in the daily digest');

    const refused = await setPrefs('C1', { channels: { form_sent: 'app' } });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().detail, /always mailed/);
    const badZone = await setPrefs('C1', { digest: { time_zone: 'Mars/Olympus' } });
    assert.equal(badZone.statusCode, 400);
    assert.match(badZone.json().detail, /not a time zone/);
    assert.equal((await prefs('C1')).digest.time_zone, 'UTC', 'nothing stored by a refused change');

    const saved = await setPrefs('C1', {
      channels: { content_received: 'now' },
      digest: { frequency: 'hourly', time_zone: 'Europe/Paris' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await channelOf('C1', 'content_received'), 'now');
    assert.deepEqual((await prefs('C1')).digest, { frequency: 'hourly', hour: 8, time_zone: 'Europe/Paris' });

    const agentTries = await t.app.inject({ method: 'PUT', url: `${API}/company/mail-defaults`, headers: h.G1!, payload: {} });
    assert.equal(agentTries.statusCode, 403);
    const admin = await t.app.inject({
      method: 'PUT',
      url: `${API}/company/mail-defaults`,
      headers: h.A1!,
      payload: { channels: { content_updated: 'app' }, digest: { hour: 18 } },
    });
    assert.equal(admin.statusCode, 200, admin.body);
    assert.equal(await channelOf('C2', 'content_updated'), 'app', 'the company default applies');
    assert.equal((await prefs('C2')).digest.hour, 18);
    assert.equal(await channelOf('BC', 'content_updated'), 'digest', 'another company keeps the role default');
  });

  it('mails a form sent to a client at once with its due date and button; the text part beside the HTML', async () => {
    const sent = await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Annual review', due_at: '2030-05-17T12:00:00.000Z' });
    assert.equal(sent.statusCode, 201, sent.body);
    const formId = sent.json().id as string;
    assert.equal((await sender().sendDue(Date.now())).mailed, 0, 'nothing goes during the hold');
    assert.equal((await sender().sendDue(afterHold())).mailed, 1);
    const [mail] = await richMailsTo(t.app, m.C1!.email);
    assert.ok(mail);
    assert.match(mail.subject, /New form to fill in: Annual review/);
    assert.equal(mail.from_name, 'Alpha Marketing');
    const link = `${t.config.publicUrl}/materials/form-review/${formId}`;
    assert.ok(mail.text.includes(`Open the form: ${link}`), mail.text);
    assert.match(mail.text, /Friday, May 17, 2030/);
    assert.ok(mail.html!.includes(`href="${link}"`));
    assert.match(mail.html!, /prefers-color-scheme: dark/);
    assert.match(mail.text, /Why you cannot turn this off/);
    assert.equal(mail.headers, null, 'essential mail has no unsubscribe');
    assert.equal((await sender().sendDue(afterReadWindow())).mailed, 0, 'never mailed twice');
  });

  it('leaves out action mail read in the app within the read window, and mails the signed form to its sender', async () => {
    await sendForm(t.app, h.G1!, m.C2!.id, { title: 'Read in the app' });
    const list = await t.app.inject({ method: 'GET', url: `${API}/notification/`, headers: h.C2! });
    const item = (list.json().items as { id: string; title: string }[]).find((n) => n.title.includes('Read in the app'))!;
    await t.app.inject({ method: 'PUT', url: `${API}/notification/${item.id}`, headers: h.C2!, payload: { read: true } });
    const result = await sender().sendDue(afterHold());
    assert.equal(result.mailed, 0);
    assert.equal(result.read, 1);
    assert.deepEqual(await richMailsTo(t.app, m.C2!.email), []);

    await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    await sender().sendDue(afterHold());
    const toSender = (await richMailsTo(t.app, m.G1!.email)).find((mail) => /signed/.test(mail.subject));
    assert.ok(toSender, 'the sender is told by mail');
    assert.equal(toSender.headers!['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.match(toSender.headers!['List-Unsubscribe']!, /^<http.+\/api\/frontend\/mail\/unsubscribe\?token=[\w.-]+>$/);
    assert.match(toSender.text, /Stop these emails: http.+\/unsubscribe\?token=/);
  });

  it('attaches a meeting invitation as an .ics a calendar library reads: METHOD:REQUEST, stable UID, start and join link', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/meeting/room/generate`,
      headers: h.G1!,
      payload: { title: 'Policy review, part 2', invitees: [m.C1!.id] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const room = created.json() as { id: string; createdAt?: string; created_at?: string };
    await sender().sendDue(afterHold());
    const mail = (await richMailsTo(t.app, m.C1!.email)).find((x) => /meeting/.test(x.subject));
    assert.ok(mail);
    const ics = mail.attachments?.find((a) => a.filename === 'invite.ics');
    assert.ok(ics);
    assert.match(ics.contentType, /^text\/calendar; charset=utf-8; method=REQUEST$/);
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    assert.equal(calendar.getFirstPropertyValue('method'), 'REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    assert.equal(event.uid, `meeting-${room.id}@cascade.local`);
    assert.equal(event.summary, 'Policy review, part 2');
    const stored = await t.app.db
      .selectFrom('meeting_room')
      .select('created_at')
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    assert.equal(event.startDate.toJSDate().getTime(), Math.floor(Date.parse(stored.created_at) / 1000) * 1000);
    const url = calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url');
    assert.equal(url, `${t.config.publicUrl}/meeting/${room.id}`);

    // In the app only: the next invitation is not mailed.
    assert.equal((await setPrefs('C1', { channels: { meeting_invited: 'app' } })).statusCode, 200);
    await t.app.inject({
      method: 'POST',
      url: `${API}/meeting/room/generate`,
      headers: h.G1!,
      payload: { title: 'Quiet', invitees: [m.C1!.id] },
    });
    assert.equal((await sender().sendDue(afterHold())).mailed, 0);
  });

  it('unsubscribes with one click without a session, once, and refuses a changed signature', async () => {
    await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    await sender().sendDue(afterHold());
    const mail = (await richMailsTo(t.app, m.G1!.email)).find((x) => /signed/.test(x.subject))!;
    const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    const token = url.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await t.app.inject({
      method: 'POST',
      url: `${API}/mail/unsubscribe?token=${encodeURIComponent(tampered)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().detail, /not valid/);
    // Pointing the payload at another member with the same signature is refused too.
    const [, mac] = token.split('.');
    const other = `${Buffer.from(`${m.G2!.id}:form_signed`).toString('base64url')}.${mac}`;
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `${API}/mail/unsubscribe?token=${other}`, payload: {} })).statusCode,
      400,
    );
    assert.equal(await channelOf('G1', 'form_signed'), 'now', 'nothing changed');

    const peek = await t.app.inject({ method: 'GET', url: `${API}/mail/unsubscribe?token=${token}` });
    assert.deepEqual(peek.json(), { what: 'Mail when: your client signed a form you sent', done: false });
    assert.equal(await channelOf('G1', 'form_signed'), 'now', 'GET changes nothing (link scanners)');
    const once = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(once.statusCode, 200, once.body);
    assert.equal(await channelOf('G1', 'form_signed'), 'app');
    assert.equal((await t.app.inject({ method: 'GET', url: `${API}/mail/unsubscribe?token=${token}` })).json().done, true);
    const before = (await richMailsTo(t.app, m.G1!.email)).length;
    await signedForm(t.app, h.G1!, h.C2!, m.C2!.id);
    await sender().sendDue(afterHold());
    assert.equal((await richMailsTo(t.app, m.G1!.email)).length, before, 'no more of that mail');
  });

  it('gathers unread shares into one digest at the member’s hour, leaves out what was read, never mails twice', async () => {
    const tell = (who: TestMember, title: string) =>
      notify(t.app.db, {
        membershipId: who.id,
        type: 'content_received',
        title,
        body: 'From Gina Agent',
        link: '/materials?tab=shared',
      });
    await setPrefs('C1', { digest: { frequency: 'daily', hour: 9, time_zone: 'America/New_York' } });
    await tell(m.C1!, 'Brochure A');
    const readOne = await tell(m.C1!, 'Brochure B');
    await tell(m.C1!, 'Brochure C');
    await t.app.inject({ method: 'PUT', url: `${API}/notification/${readOne}`, headers: h.C1!, payload: { read: true } });
    // Queued due at once (one statement in notify); the sender's first look sets the member's digest time.
    assert.equal((await sender().sendDigests(Date.now())).mailed, 0, 'not before the hour');
    const line = await t.app.db
      .selectFrom('notification_mail')
      .select('due_at')
      .where('notification_id', '=', readOne)
      .executeTakeFirstOrThrow();
    const due = Date.parse(line.due_at);
    const localHour = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(due);
    assert.equal(Number(localHour), 9);
    assert.equal((await sender().sendDigests(due - 1000)).mailed, 0, 'not before the hour');
    const [a, b] = [new MailEventSender(sender().ctx, t.app.mailer), new MailEventSender(sender().ctx, t.app.mailer)];
    const [ra, rb] = await Promise.all([a.sendDigests(due), b.sendDigests(due)]);
    assert.equal(ra.mailed + rb.mailed, 1, 'two processes mail the digest once');
    const digests = await richMailsTo(t.app, m.C1!.email);
    assert.equal(digests.length, 1);
    assert.match(digests[0]!.subject, /2 unread updates in Alpha Marketing/);
    assert.match(digests[0]!.text, /Brochure A/);
    assert.match(digests[0]!.text, /Brochure C/);
    assert.doesNotMatch(digests[0]!.text, /Brochure B/, 'read in the app: left out');
    assert.equal(digests[0]!.headers!['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.equal((await sender().sendDigests(due + 48 * 3600_000)).mailed, 0, 'nothing mailed twice');

    // Digest off: the next share is not mailed at all.
    assert.equal((await setPrefs('C1', { digest: { frequency: 'off' } })).statusCode, 200);
    await tell(m.C1!, 'Brochure D');
    assert.equal((await sender().sendDigests(due + 72 * 3600_000)).mailed, 0);
    assert.equal((await richMailsTo(t.app, m.C1!.email)).length, 1);
  });

  it('previews every kind of mail with sample data at /dev/mail: HTML for narrow and dark screens, text, headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/dev/mail` });
    assert.equal(response.statusCode, 200, response.body);
    const samples = response.json() as { name: string; html: string; text: string; headers: Record<string, string> }[];
    assert.deepEqual(samples.map((s) => s.name).sort(), [
      'content_expiry',
      'content_recall',
      'content_received',
      'content_updated',
      'digest',
      'form_reminder',
      'form_sent',
      'form_signed',
      'meeting_cancelled',
      'meeting_invited',
      'meeting_knock',
      'member_changed',
    ]);
    for (const sample of samples) {
      assert.match(sample.html, /<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
      assert.match(sample.html, /max-width:560px;width:100%/);
      assert.match(sample.html, /prefers-color-scheme: dark/);
      assert.match(sample.html, /Alpha Marketing/);
      assert.ok(sample.text.length > 0);
      assert.equal(Boolean(sample.headers['List-Unsubscribe']), sample.name !== 'form_sent', sample.name);
    }
  });

  it('schedules digests at the local hour across time zones and daylight saving', () => {
    const at = (iso: string) => Date.parse(iso);
    // 2026-03-08 is the day New York moves to daylight saving time (UTC-5 → UTC-4).
    assert.equal(
      new Date(nextDigestAt(at('2026-03-07T15:00:00Z'), 'daily', 8, 'America/New_York')).toISOString(),
      '2026-03-08T12:00:00.000Z',
    );
    assert.equal(
      new Date(nextDigestAt(at('2026-03-06T15:00:00Z'), 'daily', 8, 'America/New_York')).toISOString(),
      '2026-03-07T13:00:00.000Z',
    );
    assert.equal(
      new Date(nextDigestAt(at('2026-01-01T10:20:00Z'), 'hourly', 0, 'Asia/Kolkata')).toISOString(),
      '2026-01-01T10:30:00.000Z',
    );
    assert.equal(new Date(nextDigestAt(at('2026-01-01T10:20:00Z'), 'daily', 8, 'UTC')).toISOString(), '2026-01-02T08:00:00.000Z');
  });
});
