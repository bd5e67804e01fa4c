import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  APPLICATION_FIELDS,
  DROPDOWN_OPTIONS,
  RADIO_OPTIONS,
  radioBox,
  scannedStylePdf,
  sixPageApplication,
  uploadPdfTemplate,
} from '../../helpers/carrier-pdf.js';
import { API } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

interface Rect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface PdfField {
  key: string;
  label: string;
  kind: string;
  required: boolean;
  party: string;
  format?: string;
  options?: string[];
  rects: Rect[];
  pdf_name?: string;
  prefill?: string;
}
interface Template {
  id: string;
  version_id: string;
  version_number: number;
  sections: { id: string; fields: { key: string; kind: string; party?: string; format?: string }[] }[];
  pdf: { pages: { width: number; height: number }[]; fields: PdfField[] } | null;
}

describe('carrier PDF templates', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  let application: Buffer;
  let template: Template;

  const templateCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('intake_form_template')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['A1', 'G1', 'C1', 'BA']) h[key] = await tokenFor(t.app, m[key]!);
    application = await sixPageApplication();
    const response = await uploadPdfTemplate(t.app, h.A1!, application);
    assert.equal(response.statusCode, 201, response.body);
    template = response.json();
  });
  after(() => t.close());

  it('detects every AcroForm field with its kind, name, page and rectangle', () => {
    assert.ok(template.pdf);
    assert.equal(template.pdf.pages.length, 6);
    assert.deepEqual(template.pdf.pages[0], { width: 612, height: 792 });
    const byName = new Map(template.pdf.fields.map((f) => [f.pdf_name, f]));
    assert.equal(byName.size, Object.keys(APPLICATION_FIELDS).length);
    for (const [name, where] of Object.entries(APPLICATION_FIELDS)) {
      const field = byName.get(name);
      assert.ok(field, `not detected: ${name}`);
      assert.equal(field.kind, where.kind, name);
      const expected = where.kind === 'radio' ? radioBox(0) : where;
      assert.deepEqual(
        field.rects[0],
        { page: where.page, x: expected.x, y: expected.y, width: expected.width, height: expected.height },
        name,
      );
    }
    const radio = byName.get('coverage.type')!;
    assert.deepEqual(radio.options, [...RADIO_OPTIONS]);
    assert.deepEqual(
      radio.rects,
      RADIO_OPTIONS.map((_, i) => ({ page: 3, ...radioBox(i) })),
    );
    assert.deepEqual(byName.get('coverage.payment_mode')!.options, [...DROPDOWN_OPTIONS]);
    assert.equal(byName.get('applicant.first_name')!.required, true);
    assert.equal(byName.get('applicant.email')!.required, false);
    assert.equal(byName.get('applicant_initials')!.kind, 'initials');
  });

  it('guesses who fills each field, its format and its prefill from the names', () => {
    const byName = new Map(template.pdf!.fields.map((f) => [f.pdf_name, f]));
    assert.equal(byName.get('agent.producer_number')!.party, 'agent');
    assert.equal(byName.get('agent.producer_number')!.prefill, 'national_producer_number');
    assert.equal(byName.get('agent_signature')!.party, 'agent');
    assert.equal(byName.get('applicant_signature')!.party, 'client');
    assert.equal(byName.get('applicant.ssn')!.format, 'ssn');
    assert.equal(byName.get('applicant.email')!.format, 'email');
    assert.equal(byName.get('applicant.email')!.prefill, 'email');
    assert.equal(byName.get('applicant.phone')!.format, 'phone');
    assert.equal(byName.get('applicant.dob')!.format, 'birth_date');
    assert.equal(byName.get('applicant.first_name')!.key, 'applicant_first_name');
  });

  it('answers its fields as built-in kinds, one section per page, without signatures', () => {
    const fields = template.sections.flatMap((s) => s.fields);
    assert.deepEqual(
      template.sections.map((s) => s.id),
      ['page_1', 'page_2', 'page_3', 'page_4', 'page_5'],
    );
    const kind = (key: string) => fields.find((f) => f.key === key);
    assert.deepEqual(kind('applicant_ssn'), {
      key: 'applicant_ssn',
      label: 'Applicant ssn',
      required: true,
      party: 'client',
      kind: 'sensitive',
      format: 'ssn',
    });
    assert.equal(kind('applicant_email')!.kind, 'email');
    assert.equal(kind('health_tobacco')!.kind, 'yes_no');
    assert.equal(kind('coverage_type')!.kind, 'single_choice');
    assert.equal(kind('coverage_face_amount')!.kind, 'number');
    assert.equal(kind('agent_producer_number')!.party, 'agent');
    assert.equal(kind('applicant_signature'), undefined);
  });

  it('takes a scanned PDF without fields: the admin places them', async () => {
    const response = await uploadPdfTemplate(t.app, h.A1!, await scannedStylePdf(2), 'Beneficiary change');
    assert.equal(response.statusCode, 201, response.body);
    const scanned: Template = response.json();
    assert.deepEqual(scanned.pdf, {
      pages: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
      fields: [],
    });
    assert.deepEqual(scanned.sections, []);
    const placed = await t.app.inject({
      method: 'PUT',
      url: `${API}/intake-form-template/${scanned.id}/pdf`,
      headers: h.A1!,
      payload: {
        title: 'Beneficiary change',
        description: '',
        fields: [
          {
            label: 'New beneficiary',
            kind: 'text',
            required: true,
            party: 'client',
            rects: [{ page: 1, x: 135, y: 680, width: 400, height: 16 }],
          },
          {
            label: 'Client signature',
            kind: 'signature',
            required: true,
            party: 'client',
            rects: [{ page: 2, x: 135, y: 300, width: 200, height: 40 }],
          },
        ],
      },
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const after: Template = placed.json();
    assert.deepEqual(
      after.pdf!.fields.map((f) => f.key),
      ['new_beneficiary', 'client_signature'],
    );
    assert.equal(after.version_number, 1);
  });

  it('is for admins only, refuses what is not a usable PDF, and stores nothing then', async () => {
    const before = await templateCount();
    assert.equal((await uploadPdfTemplate(t.app, h.G1!, application)).statusCode, 403);
    assert.equal((await uploadPdfTemplate(t.app, h.C1!, application)).statusCode, 403);
    const notPdf = await uploadPdfTemplate(t.app, h.A1!, Buffer.from('hello, this is not a PDF'));
    assert.equal(notPdf.statusCode, 400);
    assert.match(notPdf.json().detail, /not a PDF/);
    const broken = await uploadPdfTemplate(t.app, h.A1!, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]));
    assert.equal(broken.statusCode, 400);
    assert.equal(await templateCount(), before);
  });

  it('serves the blank PDF of a version to members of its company only', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `${API}/intake-form-template/pdf/${template.version_id}`,
      headers: h.C1!,
    });
    assert.equal(own.statusCode, 200);
    assert.equal(own.headers['content-type'], 'application/pdf');
    assert.ok(own.rawPayload.equals(application));
    const other = await t.app.inject({
      method: 'GET',
      url: `${API}/intake-form-template/pdf/${template.version_id}`,
      headers: h.BA!,
    });
    assert.equal(other.statusCode, 404);
  });

  it('refuses a field outside its page or with a wrong format, and keeps the stored fields', async () => {
    const fields = template.pdf!.fields;
    const cases: [object, RegExp][] = [
      [{ ...fields[0], rects: [{ page: 1, x: 600, y: 10, width: 50, height: 20 }] }, /inside page 1/],
      [{ ...fields[0], rects: [{ page: 9, x: 10, y: 10, width: 50, height: 20 }] }, /no page 9/],
      [{ ...fields[0], format: 'birth_date' }, /only a date field/],
      [
        { ...fields.find((f) => f.kind === 'radio'), rects: [{ page: 3, x: 10, y: 10, width: 14, height: 14 }] },
        /one box per option/,
      ],
    ];
    for (const [bad, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${API}/intake-form-template/${template.id}/pdf`,
        headers: h.A1!,
        payload: { title: 'x', description: '', fields: [bad, ...fields.slice(1)] },
      });
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
      assert.match(response.json().detail, message);
    }
    const stored = (
      await t.app.inject({ method: 'GET', url: `${API}/intake-form-template/${template.id}`, headers: h.A1! })
    ).json();
    assert.deepEqual(stored.pdf.fields, fields);
  });

  it('keeps a sent form on its version: an edit after a send is the next version', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/`,
      headers: h.G1!,
      payload: { template_id: template.id, client_id: m.C1!.id },
    });
    assert.equal(sent.statusCode, 201, sent.body);
    const moved = template.pdf!.fields.map((f) =>
      f.pdf_name === 'beneficiary.name'
        ? { ...f, label: 'Primary beneficiary (full name)', rects: [{ ...f.rects[0]!, x: 160, y: 530 }] }
        : f,
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${API}/intake-form-template/${template.id}/pdf`,
      headers: h.A1!,
      payload: { title: 'Sample Life Application', description: '', fields: moved },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().version_number, 2);
    const form = (
      await t.app.inject({ method: 'GET', url: `${API}/intake-form/${sent.json().id}/details`, headers: h.G1! })
    ).json();
    assert.equal(form.template.version_id, template.version_id);
    const v2pdf = await t.app.inject({
      method: 'GET',
      url: `${API}/intake-form-template/pdf/${edited.json().version_id}`,
      headers: h.A1!,
    });
    assert.ok(v2pdf.rawPayload.equals(application));
    const refs = await t.app.db.selectFrom('blob').select('ref_count').where('content_type', '=', 'application/pdf').execute();
    assert.ok(refs.some((r) => Number(r.ref_count) === 2));
  });
});
