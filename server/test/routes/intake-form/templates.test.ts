import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { sendDueReminders } from '../../../src/services/forms/list.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, saveDraft, sendForm } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

const simple = (label: string) => ({
  title: 'Quick check',
  description: 'Two questions.',
  sections: [
    {
      id: 'main',
      title: 'Main',
      fields: [
        { key: 'name', kind: 'short_text', label, required: true },
        { key: 'plan', kind: 'single_choice', label: 'Plan', required: false, options: ['Basic', 'Plus'] },
      ],
    },
  ],
});

describe('intake form templates and reminders', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('starts every company, the demo one included, with the life and health intake template', async () => {
    const list = (await t.app.inject({ method: 'GET', url: `${API}/intake-form-template/`, headers: h.G1! })).json();
    assert.equal(list.length, 1);
    assert.equal(list[0].title, 'Client intake — life and health insurance');
    assert.deepEqual(
      list[0].sections.map((s: { title: string }) => s.title),
      ['Identity', 'Contact', 'Household', 'Beneficiaries', 'Health questions', 'Consent'],
    );
    const kinds = new Set(list[0].sections.flatMap((s: { fields: { kind: string }[] }) => s.fields.map((f) => f.kind)));
    assert.ok(kinds.has('sensitive') && kinds.has('us_state') && kinds.has('currency'));
    const demo = await createTestApp();
    try {
      await seedDemo(demo.app.db);
      const rows = await demo.app.db.selectFrom('intake_form_template_version').select('title').execute();
      assert.deepEqual(
        rows.map((r) => r.title),
        ['Client intake — life and health insurance'],
      );
    } finally {
      await demo.close();
    }
  });

  it('lets admins create, edit and archive templates; others get 403, other companies 404', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form-template/`,
      headers: h.A1!,
      payload: simple('Your name'),
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    for (const who of ['M1', 'G1', 'C1']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/intake-form-template/`,
        headers: h[who]!,
        payload: simple('x'),
      });
      assert.equal(response.statusCode, 403, who);
      assert.match(response.json().detail, /Only company admins/);
    }
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${API}/intake-form-template/${id}`, headers: h.BA! })).statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ method: 'PUT', url: `${API}/intake-form-template/${id}`, headers: h.BA!, payload: simple('x') }))
        .statusCode,
      404,
    );
    const edited = (
      await t.app.inject({
        method: 'PUT',
        url: `${API}/intake-form-template/${id}`,
        headers: h.A1!,
        payload: simple('Full name'),
      })
    ).json();
    assert.equal(edited.version_number, 1, 'unused: edited in place');
    const archived = await t.app.inject({ method: 'DELETE', url: `${API}/intake-form-template/${id}`, headers: h.A1! });
    assert.equal(archived.json().status, 'archived');
    const listed = (await t.app.inject({ method: 'GET', url: `${API}/intake-form-template/`, headers: h.G1! })).json();
    assert.ok(!listed.some((x: { id: string }) => x.id === id));
    const send = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/`,
      headers: h.G1!,
      payload: { template_id: id, client_id: m.C1!.id },
    });
    assert.equal(send.statusCode, 404);
  });

  it('refuses a template with duplicate keys or a choice without options, naming the field', async () => {
    const bad = simple('Name');
    bad.sections[0]!.fields.push({ key: 'name', kind: 'multiple_choice', label: 'Again', required: false, options: ['Only'] });
    const response = await t.app.inject({ method: 'POST', url: `${API}/intake-form-template/`, headers: h.A1!, payload: bad });
    assert.equal(response.statusCode, 400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    assert.deepEqual(fields, ['sections.0.fields.2.key', 'sections.0.fields.2.options']);
  });

  it('freezes a version once a form is sent from it: the sent form keeps its version', async () => {
    const id = (
      await t.app.inject({ method: 'POST', url: `${API}/intake-form-template/`, headers: h.A1!, payload: simple('Your name') })
    ).json().id;
    const sent = (
      await t.app.inject({
        method: 'POST',
        url: `${API}/intake-form/`,
        headers: h.G1!,
        payload: { template_id: id, client_id: m.C1!.id },
      })
    ).json();
    const edited = (
      await t.app.inject({
        method: 'PUT',
        url: `${API}/intake-form-template/${id}`,
        headers: h.A1!,
        payload: simple('Legal name'),
      })
    ).json();
    assert.equal(edited.version_number, 2);
    assert.notEqual(edited.version_id, sent.template.version_id);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${sent.id}/details`, headers: h.C1! })).json();
    assert.equal(details.template.sections[0].fields[0].label, 'Your name');
    assert.equal(details.template.version_number, 1);
    assert.equal((await saveDraft(t.app, h.C1!, sent.id, details.version, { name: 'Casey' })).statusCode, 200);
  });

  it('sends one reminder when an unsigned form is due within a day', async () => {
    const soon = new Date(Date.now() + 6 * 3600 * 1000).toISOString();
    const later = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString();
    const due = (await sendForm(t.app, h.G1!, m.C2!.id, { due_at: soon })).json();
    const notYet = (await sendForm(t.app, h.G1!, m.C2!.id, { due_at: later })).json();
    assert.equal((await sendForm(t.app, h.G1!, m.C2!.id, { due_at: '2001-01-01T00:00:00Z' })).statusCode, 400);
    assert.equal(await sendDueReminders(t.app.db), 1);
    assert.equal(await sendDueReminders(t.app.db), 0, 'only one reminder');
    const list = (await t.app.inject({ method: 'GET', url: `${API}/notification/`, headers: h.C2! })).json();
    const reminders = list.items.filter((n: { type: string }) => n.type === 'intake_form_reminder');
    assert.equal(reminders.length, 1);
    assert.equal(reminders[0].link, `/materials/form-review/${due.id}`);
    assert.ok(notYet.id);
    // The first notification already names the due date.
    const sent = list.items.filter(
      (n: { type: string; link: string }) => n.type === 'intake_form_sent' && n.link.endsWith(notYet.id),
    );
    const day = new Date(later).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    assert.match(sent[0].body, new RegExp(`^Fill it in and sign it by \\w+, ${day} \\(UTC\\)\\.$`));
  });
});
