import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newId } from '../../src/lib/ids.js';
import { Mailer } from '../../src/mail/mailer.js';
import { redactLinks, redactStoredMail } from '../../src/mail/redact.js';
import type { MailMessage, MailTransport } from '../../src/mail/transport.js';
import { inviteCompany } from '../../src/services/identity/company-registration.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API } from '../helpers/identity.js';
import { seedHierarchy } from '../helpers/members.js';

/** Every token a stored text still carries in a link (a redacted one is not a token). */
const liveTokens = (text: string) =>
  [...text.matchAll(/[?&]token=([^&\s]+)/g)].map((m) => m[1]).filter((t) => t !== '[redacted]');

async function outboxTexts(t: TestApp) {
  return t.app.db.selectFrom('outbox').select(['to_address', 'text', 'sent_at', 'next_attempt_at']).execute();
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 500; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
};

describe('the outbox keeps sent mail only with its links redacted', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ DEV_OUTBOX: 'false' });
    await seedHierarchy(t.app.db);
  });
  after(() => t.close());

  it('redacts the token of every link and nothing else', () => {
    assert.equal(
      redactLinks('Join: https://x.test/auth/signup-company?token=AbC-12_x&email=a%40b.c\nReset: https://x.test/p?token=zz'),
      'Join: https://x.test/auth/signup-company?token=[redacted]&email=a%40b.c\nReset: https://x.test/p?token=[redacted]',
    );
  });

  it('delivers the working link and keeps only a redacted copy (no SMTP, no dev outbox)', async () => {
    const { link } = await inviteCompany(t.app, 'new-company@example.com');
    await t.app.mailer.flush();
    const rows = (await outboxTexts(t)).filter((r) => r.to_address === 'new-company@example.com');
    assert.equal(rows.length, 1);
    assert.ok(rows[0]!.sent_at, 'sent');
    assert.match(rows[0]!.text, /token=\[redacted\]/);
    assert.deepEqual(liveTokens(rows[0]!.text), []);
    assert.ok(!rows[0]!.text.includes(new URL(link).searchParams.get('token')!));
  });

  it('gives the recipient the link in full over a real transport, then redacts the stored copy', async () => {
    const sent: MailMessage[] = [];
    const transport: MailTransport = { name: 'recording', deliver: async (m) => void sent.push(m), close: async () => {} };
    const mailer = new Mailer(t.app.db, { smtpUrl: null, from: 'x@y.z', transport, pollMs: 60_000 });
    await mailer.send({
      to: 'p@example.com',
      subject: 'Reset',
      text: 'Open https://x.test/auth/password-new?token=live123',
      companyId: null,
    });
    await mailer.flush();
    await mailer.close();
    assert.match(sent[0]!.text, /token=live123/, 'the recipient got the working link');
    const row = (await outboxTexts(t)).find((r) => r.to_address === 'p@example.com')!;
    assert.ok(row.sent_at);
    assert.deepEqual(liveTokens(row.text), []);
  });

  it('redacts a message it gives up on', async () => {
    const transport: MailTransport = {
      name: 'down',
      deliver: async () => {
        throw new Error('421 down');
      },
      close: async () => {},
    };
    const mailer = new Mailer(t.app.db, { smtpUrl: null, from: 'x@y.z', transport, pollMs: 5, retryBaseMs: 1 });
    await mailer.send({ to: 'gone@example.com', subject: 'Lost', text: 'https://x.test/a?token=never', companyId: null });
    const row = async () => (await outboxTexts(t)).find((r) => r.to_address === 'gone@example.com')!;
    await until(async () => (await row()).next_attempt_at === null);
    await mailer.close();
    assert.equal((await row()).sent_at, null);
    assert.deepEqual(liveTokens((await row()).text), []);
  });

  it('redacts mail stored before sent mail was redacted', async () => {
    await t.app.db
      .insertInto('outbox')
      .values({
        id: newId(),
        company_id: null,
        to_address: 'old@example.com',
        subject: 'Old',
        text: 'https://x.test/auth/confirm-email-change?token=stillworks',
        sent_at: new Date().toISOString(),
        error: null,
        created_at: new Date().toISOString(),
        next_attempt_at: null,
        claimed_by: null,
        claimed_until: null,
      })
      .execute();
    assert.ok((await redactStoredMail(t.app.db, false)) >= 1);
    for (const row of await outboxTexts(t)) if (row.sent_at) assert.deepEqual(liveTokens(row.text), [], row.to_address);
  });
});

describe('the embedded demo outbox keeps links while a message is unsent', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(); // DEV_OUTBOX on, no SMTP: the embedded default
  });
  after(() => t.close());

  it('keeps the invitation link unsent for the developer; a real send redacts it', async () => {
    const { link } = await inviteCompany(t.app, 'dev@example.com');
    await t.app.mailer.flush();
    const listed = (await t.app.inject({ method: 'GET', url: `${API}/dev/outbox?to=dev@example.com` })).json();
    assert.equal(listed[0].sent_at, null);
    assert.ok(listed[0].text.includes(link), 'the developer can follow the link');
    assert.equal(await redactStoredMail(t.app.db, true), 0, 'unsent mail is left as it is');
    assert.ok((await redactStoredMail(t.app.db, false)) >= 1, 'with the dev outbox off it is redacted at start');
    const after = (await outboxTexts(t)).find((r) => r.to_address === 'dev@example.com')!;
    assert.deepEqual(liveTokens(after.text), []);
  });
});
