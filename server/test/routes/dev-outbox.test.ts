import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inviteCompany } from '../../src/services/identity/company-registration.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API } from '../helpers/identity.js';

describe('dev outbox', () => {
  let on: TestApp;
  let off: TestApp;
  before(async () => {
    on = await createTestApp();
    off = await createTestApp({ DEV_OUTBOX: 'false' });
  });
  after(async () => {
    await on.close();
    await off.close();
  });

  it('lists stored mail newest first, filterable by recipient', async () => {
    await inviteCompany(on.app, 'first@example.com');
    await inviteCompany(on.app, 'second@example.com');
    await on.app.mailer.flush();
    const response = await on.app.inject({ method: 'GET', url: `${API}/dev/outbox` });
    assert.equal(response.statusCode, 200);
    const list = response.json();
    assert.deepEqual(
      list.map((m: { to: string }) => m.to),
      ['second@example.com', 'first@example.com'],
    );
    assert.match(list[0].text, /\/auth\/signup-company\?token=/);
    assert.equal(list[0].sent_at, null, 'kept unsent for the developer, links and all (nothing was sent)');
    const filtered = await on.app.inject({ method: 'GET', url: `${API}/dev/outbox?to=first@example.com` });
    assert.equal(filtered.json().length, 1);
  });

  it('shows each message’s attachments as text, and none as an empty list', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    await on.app.mailer.queue(on.app.db, [
      {
        to: 'invited@example.com',
        subject: 'Invitation',
        text: 'See the attached invitation.',
        companyId: null,
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }],
      },
      { to: 'plain@example.com', subject: 'Plain', text: 'Nothing attached.', companyId: null },
    ]);
    await on.app.mailer.flush();
    const invited = await on.app.inject({ method: 'GET', url: `${API}/dev/outbox?to=invited@example.com` });
    assert.deepEqual(invited.json()[0].attachments, [
      { filename: 'invite.ics', content_type: 'text/calendar; method=REQUEST', content: ics },
    ]);
    const plain = await on.app.inject({ method: 'GET', url: `${API}/dev/outbox?to=plain@example.com` });
    assert.deepEqual(plain.json()[0].attachments, []);
  });

  it('does not exist when switched off (production default)', async () => {
    assert.equal((await off.app.inject({ method: 'GET', url: `${API}/dev/outbox` })).statusCode, 404);
  });
});
