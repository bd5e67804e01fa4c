import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { inviteCompany } from '../../src/services/identity/company-registration.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { lastMailTo } from '../helpers/mail.js';

describe('SMTP delivery', () => {
  const received: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let t: TestApp;
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
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Cascade <mail@cascade.test>' });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through SMTP and keeps the message in the outbox', async () => {
    await inviteCompany(t.app, 'smtp@example.com');
    assert.equal(received.length, 1);
    assert.deepEqual(received[0]?.to, ['smtp@example.com']);
    assert.match(received[0]?.data ?? '', /From: Cascade <mail@cascade\.test>/);
    assert.match(received[0]?.data ?? '', /Subject: \[Cascade\] Register your company/);
    const stored = await lastMailTo(t.app, 'smtp@example.com');
    assert.match(stored.text, /signup-company\?token=/);
    const row = await t.app.db.selectFrom('outbox').select(['sent_at', 'error']).executeTakeFirstOrThrow();
    assert.ok(row.sent_at);
    assert.equal(row.error, null);
  });
});
