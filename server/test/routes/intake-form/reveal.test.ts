import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, signedForm, STARTER_ANSWERS } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

const SSN = STARTER_ANSWERS.ssn; // 123-45-6789
const MASKED = '•••-••-6789';
/** The SSN in any spelling a response could carry it. */
const leaks = (text: string) => text.includes(SSN) || text.includes('123456789') || text.includes('123-45');

const reveal = (t: TestApp, headers: Record<string, string>, formId: string, field = 'ssn') =>
  t.app.inject({ method: 'POST', url: `${API}/intake-form/${formId}/reveal`, headers, payload: { field } });

describe('sensitive answers: masked by the server, revealed one call at a time', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  let reset: () => Promise<void>;
  const h: Record<string, Record<string, string>> = {};
  let formId: string;
  let signResponse: string;

  before(async () => {
    t = await createTestApp();
    ({ m, reset } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
    const signed = await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    formId = signed.id;
    signResponse = JSON.stringify(signed);
  });
  after(() => t.close());

  it('sends the signer their answers in full, and every reviewer the last four only', async () => {
    assert.ok(signResponse.includes(SSN), 'the sign response goes to the signer: in full');
    const own = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/details`, headers: h.C1! })).json();
    assert.equal(own.answers.ssn, SSN);
    assert.deepEqual(own.masked_fields, []);
    for (const reviewer of ['G1', 'M1', 'A1', 'A2']) {
      const response = await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/details`, headers: h[reviewer]! });
      assert.equal(response.statusCode, 200, reviewer);
      assert.ok(!leaks(response.body), `${reviewer} got the SSN in the details`);
      const details = response.json();
      assert.equal(details.answers.ssn, MASKED, reviewer);
      assert.deepEqual(details.masked_fields, ['ssn']);
      assert.equal(details.can_reveal, true);
      assert.equal(details.answers.first_name, STARTER_ANSWERS.first_name, 'other answers are not masked');
    }
  });

  it('carries no full SSN in lists or notifications of anyone', async () => {
    for (const who of ['C1', 'G1', 'M1', 'A1']) {
      for (const url of [`${API}/intake-form/?size=100`, `${API}/notification/?size=100`, `${API}/content/shared/?size=100`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: h[who]! });
        assert.ok(response.statusCode < 500, `${url}: ${response.statusCode}`);
        assert.ok(!leaks(response.body), `${who} ${url}`);
      }
    }
  });

  it('reveals one answer to a reviewer and writes who, when and which field to the audit trail — never the value', async () => {
    const before = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'form.field_revealed').execute();
    for (const reviewer of ['G1', 'M1', 'A1']) {
      const response = await reveal(t, h[reviewer]!, formId);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { field: 'ssn', value: SSN });
    }
    const rows = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'form.field_revealed')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    assert.equal(rows.length - before.length, 3, 'one row per reveal');
    const added = rows.slice(before.length);
    assert.deepEqual(
      added.map((r) => r.actor_id),
      [m.G1!.id, m.M1!.id, m.A1!.id],
    );
    for (const row of added) {
      assert.equal(row.target_type, 'form');
      assert.equal(row.target_id, formId);
      assert.equal(JSON.parse(row.detail).field, 'ssn');
      assert.ok(row.created_at);
      assert.ok(!leaks(JSON.stringify(row)), 'the audit row never holds the value');
    }
    const page = await t.app.inject({ method: 'GET', url: `${API}/audit/?size=100&action=form.field_revealed`, headers: h.A1! });
    assert.equal(page.statusCode, 200, page.body);
    assert.ok(page.json().total >= 3);
  });

  it('refuses a client who is not the signer, another agent and another company with 404', async () => {
    for (const stranger of ['C2', 'G3', 'G2', 'M2', 'BA', 'BC']) {
      const response = await reveal(t, h[stranger]!, formId);
      assert.equal(response.statusCode, 404, `${stranger}: ${response.body}`);
      assert.ok(!leaks(response.body));
    }
  });

  it('refuses fields that are not sensitive, or not there, with 400', async () => {
    for (const field of ['first_name', 'favourite_colour']) {
      const response = await reveal(t, h.G1!, formId, field);
      assert.equal(response.statusCode, 400, field);
      assert.match(response.json().detail, /no sensitive field/);
    }
  });

  it('lets a sender whose client moved away still review the form, masked, but not reveal (403)', async () => {
    await t.app.db.updateTable('user_company').set({ invited_by_id: m.G3!.id }).where('id', '=', m.C1!.id).execute();
    try {
      const details = await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/details`, headers: h.G1! });
      assert.equal(details.statusCode, 200);
      assert.equal(details.json().answers.ssn, MASKED);
      assert.equal(details.json().can_reveal, false);
      const response = await reveal(t, h.G1!, formId);
      assert.equal(response.statusCode, 403, response.body);
      assert.ok(!leaks(response.body));
      const pdf = await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/pdf`, headers: h.G1! });
      assert.equal(pdf.statusCode, 403, 'nor download the sealed PDF, which prints every answer');
      assert.equal((await reveal(t, h.G3!, formId)).statusCode, 200, 'the new agent may');
    } finally {
      await reset();
    }
  });
});

describe('sensitive answers: the reveal throttle', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await createTestApp({ RATE_LIMIT_REVEAL: '2/900' });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['G1', 'C1', 'M1']) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('answers 429 with Retry-After past the limit, per member, and audits only what it revealed', async () => {
    const { id } = await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    assert.equal((await reveal(t, h.G1!, id)).statusCode, 200);
    assert.equal((await reveal(t, h.G1!, id)).statusCode, 200);
    const third = await reveal(t, h.G1!, id);
    assert.equal(third.statusCode, 429, third.body);
    assert.ok(Number(third.headers['retry-after']) > 0, 'Retry-After');
    assert.ok(!leaks(third.body));
    assert.equal((await reveal(t, h.M1!, id)).statusCode, 200, 'another member has their own allowance');
    const rows = await t.app.db.selectFrom('audit_log').select('actor_id').where('action', '=', 'form.field_revealed').execute();
    assert.equal(rows.length, 3);
  });
});

describe('the sealed PDF is a reveal: it prints every answer in full', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  let formId: string;
  const pdf = (who: string) => t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/pdf`, headers: h[who]! });
  const reads = () =>
    t.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target_id', 'target_name', 'detail', 'created_at'])
      .where('action', '=', 'form.sealed_pdf_read')
      .orderBy('created_at')
      .execute();

  before(async () => {
    t = await createTestApp({ RATE_LIMIT_REVEAL: '3/900' });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['G1', 'C1', 'M1', 'G3']) h[key] = await tokenFor(t.app, m[key]!);
    formId = (await signedForm(t.app, h.G1!, h.C1!, m.C1!.id)).id;
  });
  after(() => t.close());

  it('writes who read it, when and which form to the audit trail, for every read by a reviewer', async () => {
    const response = await pdf('G1');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    const rows = await reads();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.actor_id, m.G1!.id);
    assert.equal(rows[0]!.target_id, formId);
    assert.ok(rows[0]!.target_name);
    assert.ok(Date.now() - Date.parse(rows[0]!.created_at) < 60_000);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${formId}/details`, headers: h.G1! })).json();
    assert.equal(JSON.parse(rows[0]!.detail).sealed_sha256, details.sealed_sha256, 'which record, by the hash the reviewer sees');
  });

  it('counts each read against the reveal throttle, shared with single answers (429 with Retry-After)', async () => {
    assert.equal((await reveal(t, h.G1!, formId)).statusCode, 200);
    assert.equal((await pdf('G1')).statusCode, 200);
    const over = await pdf('G1');
    assert.equal(over.statusCode, 429, over.body);
    assert.ok(Number(over.headers['retry-after']) > 0);
    assert.ok(!over.rawPayload.includes(Buffer.from('%PDF')), 'no PDF bytes');
    assert.equal((await reads()).filter((row) => row.actor_id === m.G1!.id).length, 2, 'only the reads that happened');
  });

  it('refuses a reviewer who may not reveal (403), and lets the signer read their own record freely', async () => {
    await t.app.db.updateTable('user_company').set({ invited_by_id: m.G3!.id }).where('id', '=', m.C1!.id).execute();
    const refused = await pdf('G1');
    assert.equal(refused.statusCode, 403, 'the sender, once their client moved away');
    assert.ok(!refused.rawPayload.includes(Buffer.from('%PDF')));
    const before = (await reads()).length;
    for (let i = 0; i < 5; i++) assert.equal((await pdf('C1')).statusCode, 200, 'the signer: never throttled');
    assert.equal((await reads()).length, before, 'nor audited as a disclosure: nothing in it is hidden from them');
  });
});
