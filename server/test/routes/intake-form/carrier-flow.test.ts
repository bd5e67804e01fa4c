import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { AGENT_ANSWERS, CLIENT_ANSWERS, signCarrier, sixPageApplication, uploadPdfTemplate } from '../../helpers/carrier-pdf.js';
import { API, saveDraft, signaturePng } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

/**
 * A carrier PDF form goes through two parties in order: the agent prepares it, the client fills and
 * signs, the agent countersigns; nobody fills the other's fields or signs out of turn, and the sealed
 * form refuses every change.
 */
describe('a carrier PDF form, two parties in order', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  let formId: string;
  let version: number;
  let signature: Buffer;

  const details = async (who: string) =>
    (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/details`, headers: h[who]! })).json();
  const notifications = async (member: string) =>
    t.app.db
      .selectFrom('notification')
      .select(['type', 'title'])
      .where('membership_id', '=', m[member]!.id)
      .orderBy('created_at')
      .execute();
  const storedRow = () => t.app.db.selectFrom('intake_form').selectAll().where('id', '=', formId).executeTakeFirstOrThrow();

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['A1', 'M1', 'G1', 'G3', 'C1']) h[key] = await tokenFor(t.app, m[key]!);
    await t.app.db.updateTable('users').set({ national_producer_number: '17654321' }).where('id', '=', m.G1!.userId).execute();
    signature = await signaturePng();
    const template = (await uploadPdfTemplate(t.app, h.A1!, await sixPageApplication())).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/`,
      headers: h.G1!,
      payload: { template_id: template.id, client_id: m.C1!.id },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    formId = sent.json().id;
    version = sent.json().version;
  });
  after(() => t.close());

  it('starts with the agent, prefilled from both profiles, and the client not told yet', async () => {
    const form = await details('G1');
    assert.equal(form.step, 'prepare');
    assert.equal(form.party, 'agent');
    assert.equal(form.can_fill, true);
    assert.equal(form.waiting_for.id, m.G1!.id);
    assert.equal(form.answers.agent_producer_number, '17654321');
    assert.equal(form.answers.applicant_email, m.C1!.email);
    assert.equal(form.template.pdf.fields.length, 17);
    assert.deepEqual(
      (await notifications('C1')).map((n) => n.type),
      [],
    );
    const client = await details('C1');
    assert.equal(client.party, 'client');
    assert.equal(client.can_fill, false);
  });

  it('lets nobody act out of turn while the agent prepares', async () => {
    const save = await saveDraft(t.app, h.C1!, formId, version, { applicant_first_name: 'Casey' });
    assert.equal(save.statusCode, 409);
    assert.match(save.json().detail, /still preparing/);
    assert.equal((await signCarrier(t.app, h.C1!, formId, 'sign', signature, signature)).statusCode, 409);
    const early = await signCarrier(t.app, h.G1!, formId, 'countersign', signature, null);
    assert.equal(early.statusCode, 409);
    assert.match(early.json().detail, /client first/);
  });

  it('keeps the agent to their own fields', async () => {
    const before = await storedRow();
    const wrong = await saveDraft(t.app, h.G1!, formId, version, { ...AGENT_ANSWERS, applicant_first_name: 'Someone' });
    assert.equal(wrong.statusCode, 403);
    assert.match(wrong.json().detail, /filled in by the client/);
    assert.deepEqual(await storedRow(), before);
    const saved = await saveDraft(t.app, h.G1!, formId, version, { ...AGENT_ANSWERS, agent_producer_number: '17654321' });
    assert.equal(saved.statusCode, 200, saved.body);
    version = saved.json().version;
  });

  it('is sent on to the client, who is told', async () => {
    const released = await t.app.inject({ method: 'POST', url: `${API}/intake-form/${formId}/send-to-client`, headers: h.G1! });
    assert.equal(released.statusCode, 200, released.body);
    assert.equal(released.json().step, 'client');
    assert.equal(released.json().waiting_for.id, m.C1!.id);
    version = released.json().version;
    assert.deepEqual(
      (await notifications('C1')).map((n) => n.type),
      ['intake_form_sent'],
    );
    const again = await t.app.inject({ method: 'POST', url: `${API}/intake-form/${formId}/send-to-client`, headers: h.G1! });
    assert.equal(again.statusCode, 409);
    const agentSave = await saveDraft(t.app, h.G1!, formId, version, AGENT_ANSWERS);
    assert.equal(agentSave.statusCode, 409);
  });

  it('keeps the client to their own fields, and their saves keep the agent’s answers', async () => {
    const before = await storedRow();
    const wrong = await saveDraft(t.app, h.C1!, formId, version, { ...CLIENT_ANSWERS, agent_producer_number: '1' });
    assert.equal(wrong.statusCode, 403);
    assert.match(wrong.json().detail, /filled in by the agent/);
    assert.deepEqual(await storedRow(), before);
    const saved = await saveDraft(t.app, h.C1!, formId, version, CLIENT_ANSWERS);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().rejected, []);
    assert.equal(saved.json().answers.agent_producer_number, '17654321');
    assert.equal(saved.json().answers.agent_remarks, AGENT_ANSWERS.agent_remarks);
    assert.equal(saved.json().answers.applicant_ssn, '123-45-6789');
    version = saved.json().version;
    const stored = JSON.parse((await storedRow()).answers);
    assert.match(stored.applicant_ssn, /^enc:v1:/);
  });

  it('needs the client’s initials where the PDF has places for them', async () => {
    const response = await signCarrier(t.app, h.C1!, formId, 'sign', signature, null);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().detail, /initials/);
  });

  it('takes the client’s signature, then waits for the agent, who is told', async () => {
    const signed = await signCarrier(t.app, h.C1!, formId, 'sign', signature, signature);
    assert.equal(signed.statusCode, 200, signed.body);
    const form = signed.json();
    assert.equal(form.status, 'draft');
    assert.equal(form.step, 'countersign');
    assert.equal(form.sealed_sha256, null);
    assert.equal(form.waiting_for.id, m.G1!.id);
    assert.deepEqual(
      form.signatures.map((s: { party: string }) => s.party),
      ['client'],
    );
    const told = await notifications('G1');
    assert.equal(told.at(-1)!.type, 'intake_form_signed');
    assert.match(told.at(-1)!.title, /countersignature is next/);
    assert.equal((await saveDraft(t.app, h.C1!, formId, form.version, CLIENT_ANSWERS)).statusCode, 409);
    const twice = await signCarrier(t.app, h.C1!, formId, 'sign', signature, signature);
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().detail, /agent countersigns it next/);
  });

  it('is countersigned only by the agent who sent it', async () => {
    assert.equal((await signCarrier(t.app, h.G3!, formId, 'countersign', signature, null)).statusCode, 404);
    assert.equal((await signCarrier(t.app, h.M1!, formId, 'countersign', signature, null)).statusCode, 403);
    assert.equal((await signCarrier(t.app, h.C1!, formId, 'countersign', signature, null)).statusCode, 403);
  });

  it('is sealed by the last signature, and refuses every change after', async () => {
    const sealed = await signCarrier(t.app, h.G1!, formId, 'countersign', signature, null);
    assert.equal(sealed.statusCode, 200, sealed.body);
    const form = sealed.json();
    assert.equal(form.status, 'signed');
    assert.equal(form.step, null);
    assert.match(form.sealed_sha256, /^[0-9a-f]{64}$/);
    assert.deepEqual(
      form.signatures.map((s: { party: string }) => s.party),
      ['client', 'agent'],
    );
    assert.deepEqual(
      form.events.map((e: { kind: string }) => e.kind).filter((k: string) => k !== 'saved' && k !== 'opened'),
      ['sent', 'prepared', 'signed', 'countersigned'],
    );
    assert.match((await notifications('C1')).at(-1)!.title, /sealed/);
    for (const response of [
      await signCarrier(t.app, h.G1!, formId, 'countersign', signature, null),
      await signCarrier(t.app, h.C1!, formId, 'sign', signature, signature),
      await saveDraft(t.app, h.C1!, formId, form.version, CLIENT_ANSWERS),
      await saveDraft(t.app, h.G1!, formId, form.version, AGENT_ANSWERS),
      await t.app.inject({ method: 'POST', url: `${API}/intake-form/${formId}/send-to-client`, headers: h.G1! }),
    ])
      assert.equal(response.statusCode, 409, response.body);
  });
});
