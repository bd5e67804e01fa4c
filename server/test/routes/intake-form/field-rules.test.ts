import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_TOO_EARLY,
  INCOMPLETE_DATE,
  PARTIAL_DATE,
  SSN_DIGITS,
  SSN_NOT_ISSUED,
} from '../../../src/contract/form-fields.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, saveDraft, sendForm } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

type Field = { key?: string; kind: string; label: string; required: boolean; format?: string; options?: string[] };
const template = (fields: Field[]) => ({
  title: 'Field rules',
  description: '',
  sections: [{ id: 'main', title: 'Main', fields }],
});

describe('intake form field rules: Social Security numbers, dates of birth, half-typed dates, keys from labels', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
  });
  after(() => t.close());

  const newForm = async () => (await sendForm(t.app, h.G1!, m.C1!.id)).json() as { id: string; version: number };
  const createTemplate = (payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/intake-form-template/`, headers: h.A1!, payload });
  const sendFrom = async (templateId: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${API}/intake-form/`,
        headers: h.G1!,
        payload: { template_id: templateId, client_id: m.C1!.id },
      })
    ).json() as { id: string; version: number };

  /** Saves one answer beside a valid one; the refusal's message, or null when it was kept. */
  async function refusal(form: { id: string; version: number }, key: string, value: unknown) {
    const response = await saveDraft(t.app, h.C1!, form.id, form.version, { [key]: value, city: 'Springfield' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as {
      version: number;
      answers: Record<string, unknown>;
      rejected: { field: string; message: string }[];
    };
    form.version = body.version;
    assert.equal(body.answers.city, 'Springfield', 'the valid answer beside it is kept');
    const rejected = body.rejected.find((r) => r.field === key);
    if (rejected) assert.equal(body.answers[key], undefined, `${key}=${JSON.stringify(value)} is not stored`);
    return { message: rejected?.message ?? null, stored: body.answers[key] };
  }

  it('takes a Social Security number only as its 9 digits, with or without dashes, stored as 123-45-6789', async () => {
    const form = await newForm();
    for (const value of ['12', 'abc-de-fghi', '1234567890', '12-345-6789', '123-45-678x'])
      assert.equal((await refusal(form, 'ssn', value)).message, SSN_DIGITS, value);
    for (const value of ['000-12-3456', '666-12-3456', '900-12-3456', '987-65-4321', '123-00-4567', '123-45-0000'])
      assert.equal((await refusal(form, 'ssn', value)).message, SSN_NOT_ISSUED, value);
    assert.deepEqual(await refusal(form, 'ssn', '123456789'), { message: null, stored: '123-45-6789' });
    assert.deepEqual(await refusal(form, 'ssn', ' 234-56-7890 '), { message: null, stored: '234-56-7890' });
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.equal(details.answers.ssn, '234-56-7890', 'the signer reads the stored form back');
  });

  it('refuses a date of birth in the future or before 1900, and keeps any date in a plain date field', async () => {
    const form = await newForm();
    assert.equal((await refusal(form, 'date_of_birth', '2090-01-01')).message, BIRTH_DATE_FUTURE);
    assert.equal((await refusal(form, 'date_of_birth', '1899-12-31')).message, BIRTH_DATE_TOO_EARLY);
    assert.deepEqual(await refusal(form, 'date_of_birth', '1900-01-01'), { message: null, stored: '1900-01-01' });
    assert.deepEqual(await refusal(form, 'date_of_birth', '1984-02-29'), { message: null, stored: '1984-02-29' });
    const plain = await createTemplate(template([{ key: 'start', kind: 'date', label: 'Start of cover', required: true }]));
    assert.equal(plain.statusCode, 201, plain.body);
    const other = await sendFrom(plain.json().id);
    const response = await saveDraft(t.app, h.C1!, other.id, other.version, { start: '2090-01-01' });
    assert.deepEqual(response.json().answers, { start: '2090-01-01' });
  });

  it('says a half-typed date is incomplete, not that the field is empty or malformed', async () => {
    const form = await newForm();
    for (const value of [PARTIAL_DATE, '1990-05', '1990--12', '-05-12', '1990-05-'])
      assert.equal((await refusal(form, 'date_of_birth', value)).message, INCOMPLETE_DATE, value);
    assert.match((await refusal(form, 'date_of_birth', '1985-02-30')).message!, /YYYY-MM-DD/);
    assert.match((await refusal(form, 'date_of_birth', 'soon')).message!, /YYYY-MM-DD/);
  });

  it('refuses a format on a kind it does not refine, naming the field', async () => {
    const response = await createTemplate(
      template([{ key: 'x', kind: 'short_text', format: 'ssn', label: 'SSN', required: false }]),
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, [
      { field: 'sections.0.fields.0.format', message: 'Only a sensitive field can hold a Social Security number.' },
    ]);
  });

  it('makes the keys a template leaves out from the labels, unique within it, and keeps them once given', async () => {
    const created = await createTemplate(
      template([
        { kind: 'date', label: 'Date of birth', required: true, format: 'birth_date' },
        { kind: 'short_text', label: 'Date of birth', required: false },
        { kind: 'short_text', label: "Your employer's name?", required: false },
        { key: 'employer', kind: 'short_text', label: 'Employer', required: false },
        { kind: 'short_text', label: 'Employer', required: false },
        { kind: 'short_text', label: '2nd phone', required: false },
        { kind: 'yes_no', label: '???', required: false },
      ]),
    );
    assert.equal(created.statusCode, 201, created.body);
    const keys = (created.json().sections[0].fields as { key: string }[]).map((f) => f.key);
    assert.deepEqual(keys, [
      'date_of_birth',
      'date_of_birth_2',
      'your_employer_s_name',
      'employer',
      'employer_2',
      'nd_phone',
      'field',
    ]);
    const form = await sendFrom(created.json().id);
    const saved = await saveDraft(t.app, h.C1!, form.id, form.version, { date_of_birth: '1970-01-01', employer_2: 'Acme' });
    assert.deepEqual(saved.json().answers, { date_of_birth: '1970-01-01', employer_2: 'Acme' });

    // A field renamed after the form was sent keeps its key; the form sent earlier keeps its answers.
    const fields = created.json().sections[0].fields as Field[];
    fields[0] = { ...fields[0]!, label: 'Birthday' };
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${API}/intake-form-template/${created.json().id}`,
      headers: h.A1!,
      payload: template([...fields, { kind: 'short_text', label: 'Birthday', required: false }]),
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().version_number, 2);
    const editedKeys = (edited.json().sections[0].fields as { key: string }[]).map((f) => f.key);
    assert.deepEqual(editedKeys, [...keys, 'birthday']);
    const details = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.C1! })).json();
    assert.deepEqual(details.answers, { date_of_birth: '1970-01-01', employer_2: 'Acme' });
  });

  it('keeps templates and answers keyed by kind (short_text_2) working as they are', async () => {
    const created = await createTemplate(
      template([
        { key: 'short_text', kind: 'short_text', label: 'Employer', required: true },
        { key: 'short_text_2', kind: 'short_text', label: 'Job title', required: false },
      ]),
    );
    assert.equal(created.statusCode, 201, created.body);
    const form = await sendFrom(created.json().id);
    const saved = await saveDraft(t.app, h.C1!, form.id, form.version, { short_text: 'Acme', short_text_2: 'Clerk' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().answers, { short_text: 'Acme', short_text_2: 'Clerk' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${API}/intake-form-template/${created.json().id}`,
      headers: h.A1!,
      payload: template([
        ...(created.json().sections[0].fields as Field[]),
        { kind: 'short_text', label: 'Short text', required: false },
      ]),
    });
    assert.deepEqual(
      (edited.json().sections[0].fields as { key: string }[]).map((f) => f.key),
      ['short_text', 'short_text_2', 'short_text_3'],
    );
    const again = await saveDraft(t.app, h.C1!, form.id, saved.json().version, {
      short_text: 'Acme',
      short_text_2: 'Manager',
    });
    assert.deepEqual(again.json().answers, { short_text: 'Acme', short_text_2: 'Manager' });
  });
});
