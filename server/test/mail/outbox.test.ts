import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { Mailer } from '../../src/mail/mailer.js';
import { RESET_ANSWER_MS } from '../../src/services/identity/password-reset.js';
import type { MailMessage, MailTransport } from '../../src/mail/transport.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/** A transport that records what it delivered, taking `delayMs` per message, failing the first `failures` tries. */
function recording(delayMs: number, failures = 0): MailTransport & { sent: MailMessage[]; tries: number } {
  const transport = {
    name: 'recording',
    sent: [] as MailMessage[],
    tries: 0,
    async deliver(message: MailMessage) {
      transport.tries += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (transport.tries <= failures) throw new Error('421 try again later');
      transport.sent.push(message);
    },
    async close() {},
  };
  return transport;
}

const message = (n: number): MailMessage => ({
  to: `person${n}@example.com`,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  companyId: null,
});

describe('the mail outbox: a durable queue sent in the background', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.app.mailer.close(); // the senders below are the only ones
  });
  after(() => t.close());

  it('two senders on one database deliver every message exactly once', async () => {
    const first = recording(5);
    const second = recording(5);
    const a = new Mailer(t.app.db, { smtpUrl: null, from: 'x@y.z', transport: first, pollMs: 60_000 });
    const b = new Mailer(t.app.db, { smtpUrl: null, from: 'x@y.z', transport: second, pollMs: 60_000 });
    for (let n = 0; n < 40; n += 1) await (n % 2 ? a : b).send(message(n));
    await Promise.all([a.flush(), b.flush()]);
    const subjects = [...first.sent, ...second.sent].map((m) => m.subject).sort();
    assert.equal(subjects.length, 40, `delivered ${subjects.length}`);
    assert.equal(new Set(subjects).size, 40, 'no message was sent twice');
    assert.ok(
      first.sent.length > 0 && second.sent.length > 0,
      `both senders worked (${first.sent.length} + ${second.sent.length})`,
    );
    const rows = await t.app.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts', 'next_attempt_at'])
      .where('subject', 'like', 'Message %')
      .execute();
    assert.ok(rows.every((r) => r.sent_at !== null && Number(r.attempts) === 1 && r.next_attempt_at === null));
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps a message whose delivery failed and retries it later', async () => {
    const flaky = recording(0, 2);
    const mailer = new Mailer(t.app.db, { smtpUrl: null, from: 'x@y.z', transport: flaky, pollMs: 20, retryBaseMs: 30 });
    await mailer.send({ ...message(100), subject: 'Retried' });
    await mailer.flush();
    const failed = await t.app.db.selectFrom('outbox').selectAll().where('subject', '=', 'Retried').executeTakeFirstOrThrow();
    assert.equal(failed.sent_at, null);
    assert.equal(failed.error, '421 try again later');
    assert.ok(failed.next_attempt_at, 'a next try is planned');
    // Polls for the delivery; the bound only stops a run where it never comes (2 s was too short when busy).
    for (let i = 0; i < 3000 && flaky.sent.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = await t.app.db.selectFrom('outbox').selectAll().where('subject', '=', 'Retried').executeTakeFirstOrThrow();
    assert.ok(sent.sent_at, 'delivered on the third try');
    assert.equal(Number(sent.attempts), 3);
    assert.equal(sent.error, null);
    await mailer.close();
  });
});

describe('answers that must not reveal an account do not wait for the mail server', () => {
  const DELAY_MS = 100;
  let server: SMTPServer;
  let t: TestApp;
  const received: string[] = [];
  before(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join());
          setTimeout(callback, DELAY_MS); // a slow mail server: each message takes DELAY_MS to accept
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RATE_LIMIT_RESET_IP: '1000/900',
      RATE_LIMIT_RESET_ACCOUNT: '1000/900',
    });
    const { seedDemo, demoEmail } = await import('../../src/services/demo/seed.js');
    await seedDemo(t.app.db);
    known = demoEmail('client');
  });
  let known = '';
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('password reset: known and unknown emails answer in the same time (100 interleaved requests)', async () => {
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const reset = async (email: string) => {
      const started = performance.now();
      const response = await t.app.inject({ method: 'POST', url: '/api/frontend/user/password/reset/', payload: { email } });
      assert.equal(response.statusCode, 200);
      return performance.now() - started;
    };
    for (let i = 0; i < 10; i += 1) await reset(i % 2 ? known : `warmup${i}@example.com`);
    for (let i = 0; i < 100; i += 1) {
      if (i % 2 === 0) times.known.push(await reset(known));
      else times.unknown.push(await reset(`nobody${i}@example.com`));
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const [knownMedian, unknownMedian] = [median(times.known), median(times.unknown)];
    console.log(
      `password reset with a ${DELAY_MS} ms SMTP server: median known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms (n=50 each)`,
    );
    // The difference is judged against this run's own spread (the interquartile range of all answers): on a
    // quiet machine that is the 5 ms floor; on a busy one every answer wanders, but a known address that
    // took longer would still stand out from the spread of both kinds mixed.
    const all = [...times.known, ...times.unknown].sort((x, y) => x - y);
    const spread = all[Math.floor(all.length * 0.75)]! - all[Math.floor(all.length * 0.25)]!;
    const allowed = Math.max(5, spread);
    assert.ok(
      Math.abs(knownMedian - unknownMedian) <= allowed,
      `medians ${knownMedian.toFixed(2)} and ${unknownMedian.toFixed(2)} ms differ by more than ${allowed.toFixed(2)} ms`,
    );
    // An unknown address sends nothing: a known one answering within half the mail server's delay of it did
    // not wait for the mail server (whatever the machine's load adds to both).
    assert.ok(knownMedian < unknownMedian + DELAY_MS / 2, 'the answer did not wait for the mail server');
    assert.ok(unknownMedian >= RESET_ANSWER_MS, 'every answer takes the fixed time');
    await t.app.mailer.flush();
    assert.ok(received.filter((to) => to === known).length >= 50, 'the messages were delivered in the background');
  });
});
