import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, saveDraft, sendForm, signedForm } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

describe('intake forms: who may send, fill, sign and review', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('lets an agent send to own clients, a marketer to clients below them, an admin to any client — and nobody else', async () => {
    const allowed: [string, string][] = [
      ['G1', 'C1'],
      ['M1', 'C2'],
      ['A1', 'C3'],
      ['A2', 'C1'],
    ];
    for (const [sender, client] of allowed) {
      const response = await sendForm(t.app, h[sender]!, m[client]!.id);
      assert.equal(response.statusCode, 201, `${sender} → ${client}: ${response.body}`);
      assert.equal(response.json().client.id, m[client]!.id);
      assert.equal(response.json().status, 'draft');
    }
    const refused: [string, string][] = [
      ['G1', 'C3'], // another agent's client
      ['G3', 'C1'], // a sibling agent's client
      ['M2', 'C1'], // a client of another marketer's agent
      ['C1', 'C2'], // clients send no forms
      ['G1', 'G3'], // only clients receive forms
      ['A1', 'BC'], // another company's client
    ];
    for (const [sender, client] of refused) {
      const response = await sendForm(t.app, h[sender]!, m[client]!.id);
      assert.equal(response.statusCode, 404, `${sender} → ${client}`);
      assert.match(response.json().detail, /does not exist or is not one of yours/);
    }
  });

  it('tells the client live and lists the form in their shared space', async () => {
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id, { title: 'Family intake' })).json();
    const notifications = (await t.app.inject({ method: 'GET', url: `${API}/notification/`, headers: h.C1! })).json();
    const item = notifications.items.find((n: { link: string }) => n.link === `/materials/form-review/${sent.id}`);
    assert.equal(item?.title, 'New form to fill in: Family intake');
    const list = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/?status=draft`, headers: h.C1! })).json();
    assert.ok(list.items.some((f: { id: string }) => f.id === sent.id));
  });

  it('lets only the client it was sent to fill it in; reviewers get 403, others 404', async () => {
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id)).json();
    assert.equal((await saveDraft(t.app, h.C1!, sent.id, 1, { first_name: 'Casey' })).statusCode, 200);
    const reviewer = await saveDraft(t.app, h.G1!, sent.id, 2, { first_name: 'Agent typed' });
    assert.equal(reviewer.statusCode, 403);
    assert.match(reviewer.json().detail, /Only the client this form was sent to/);
    for (const stranger of ['C2', 'G3', 'M2', 'BA', 'BC']) {
      const response = await saveDraft(t.app, h[stranger]!, sent.id, 2, { first_name: 'x' });
      assert.equal(response.statusCode, 404, stranger);
    }
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${sent.id}/details`, headers: h.C1! })).json();
    assert.equal(details.answers.first_name, 'Casey');
  });

  it('shows a signed form to its sender and everyone above the client, and to nobody else', async () => {
    const signed = await signedForm(t.app, h.M1!, h.C1!, m.C1!.id);
    for (const reviewer of ['M1', 'G1', 'A1', 'A2']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/intake-form/${signed.id}/details`,
        headers: h[reviewer]!,
      });
      assert.equal(response.statusCode, 200, reviewer);
      assert.equal(response.json().can_review, true);
      assert.equal(response.json().answers.ssn, '•••-••-6789', 'reviewers get sensitive answers masked');
      const pdf = await t.app.inject({ method: 'GET', url: `${API}/intake-form/${signed.id}/pdf`, headers: h[reviewer]! });
      assert.equal(pdf.statusCode, 200, reviewer);
      assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    }
    for (const stranger of ['C2', 'G3', 'G2', 'M2', 'BA', 'BG', 'BC']) {
      for (const path of ['details', 'pdf', 'signature']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${API}/intake-form/${signed.id}/${path}`,
          headers: h[stranger]!,
        });
        assert.equal(response.statusCode, 404, `${stranger} ${path}`);
      }
    }
    // The sender and the client's upline chain were told, live through the one notification service.
    for (const reviewer of ['M1', 'G1', 'A1']) {
      const list = (await t.app.inject({ method: 'GET', url: `${API}/notification/`, headers: h[reviewer]! })).json();
      assert.ok(
        list.items.some(
          (n: { type: string; link: string }) =>
            n.type === 'intake_form_signed' && n.link === `/materials/form-review/${signed.id}`,
        ),
        reviewer,
      );
    }
  });

  it('lists to reviewers the forms of clients below them only', async () => {
    const g2 = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/`, headers: h.G2! })).json();
    assert.ok(g2.items.every((f: { client: { id: string } }) => f.client.id === m.C3!.id));
    const ba = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/`, headers: h.BA! })).json();
    assert.equal(ba.total, 0);
  });
});
