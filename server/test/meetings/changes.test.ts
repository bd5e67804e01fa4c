import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { baseUrlOf, openSocket } from '../helpers/realtime.js';
import { afterHold, afterReadWindow, richMailsTo } from '../mail/events-helpers.js';

const API = '/api/frontend';
const HOUR = 3600_000;

/** The one `.ics` of a mail, parsed by ical.js: the calendar's method and its event. */
function calendarOf(mail: { attachments: { filename: string; contentType: string; content: string }[] | null }) {
  const ics = mail.attachments?.find((a) => a.filename === 'invite.ics');
  assert.ok(ics, 'an .ics attachment');
  const calendar = new ICAL.Component(ICAL.parse(ics.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return {
    contentType: ics.contentType,
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
    status: vevent.getFirstPropertyValue('status'),
    url: vevent.getFirstPropertyValue('url'),
  };
}

/**
 * The host moves or cancels a scheduled meeting: invitees are told live and mailed an `.ics` with the
 * same UID, one more SEQUENCE, METHOD:REQUEST with the new start for a move and METHOD:CANCEL for a
 * cancellation; no one else may, and a cancelled room cannot be joined or changed. Runs on SQLite, and
 * on PostgreSQL with TEST_DATABASE_URL.
 */
describe('moving and cancelling a meeting', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, { authorization: string }> = {};
  const call = (who: string, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: h[who]!, ...(payload ? { payload } : {}) });
  const sender = () => t.app.mailEvents.sender;
  const meetingMails = async (who: string) => (await richMailsTo(t.app, m[who]!.email)).filter((x) => x.attachments);

  before(async () => {
    t = await createTestApp({ MAIL_EVENTS_INTERVAL_MS: '0', MAIL_HOLD_MS: '15000' });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['G1', 'C1', 'C2', 'M1', 'BA']) h[key] = await tokenFor(t.app, m[key]!);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => t.close());
  beforeEach(async () => {
    await sender().sendDue(afterHold() + 10 * 60_000);
    await t.app.db.deleteFrom('outbox').execute();
  });

  const schedule = async (startsAt: string) => {
    const created = await call('G1', 'POST', '/meeting/room/generate', {
      title: 'Annual review, part 1',
      invitees: [m.C1!.id, m.C2!.id],
      startsAt,
    });
    assert.equal(created.statusCode, 201, created.body);
    return created.json() as { id: string; startsAt: string; cancelledAt: string | null };
  };

  it('moves the meeting: invitees told live and mailed the same UID with the next SEQUENCE and the new start', async () => {
    const first = new Date(Math.ceil((Date.now() + 48 * HOUR) / 60_000) * 60_000).toISOString();
    const room = await schedule(first);
    assert.equal(room.startsAt, first);
    await sender().sendDue(afterHold());
    const invitation = calendarOf((await meetingMails('C1'))[0]!);
    assert.equal(invitation.method, 'REQUEST');
    assert.equal(invitation.event.sequence, 0);
    assert.equal(invitation.event.startDate.toJSDate().toISOString(), first);

    const token = (await tokenFor(t.app, m.C1!)).authorization.slice('Bearer '.length);
    const live = await openSocket(baseUrlOf(t.app), token);
    const moved = new Date(Date.parse(first) + 26 * HOUR).toISOString();
    const response = await call('G1', 'PATCH', `/meeting/room/${room.id}`, { startsAt: moved });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().startsAt, moved);
    const told = await live.next('notification', 5000);
    assert.equal(told.payload.type, 'meeting.updated');
    assert.equal(told.payload.title, 'G1 Agent moved “Annual review, part 1”');
    assert.match(String(told.payload.body), /UTC/);
    assert.equal(told.payload.link, `/meeting/${room.id}`);
    live.ws.close();
    await live.closed;

    // C1 had the app open: their mail waits the read window (C2's goes after the hold).
    assert.equal((await sender().sendDue(afterHold())).mailed, 1, 'the invitee not in the app');
    assert.equal((await sender().sendDue(afterReadWindow())).mailed, 1, 'then the one who did not read it');
    const update = (await meetingMails('C1')).at(-1)!;
    const cal = calendarOf(update);
    assert.match(cal.contentType, /method=REQUEST$/);
    assert.equal(cal.method, 'REQUEST');
    assert.equal(cal.event.uid, invitation.event.uid, 'the same UID: the calendar replaces the event');
    assert.equal(cal.event.sequence, 1);
    assert.equal(cal.event.startDate.toJSDate().toISOString(), moved);
    assert.equal(cal.url, `${t.config.publicUrl}/meeting/${room.id}`);
    assert.match(update.text, /The meeting moved/);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', room.id)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['meeting.created', 'meeting.rescheduled'],
    );
  });

  it('only the host moves or cancels; bad times are refused and nothing changes', async () => {
    const start = new Date(Date.now() + 3 * HOUR).toISOString();
    const room = await schedule(start);
    const later = new Date(Date.now() + 5 * HOUR).toISOString();
    const byInvitee = await call('C1', 'PATCH', `/meeting/room/${room.id}`, { startsAt: later });
    assert.equal(byInvitee.statusCode, 403);
    assert.equal(byInvitee.json().detail, 'Only the host can move or cancel this meeting.');
    assert.equal((await call('M1', 'POST', `/meeting/room/${room.id}/cancel`)).statusCode, 403, 'the host’s upline: lobby only');
    assert.equal((await call('BA', 'POST', `/meeting/room/${room.id}/cancel`)).statusCode, 404, 'another company');
    const past = await call('G1', 'PATCH', `/meeting/room/${room.id}`, {
      startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    assert.equal(past.statusCode, 400);
    assert.match(past.json().detail, /has passed/);
    const far = await call('G1', 'PATCH', `/meeting/room/${room.id}`, {
      startsAt: new Date(Date.now() + 400 * 24 * HOUR).toISOString(),
    });
    assert.equal(far.statusCode, 400);
    assert.equal((await call('G1', 'PATCH', `/meeting/room/${room.id}`, { startsAt: start })).statusCode, 400, 'same time');
    const stored = (await call('C1', 'GET', `/meeting/room/${room.id}`)).json();
    assert.equal(stored.startsAt, start);
    assert.equal(stored.cancelledAt, null);
    const sequence = await t.app.db
      .selectFrom('meeting_room')
      .select('sequence')
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(sequence.sequence), 0);
    assert.equal((await sender().sendDue(afterReadWindow())).mailed, 2, 'only the two invitations');
  });

  it('cancels: METHOD:CANCEL with the same UID and the next SEQUENCE; the room cannot be joined, moved or cancelled again', async () => {
    const room = await schedule(new Date(Date.now() + 4 * HOUR).toISOString());
    await sender().sendDue(afterReadWindow());
    const uid = calendarOf((await meetingMails('C2'))[0]!).event.uid;
    const cancelled = await call('G1', 'POST', `/meeting/room/${room.id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.ok(cancelled.json().cancelledAt);
    const bell = (await call('C2', 'GET', '/notification/')).json().items[0];
    assert.equal(bell.type, 'meeting.cancelled');
    assert.equal((await sender().sendDue(afterReadWindow())).mailed, 2);
    const mail = (await meetingMails('C2')).at(-1)!;
    const cal = calendarOf(mail);
    assert.match(cal.contentType, /method=CANCEL$/);
    assert.equal(cal.method, 'CANCEL');
    assert.equal(cal.status, 'CANCELLED');
    assert.equal(cal.event.uid, uid);
    assert.equal(cal.event.sequence, 1);
    assert.match(mail.text, /was cancelled/);

    assert.equal((await call('G1', 'POST', `/meeting/room/${room.id}/cancel`)).statusCode, 409);
    const move = await call('G1', 'PATCH', `/meeting/room/${room.id}`, {
      startsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
    });
    assert.equal(move.statusCode, 409);
    assert.match(move.json().detail, /cancelled/);

    const token = (await tokenFor(t.app, m.C2!)).authorization.slice('Bearer '.length);
    const socket = await openSocket(baseUrlOf(t.app), token);
    socket.ws.send(
      JSON.stringify({
        type: 'meeting.join',
        payload: { room: room.id, participant: randomUUID(), audio: false, video: false },
        ref: 'j1',
      }),
    );
    const refused = await socket.next('error', 5000);
    assert.equal(refused.payload.detail, 'This meeting was cancelled: ask the host for a new one.');
    socket.ws.close();
    const listed = (await call('C2', 'GET', '/meeting/room/?scope=upcoming')).json().items as {
      id: string;
      cancelledAt: string;
    }[];
    assert.ok(listed.find((r) => r.id === room.id)?.cancelledAt, 'listed as cancelled');
  });
});
