import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { signedForm } from '../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../helpers/members.js';
import { API, afterHold } from './events-helpers.js';

describe('rich mail on the wire (a real SMTP listener)', () => {
  const received: { to: string[]; data: string }[] = [];
  const logLines: string[] = [];
  let server: SMTPServer;
  let t: TestApp;
  let m: Record<string, TestMember>;

  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Cascade <mail@cascade.test>',
        MAIL_EVENTS_INTERVAL_MS: '0',
        LOG_LEVEL: 'trace',
      },
      undefined,
      { logger: true, logStream: { write: (line: string) => void logLines.push(line) } },
    );
    ({ m } = await seedHierarchy(t.app.db));
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends multipart/alternative with RFC 8058 headers, Message-ID, Date and the company as display name; no token is logged', async () => {
    const g1 = await tokenFor(t.app, m.G1!);
    const c1 = await tokenFor(t.app, m.C1!);
    await signedForm(t.app, g1, c1, m.C1!.id);
    const room = await t.app.inject({
      method: 'POST',
      url: `${API}/meeting/room/generate`,
      headers: g1,
      payload: { title: 'Wire check', invitees: [m.C1!.id] },
    });
    assert.equal(room.statusCode, 201, room.body);
    await t.app.mailEvents.sender.sendDue(afterHold());
    await t.app.mailer.flush();

    const signed = received.find((r) => r.to.includes(m.G1!.email) && /signed/.test(r.data));
    assert.ok(signed, `mail to the sender arrived (${received.length} received)`);
    // Header lines as a mail client reads them: folded lines joined (RFC 5322 §2.2.3).
    const head = signed.data.slice(0, signed.data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    assert.match(head, /^From: Alpha Marketing <mail@cascade\.test>$/m);
    assert.match(head, /^Message-ID: <[0-9a-f-]{36}@cascade\.test>$/m);
    assert.match(head, /^Date: \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}$/m);
    assert.match(head, /^List-Unsubscribe: <http[^>]+\/api\/frontend\/mail\/unsubscribe\?token=[\w.-]+>$/m);
    assert.match(head, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    assert.match(head, /^Content-Type: multipart\/alternative;/m);
    assert.match(signed.data, /Content-Type: text\/plain; charset=utf-8/);
    assert.match(signed.data, /Content-Type: text\/html; charset=utf-8/);

    const invitation = received.find((r) => r.to.includes(m.C1!.email) && /Wire check/.test(r.data));
    assert.ok(invitation);
    assert.match(invitation.data, /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    assert.match(invitation.data, /filename=invite\.ics/);

    const formMail = received.find((r) => r.to.includes(m.C1!.email) && /New form to fill in/.test(r.data));
    assert.ok(formMail);
    assert.doesNotMatch(formMail.data.slice(0, formMail.data.indexOf('\r\n\r\n')), /List-Unsubscribe/, 'essential mail: none');

    const token = /unsubscribe\?token=([\w.-]+)/.exec(signed.data)![1]!;
    assert.ok(logLines.length > 0, 'the server logged');
    for (const line of logLines) {
      assert.ok(!line.includes(token), `a log line carries the unsubscribe token: ${line}`);
      assert.doesNotMatch(line, /token=(?!\[redacted\])[\w.-]{8,}/, `a log line carries a token: ${line}`);
    }
    const stored = await t.app.db
      .selectFrom('outbox')
      .select(['text', 'html', 'headers'])
      .where('sent_at', 'is not', null)
      .execute();
    for (const row of stored)
      for (const part of [row.text, row.html ?? '', row.headers ?? ''])
        assert.ok(!part.includes(token), 'sent mail is kept redacted');
  });
});
