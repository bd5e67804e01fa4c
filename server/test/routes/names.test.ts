import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, upload } from '../helpers/content.js';
import { postSignUp, invite, signUpFields, uniqueEmail } from '../helpers/identity.js';
import { bearer, loginAs, type Tokens } from '../helpers/session.js';

/** What the report found, and its relatives: each must be refused wherever a person gives a name. */
const BIDI = 'evil\u202Efdp.exe';
const ISOLATE = 'Ann\u2066a';
const LONE_SURROGATE = 'half\uD800';
const CRLF = 'Jamie\r\nBcc: victim@example.com';
const CONTROL = 'tab\there';
/** Multipart text is UTF-8, which cannot carry a lone surrogate (it arrives as U+FFFD, a real character). */
const IN_TEXT = [BIDI, ISOLATE, CRLF, CONTROL];
const IN_JSON = [...IN_TEXT, LONE_SURROGATE];

function assertRefused(response: LightMyRequestResponse, field: string, label: string) {
  assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
  const body = response.json();
  assert.match(body.detail, new RegExp(`${field} must not contain control characters, line breaks, text-direction marks`), label);
  assert.ok(
    body.errors.some((e: { field: string }) => e.field === field),
    label,
  );
}

describe('names refuse control, bidi and lone-surrogate characters', () => {
  let t: TestApp;
  let admin: Tokens;
  let agent: Tokens;
  const json = (method: string, url: string, payload: object, as = admin) =>
    t.app.inject({ method: method as 'POST', url: `${API}${url}`, headers: bearer(as), payload });

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    admin = await loginAs(t.app, 'admin');
    agent = await loginAs(t.app, 'agent');
  });
  after(() => t.close());

  it('folder title, on create and on rename', async () => {
    const folder = (await json('POST', '/folder/', { title: 'Plain' })).json();
    for (const bad of IN_JSON) {
      assertRefused(await json('POST', '/folder/', { title: bad }), 'title', JSON.stringify(bad));
      assertRefused(await json('PATCH', `/folder/${folder.id}`, { title: bad }), 'title', JSON.stringify(bad));
    }
    const listed = (await t.app.inject({ method: 'GET', url: `${API}/content/?size=100`, headers: bearer(admin) })).json();
    assert.deepEqual(
      listed.items.filter((i: { id: string }) => i.id === folder.id).map((i: { title: string }) => i.title),
      ['Plain'],
    );
  });

  it('material rename', async () => {
    const material = (await upload(t.app, admin.access_token, { name: 'brochure.pdf', data: randomBytes(16) })).json();
    for (const bad of IN_JSON)
      assertRefused(await json('PATCH', `/material/${material.id}`, { title: bad }), 'title', JSON.stringify(bad));
    const details = (
      await t.app.inject({ method: 'GET', url: `${API}/material/${material.id}/details`, headers: bearer(admin) })
    ).json();
    assert.equal(details.title, 'brochure.pdf');
  });

  it('uploaded file name', async () => {
    for (const bad of [BIDI, ISOLATE, CRLF, CONTROL]) {
      const response = await upload(t.app, admin.access_token, { name: bad, data: randomBytes(16) });
      assert.equal(response.statusCode, 400, `${JSON.stringify(bad)}: ${response.body}`);
      assert.equal(
        response.json().detail,
        'The file name must not contain control characters, line breaks, text-direction marks or broken characters. Rename the file and upload it again.',
      );
    }
    const listed = (
      await t.app.inject({ method: 'GET', url: `${API}/content/?size=100&title=evil`, headers: bearer(admin) })
    ).json();
    assert.equal(listed.total, 0);
  });

  it('first and last name, on sign-up and in the profile', async () => {
    for (const field of ['first_name', 'last_name']) {
      for (const bad of IN_TEXT) {
        const email = uniqueEmail('names');
        const token = await invite(t.app, agent, email, 'client');
        assertRefused(
          await postSignUp(t.app, signUpFields(email, token, { [field]: bad })),
          field,
          `sign-up ${field} ${JSON.stringify(bad)}`,
        );
      }
      for (const bad of IN_JSON)
        assertRefused(await json('PATCH', '/user/', { [field]: bad }, agent), field, `profile ${field} ${JSON.stringify(bad)}`);
    }
    const me = (await t.app.inject({ method: 'GET', url: `${API}/user/`, headers: bearer(agent) })).json();
    assert.ok(!/[\u202e\u2066\r\n\t\ud800]/.test(`${me.first_name}${me.last_name}`));
  });

  it('names given in an invitation', async () => {
    for (const field of ['first_name', 'last_name']) {
      for (const bad of IN_JSON) {
        const response = await json(
          'POST',
          '/user-company/',
          { email: uniqueEmail('invited'), role: 'client', [field]: bad },
          agent,
        );
        assertRefused(response, field, `${field} ${JSON.stringify(bad)}`);
      }
    }
    const mails = await t.app.db.selectFrom('outbox').select('text').execute();
    assert.ok(
      mails.every((m) => !m.text.includes('Bcc: victim')),
      'no CR/LF name reached a message',
    );
  });

  it('company name, on registration and in the company settings', async () => {
    for (const bad of IN_JSON) {
      assertRefused(await json('PATCH', '/company/', { name: bad }), 'name', JSON.stringify(bad));
      const registration = {
        company_name: bad,
        email: uniqueEmail('founder'),
        first_name: 'Ada',
        last_name: 'Founder',
        phone: '+1 555 0100',
        address: '1 Main St',
        password: 'correct horse battery staple',
        confirm_password: 'correct horse battery staple',
      };
      const response = await t.app.inject({ method: 'POST', url: `${API}/company/?token=whatever`, payload: registration });
      assertRefused(response, 'company_name', JSON.stringify(bad));
      for (const field of ['first_name', 'last_name']) {
        const person = await t.app.inject({
          method: 'POST',
          url: `${API}/company/?token=whatever`,
          payload: { ...registration, company_name: 'Acme', [field]: bad },
        });
        assertRefused(person, field, `${field} ${JSON.stringify(bad)}`);
      }
    }
  });

  it('keeps names in other scripts, accents and emoji', async () => {
    const folder = await json('POST', '/folder/', { title: 'Отчёты — نام 😀 é' });
    assert.equal(folder.statusCode, 201);
    assert.equal(folder.json().title, 'Отчёты — نام 😀 é');
  });
});
