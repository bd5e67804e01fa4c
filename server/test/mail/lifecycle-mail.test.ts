import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { lifecycleClock } from '../../src/services/content/lifecycle.js';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, auth, demoMembers, upload } from '../helpers/content.js';
import { afterHold, richMailsTo } from './events-helpers.js';

type Member = { id: string; company_id: string; token: string };
const DAY = 86_400_000;

/**
 * Recalls and expiries of materials reach members who are not signed in: through the digest by default,
 * at once when they choose so, not at all when they keep them in the app. Runs on SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
describe('mail about recalled and expired materials', () => {
  let t: TestApp;
  let agent: Member;
  let client: Member;
  let clientEmail = '';
  let agentEmail = '';
  let originId = '';
  let copyId = '';
  const title = 'Rates 2027.pdf';
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const sender = () => t.app.mailEvents.sender;
  const lines = (membershipId: string) =>
    t.app.db
      .selectFrom('notification_mail')
      .select(['kind', 'channel', 'done_at'])
      .where('membership_id', '=', membershipId)
      .execute();

  before(async () => {
    t = await createTestApp({ MAIL_EVENTS_INTERVAL_MS: '0', MAIL_HOLD_MS: '15000' });
    await seedDemo(t.app.db);
    ({ agent, client } = await demoMembers(t.app));
    const emails = await t.app.db
      .selectFrom('user_company as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'u.email'])
      .where('m.id', 'in', [agent.id, client.id])
      .execute();
    clientEmail = emails.find((e) => e.id === client.id)!.email;
    agentEmail = emails.find((e) => e.id === agent.id)!.email;
    const file = await upload(t.app, agent.token, { name: title, data: randomBytes(2000) });
    assert.equal(file.statusCode, 201, file.body);
    originId = file.json().id;
    const sent = await call(agent, 'POST', '/content/copy/send', {
      folder_ids: [],
      material_ids: [originId],
      recipient_ids: [client.id],
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const shared = (await call(client, 'GET', '/content/shared/?title=Rates')).json().items as { id: string }[];
    copyId = shared[0]!.id;
    // The share itself is digest mail; out of the way.
    await t.app.db.deleteFrom('notification_mail').execute();
  });
  after(() => {
    lifecycleClock.now = () => Date.now();
    return t.close();
  });

  it('lists both kinds among the preferences, in the digest by default', async () => {
    const prefs = (await call(client, 'GET', '/user/mail-preferences')).json() as {
      kinds: { kind: string; channel: string; essential: boolean }[];
    };
    const byKind = Object.fromEntries(prefs.kinds.map((k) => [k.kind, k]));
    assert.equal(byKind.content_recall?.channel, 'digest');
    assert.equal(byKind.content_expiry?.channel, 'digest');
    assert.equal(byKind.content_recall?.essential, false);
  });

  it('mails a recall at once when the member chose so, with the reason, a link to their copy and one-click unsubscribe', async () => {
    const chosen = await call(client, 'PUT', '/user/mail-preferences', { channels: { content_recall: 'now' } });
    assert.equal(chosen.statusCode, 200, chosen.body);
    const recalled = await call(agent, 'POST', `/material/${originId}/recall`, { reason: 'The carrier changed its rates' });
    assert.equal(recalled.statusCode, 204, recalled.body);
    assert.deepEqual(
      (await lines(client.id)).map((l) => [l.kind, l.channel]),
      [['content_recall', 'now']],
    );
    assert.equal((await sender().sendDue(afterHold())).mailed, 1);
    const [mail] = await richMailsTo(t.app, clientEmail);
    assert.ok(mail);
    assert.equal(mail.subject, `“${title}” was withdrawn`);
    assert.match(mail.text, /The carrier changed its rates/);
    assert.match(mail.text, new RegExp(`Open the material: http\\S+/materials/review/${copyId}`));
    assert.match(mail.html!, new RegExp(`/materials/review/${copyId}`));
    assert.equal(mail.headers!['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');

    // In the app only: the undo is told on the bell, not mailed.
    assert.equal((await call(client, 'PUT', '/user/mail-preferences', { channels: { content_recall: 'app' } })).statusCode, 200);
    assert.equal((await call(agent, 'DELETE', `/material/${originId}/recall`)).statusCode, 204);
    const bell = (await call(client, 'GET', '/notification/')).json().items as { type: string }[];
    assert.equal(bell[0]!.type, 'content_restored');
    assert.equal((await sender().sendDue(afterHold())).mailed, 0);
    assert.equal((await richMailsTo(t.app, clientEmail)).length, 1);
  });

  it('gathers an expiry into the digest at the member’s hour, and the owner’s warning into theirs', async () => {
    await t.app.db.deleteFrom('outbox').execute();
    await t.app.db.deleteFrom('notification_mail').execute();
    const start = Date.now();
    lifecycleClock.now = () => start;
    const until = new Date(start + 2 * DAY).toISOString();
    assert.equal((await call(agent, 'PUT', `/material/${originId}/use-until`, { use_until: until })).statusCode, 204);
    const warned = await t.app.expirySweeper.sweep(start + DAY);
    assert.deepEqual(
      warned.map((n) => n.kind),
      ['expiring'],
    );
    lifecycleClock.now = () => start + 2 * DAY + 1000;
    const expired = await t.app.expirySweeper.sweep(start + 2 * DAY + 1000);
    assert.deepEqual(
      expired.map((n) => n.kind),
      ['expired'],
    );
    assert.deepEqual(
      (await lines(client.id)).map((l) => [l.kind, l.channel]),
      [['content_expiry', 'digest']],
    );
    assert.equal((await sender().sendDue(afterHold())).mailed, 0, 'not action mail');
    // Daily at 08:00 UTC (the defaults): two days on, every digest time has come.
    const result = await sender().sendDigests(Date.now() + 2 * DAY);
    assert.ok(result.mailed >= 2, `digests mailed: ${result.mailed}`);
    const [digest] = await richMailsTo(t.app, clientEmail);
    assert.ok(digest, 'the client’s digest');
    assert.match(digest.text, new RegExp(`“${title}” expired`));
    assert.match(digest.text, new RegExp(`/materials/review/${copyId}`));
    const ownerDigest = (await richMailsTo(t.app, agentEmail))[0];
    assert.ok(ownerDigest, 'the owner’s digest');
    assert.match(ownerDigest.text, new RegExp(`“${title}” expires on ${until.slice(0, 10)}`));
    assert.match(ownerDigest.text, new RegExp(`“${title}” expired`));
    assert.equal((await sender().sendDigests(Date.now() + 4 * DAY)).mailed, 0, 'never twice');
  });
});
