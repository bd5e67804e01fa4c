import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, blankPng, saveDraft, sendForm, signaturePng, signWith, STARTER_ANSWERS } from '../../helpers/forms.js';
import { multipart } from '../../helpers/multipart.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

const SSN = '487-65-4321';

describe('intake form answers, locking and the signature image', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const log: string[] = [];

  const newForm = async () => (await sendForm(t.app, h.G1!, m.C1!.id)).json() as { id: string; version: number };

  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, {
      logger: true,
      logStream: { write: (line: string) => void log.push(line) },
    });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  it('checks each field kind against the template version and names the field', async () => {
    const form = await newForm();
    const bad: [string, unknown, RegExp][] = [
      ['first_name', 42, /Enter text/],
      ['first_name', 'x'.repeat(201), /under 200 characters/],
      ['health_notes', 'x'.repeat(5001), /under 5000 characters/],
      ['email', 'not-an-email', /email address/],
      ['email', `${'x'.repeat(310)}@example.com`, /email address/],
      ['phone', '12ab', /phone number/],
      ['date_of_birth', '1985-02-30', /YYYY-MM-DD/],
      ['date_of_birth', '02/03/1985', /YYYY-MM-DD/],
      ['dependents', '2', /Enter a number/],
      ['dependents', 21, /20 or less/],
      ['dependents', -1, /0 or more/],
      ['annual_income', 10.555, /two decimal places/],
      ['annual_income', 'lots', /amount in dollars/],
      ['marital_status', 'Complicated', /Choose one of/],
      ['conditions', ['Diabetes', 'Gout'], /Choose from/],
      ['conditions', ['Diabetes', 'Diabetes'], /at most once/],
      ['conditions', 'Diabetes', /Choose from/],
      ['tobacco', 'no', /yes or no/],
      ['state', 'ZZ', /US state/],
      ['ssn', 123456789, /Enter text/],
    ];
    let version = form.version;
    for (const [field, value, message] of bad) {
      // Each invalid answer sits beside a valid one: the valid one is saved, the invalid one is named.
      const response = await saveDraft(t.app, h.C1!, form.id, version, { [field]: value, city: `City ${version}` });
      assert.equal(response.statusCode, 200, `${field}=${JSON.stringify(value)}`);
      const body = response.json();
      assert.equal(body.rejected.length, 1, field);
      assert.equal(body.rejected[0].field, field);
      assert.match(body.rejected[0].message, message, field);
      assert.equal(body.answers[field], undefined, field);
      assert.equal(body.answers.city, `City ${version}`, field);
      version = body.version;
    }
    const unknown = await saveDraft(t.app, h.C1!, form.id, version, { favourite_colour: 'green', city: 'Lost' });
    assert.equal(unknown.statusCode, 400, 'a key the form lacks means another form: nothing is saved');
    assert.equal(unknown.json().errors[0].field, 'favourite_colour');
    assert.match(unknown.json().detail, /^favourite_colour: .*no such field/);
    const good = await saveDraft(t.app, h.C1!, form.id, version, STARTER_ANSWERS);
    assert.equal(good.statusCode, 200, good.body);
    assert.deepEqual(good.json().answers, STARTER_ANSWERS);
    assert.deepEqual(good.json().rejected, []);
  });

  it('saves a street beside a mistyped email and keeps the email last saved', async () => {
    const form = await newForm();
    const first = (await saveDraft(t.app, h.C1!, form.id, form.version, { email: 'casey@example.com' })).json();
    const response = await saveDraft(t.app, h.C1!, form.id, first.version, { email: 'typo@example', street: '12 Elm Street' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().rejected, [{ field: 'email', message: 'Enter an email address like name@example.com.' }]);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.equal(details.answers.street, '12 Elm Street');
    assert.equal(details.answers.email, 'casey@example.com');
  });

  it('allows a partial draft but asks for every required answer when signing', async () => {
    const form = await newForm();
    assert.equal((await saveDraft(t.app, h.C1!, form.id, form.version, { first_name: 'Casey' })).statusCode, 200);
    const response = await signWith(t.app, h.C1!, form.id, await signaturePng());
    assert.equal(response.statusCode, 400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    assert.ok(fields.includes('last_name') && fields.includes('ssn') && !fields.includes('first_name'));
    assert.ok(!fields.includes('contingent_beneficiary'), 'optional fields are not required');
  });

  it('answers 409 to a stale version and keeps the newer answers', async () => {
    const form = await newForm();
    const tabA = await saveDraft(t.app, h.C1!, form.id, form.version, { first_name: 'From tab A' });
    assert.equal(tabA.statusCode, 200);
    const tabB = await saveDraft(t.app, h.C1!, form.id, form.version, { first_name: 'From tab B' });
    assert.equal(tabB.statusCode, 409);
    assert.match(tabB.json().detail, /changed in another tab .* Reload/);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.equal(details.answers.first_name, 'From tab A');
    assert.equal(details.version, form.version + 1);
  });

  it('checks the signature PNG: present, a PNG, not blank, not too large; and the consent', async () => {
    const form = await newForm();
    await saveDraft(t.app, h.C1!, form.id, form.version, STARTER_ANSWERS);
    const png = await signaturePng();
    const cases: [Buffer | null, string, number, RegExp][] = [
      [null, 'true', 400, /Draw or type your signature/],
      [Buffer.from('GIF89a not a png at all'), 'true', 415, /must be a PNG/],
      [Buffer.concat([png.subarray(0, 8), Buffer.from('broken body')]), 'true', 415, /could not be read/],
      [await blankPng(), 'true', 400, /signature is blank/],
      [Buffer.concat([png, Buffer.alloc(600 * 1024)]), 'true', 413, /larger than 512 KB/],
      [png, 'false', 400, /agree to sign electronically/],
    ];
    for (const [bytes, consent, status, detail] of cases) {
      const response = await signWith(t.app, h.C1!, form.id, bytes, consent);
      assert.equal(response.statusCode, status, response.body);
      assert.match(response.json().detail, detail);
    }
    const still = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.equal(still.status, 'draft');
    const body = multipart({ consent: 'true' }, [{ field: 'signature', filename: 's.png', type: 'image/png', data: png }]);
    const json = await t.app.inject({
      method: 'PUT',
      url: `${API}/intake-form/${form.id}/sign`,
      headers: h.C1!,
      payload: { consent: 'true' },
    });
    assert.equal(json.statusCode, 415);
    assert.ok(body.payload.length > 0);
  });

  it('locks the form once signed: later saves and a second signature answer 409', async () => {
    const form = await newForm();
    const saved = (await saveDraft(t.app, h.C1!, form.id, form.version, STARTER_ANSWERS)).json();
    const signed = await signWith(t.app, h.C1!, form.id, await signaturePng());
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json().status, 'signed');
    assert.equal(signed.json().can_fill, false);
    const save = await saveDraft(t.app, h.C1!, form.id, saved.version, { first_name: 'Changed' });
    assert.equal(save.statusCode, 409);
    assert.equal(save.json().detail, 'This form is signed and can no longer be changed.');
    const again = await signWith(t.app, h.C1!, form.id, await signaturePng(300, 100));
    assert.equal(again.statusCode, 409);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.equal(details.answers.first_name, STARTER_ANSWERS.first_name);
    assert.deepEqual(
      details.events.map((e: { kind: string }) => e.kind),
      ['sent', 'saved', 'signed'],
    );
  });

  it('never stores or logs a sensitive answer in plain text', async () => {
    const form = await newForm();
    const saved = await saveDraft(t.app, h.C1!, form.id, form.version, { ...STARTER_ANSWERS, ssn: SSN });
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json().answers.ssn, SSN, 'the signer sees it');
    const signed = await signWith(t.app, h.C1!, form.id, await signaturePng());
    assert.equal(signed.statusCode, 200, `${signed.body} ${log.filter((l) => l.includes('"level":50')).join('\n')}`);
    const reviewer = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.G1! })).json();
    assert.equal(reviewer.answers.ssn, '•••-••-4321', 'reviewers see it masked');

    const row = await t.app.db.selectFrom('intake_form').select('answers').where('id', '=', form.id).executeTakeFirstOrThrow();
    assert.ok(!row.answers.includes(SSN) && !row.answers.includes('487654321'), 'stored encrypted');
    assert.match(JSON.parse(row.answers).ssn, /^enc:v1:/);
    const events = JSON.stringify(await t.app.db.selectFrom('intake_form_event').selectAll().execute());
    assert.ok(!events.includes(SSN));
    if (!process.env.TEST_DATABASE_URL) {
      await t.app.db.selectFrom('intake_form').select('id').execute();
      for (const suffix of ['', '-wal']) {
        const file = `${t.config.databaseUrl.replace(/^sqlite:/, '')}${suffix}`;
        if (existsSync(file)) assert.ok(!readFileSync(file).includes(Buffer.from(SSN)), `plain SSN in ${file}`);
      }
    }
    assert.ok(log.length > 10, 'the server did log');
    const errors = log.filter((line) => line.includes('"level":50'));
    assert.deepEqual(errors, []);
    assert.ok(!log.join('').includes(SSN), 'the log never holds it');
  });
});
