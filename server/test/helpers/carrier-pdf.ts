import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString, StandardFonts, rgb, type PDFPage } from 'pdf-lib';
import { multipart } from './multipart.js';

/**
 * Carrier PDFs made in the tests with pdf-lib: a six-page life insurance application with AcroForm
 * fields of every kind, a scanned-style PDF with no fields, and a large one for the benchmark.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each field of the application is (page from 1, rect in points), as the fixture drew it. */
export const APPLICATION_FIELDS = {
  'applicant.first_name': { page: 1, x: 150, y: 650, width: 180, height: 20, kind: 'text' },
  'applicant.last_name': { page: 1, x: 150, y: 610, width: 180, height: 20, kind: 'text' },
  'applicant.dob': { page: 1, x: 150, y: 570, width: 120, height: 20, kind: 'date' },
  'applicant.ssn': { page: 1, x: 150, y: 530, width: 120, height: 20, kind: 'text' },
  'applicant.email': { page: 2, x: 150, y: 650, width: 220, height: 20, kind: 'text' },
  'applicant.phone': { page: 2, x: 150, y: 610, width: 160, height: 20, kind: 'text' },
  'applicant.address': { page: 2, x: 150, y: 500, width: 300, height: 80, kind: 'multi_line' },
  'health.tobacco': { page: 3, x: 150, y: 650, width: 16, height: 16, kind: 'checkbox' },
  'coverage.type': { page: 3, x: 150, y: 600, width: 14, height: 14, kind: 'radio' },
  'coverage.face_amount': { page: 4, x: 150, y: 650, width: 140, height: 20, kind: 'number' },
  'coverage.payment_mode': { page: 4, x: 150, y: 600, width: 140, height: 20, kind: 'dropdown' },
  'beneficiary.name': { page: 4, x: 150, y: 540, width: 220, height: 20, kind: 'text' },
  'agent.producer_number': { page: 5, x: 150, y: 650, width: 140, height: 20, kind: 'text' },
  'agent.remarks': { page: 5, x: 150, y: 560, width: 300, height: 60, kind: 'multi_line' },
  applicant_signature: { page: 6, x: 100, y: 600, width: 200, height: 40, kind: 'signature' },
  applicant_initials: { page: 6, x: 350, y: 600, width: 60, height: 30, kind: 'initials' },
  agent_signature: { page: 6, x: 100, y: 480, width: 200, height: 40, kind: 'signature' },
} as const;

export const RADIO_OPTIONS = ['Term', 'Whole', 'Universal'] as const;
export const DROPDOWN_OPTIONS = ['Monthly', 'Quarterly', 'Annual'] as const;

/** Radio option boxes: one per option, 100 points apart on the same line. */
export const radioBox = (i: number): Box => ({ x: 150 + i * 100, y: 600, width: 14, height: 14 });

function label(page: PDFPage, font: Awaited<ReturnType<PDFDocument['embedFont']>>, text: string, x: number, y: number) {
  page.drawText(text, { x, y, size: 10, font, color: rgb(0.1, 0.1, 0.1) });
}

/** A signature field (pdf-lib has no high-level call for one): an unsigned /Sig widget on the page. */
function addSignatureField(doc: PDFDocument, page: PDFPage, name: string, box: Box) {
  const widget = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    T: PDFString.of(name),
    TU: PDFString.of(name.replace(/_/g, ' ')),
    Rect: [box.x, box.y, box.x + box.width, box.y + box.height],
    F: 4,
    P: page.ref,
  });
  const ref = doc.context.register(widget);
  page.node.addAnnot(ref);
  const acroForm = doc.getForm().acroForm;
  acroForm.addField(ref);
}

/** The six-page application: text, date, number, multi-line, checkbox, radio, dropdown and signature fields. */
export async function sixPageApplication(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  const pages = Array.from({ length: 6 }, (_, i) => {
    const page = doc.addPage([612, 792]);
    page.drawText(`Sample Life Application - page ${i + 1} of 6`, { x: 56, y: 740, size: 14, font });
    return page;
  });
  const at = (name: keyof typeof APPLICATION_FIELDS) => {
    const f = APPLICATION_FIELDS[name];
    return { page: pages[f.page - 1]!, box: { x: f.x, y: f.y, width: f.width, height: f.height } };
  };
  const text = (name: keyof typeof APPLICATION_FIELDS, caption: string, opts: { required?: boolean; multi?: boolean } = {}) => {
    const { page, box } = at(name);
    label(page, font, caption, 56, box.y + 5);
    const field = form.createTextField(name);
    if (opts.multi) field.enableMultiline();
    if (opts.required) field.enableRequired();
    field.addToPage(page, { ...box, font, borderWidth: 0 });
    return field;
  };
  text('applicant.first_name', 'First name', { required: true });
  text('applicant.last_name', 'Last name', { required: true });
  const dob = text('applicant.dob', 'Date of birth', { required: true });
  dob.acroField.dict.set(
    PDFName.of('AA'),
    doc.context.obj({ F: { S: 'JavaScript', JS: PDFString.of('AFDate_FormatEx("yyyy-mm-dd");') } }),
  );
  text('applicant.ssn', 'Social Security number', { required: true });
  text('applicant.email', 'Email');
  text('applicant.phone', 'Phone');
  text('applicant.address', 'Address', { multi: true });

  const tobacco = at('health.tobacco');
  label(tobacco.page, font, 'Tobacco use in the last 12 months', 180, tobacco.box.y + 3);
  form.createCheckBox('health.tobacco').addToPage(tobacco.page, { ...tobacco.box, borderWidth: 0 });

  const radio = form.createRadioGroup('coverage.type');
  radio.enableRequired();
  RADIO_OPTIONS.forEach((option, i) => {
    label(pages[2]!, font, option, radioBox(i).x + 20, radioBox(i).y + 3);
    radio.addOptionToPage(option, pages[2]!, { ...radioBox(i), borderWidth: 0 });
  });

  const face = text('coverage.face_amount', 'Face amount', { required: true });
  face.acroField.dict.set(
    PDFName.of('AA'),
    doc.context.obj({ F: { S: 'JavaScript', JS: PDFString.of('AFNumber_Format(2, 0, 0, 0, "$", true);') } }),
  );
  const mode = at('coverage.payment_mode');
  label(mode.page, font, 'Payment mode', 56, mode.box.y + 5);
  const dropdown = form.createDropdown('coverage.payment_mode');
  dropdown.addOptions([...DROPDOWN_OPTIONS]);
  dropdown.enableRequired();
  dropdown.addToPage(mode.page, { ...mode.box, font, borderWidth: 0 });
  text('beneficiary.name', 'Primary beneficiary', { required: true });
  text('agent.producer_number', 'Producer number (NPN)', { required: true });
  text('agent.remarks', 'Agent remarks', { multi: true });

  for (const name of ['applicant_signature', 'applicant_initials', 'agent_signature'] as const) {
    const { page, box } = at(name);
    label(page, font, name.replace(/_/g, ' '), box.x, box.y - 14);
    page.drawRectangle({ ...box, borderColor: rgb(0.5, 0.5, 0.5), borderWidth: 0.5 });
    addSignatureField(doc, page, name, box);
  }
  return Buffer.from(await doc.save());
}

/** A scanned-style PDF: text and lines drawn on the page, no form fields at all. */
export async function scannedStylePdf(pageCount = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  for (let i = 0; i < pageCount; i += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`BENEFICIARY CHANGE REQUEST (scanned) ${i + 1}`, { x: 56, y: 740, size: 12, font });
    for (let line = 0; line < 10; line += 1) {
      page.drawText(`Line ${line + 1}:`, { x: 56, y: 680 - line * 40, size: 10, font });
      page.drawLine({ start: { x: 130, y: 678 - line * 40 }, end: { x: 540, y: 678 - line * 40 }, thickness: 0.5 });
    }
  }
  return Buffer.from(await doc.save());
}

/**
 * A large application: `pageCount` pages and `fieldCount` fields spread over them (text, dates, numbers,
 * checkboxes, dropdowns, radio groups, one signature per party on the last page).
 */
export async function largeApplication(pageCount = 20, fieldCount = 150): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  const pages = Array.from({ length: pageCount }, (_, i) => {
    const page = doc.addPage([612, 792]);
    page.drawText(`Large application - page ${i + 1} of ${pageCount}`, { x: 56, y: 740, size: 14, font });
    return page;
  });
  const perPage = Math.ceil((fieldCount - 2) / pageCount);
  for (let i = 0; i < fieldCount - 2; i += 1) {
    const page = pages[Math.floor(i / perPage)]!;
    const row = i % perPage;
    const box = { x: 200, y: 700 - row * 75, width: 200, height: 18 };
    label(page, font, `Question ${i + 1}`, 56, box.y + 4);
    const name = `q${i + 1}`;
    switch (i % 6) {
      case 0:
      case 1:
        form.createTextField(`${name}.answer`).addToPage(page, { ...box, font });
        break;
      case 2: {
        const f = form.createTextField(`${name}.date`);
        f.addToPage(page, { ...box, font });
        break;
      }
      case 3:
        form.createCheckBox(`${name}.check`).addToPage(page, { ...box, width: 14, height: 14 });
        break;
      case 4: {
        const d = form.createDropdown(`${name}.choice`);
        d.addOptions(['One', 'Two', 'Three']);
        d.addToPage(page, { ...box, font });
        break;
      }
      default: {
        const r = form.createRadioGroup(`${name}.pick`);
        ['A', 'B', 'C'].forEach((o, k) => r.addOptionToPage(o, page, { x: 200 + k * 60, y: box.y, width: 14, height: 14 }));
      }
    }
  }
  const last = pages[pageCount - 1]!;
  addSignatureField(doc, last, 'applicant_signature', { x: 80, y: 80, width: 200, height: 40 });
  addSignatureField(doc, last, 'agent_signature', { x: 330, y: 80, width: 200, height: 40 });
  return Buffer.from(await doc.save());
}

/** Uploads a PDF as a template (multipart: title, then the file) as the given member. */
export async function uploadPdfTemplate(
  app: FastifyInstance,
  headers: Record<string, string>,
  pdf: Buffer,
  title = 'Sample Life Application',
) {
  const body = multipart({ title }, [{ field: 'file', filename: 'application.pdf', type: 'application/pdf', data: pdf }]);
  return app.inject({
    method: 'POST',
    url: '/api/frontend/intake-form-template/pdf',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Every client answer of the six-page application, valid. */
export const CLIENT_ANSWERS = {
  applicant_first_name: 'Casey',
  applicant_last_name: 'Carrier',
  applicant_dob: '1984-02-29',
  applicant_ssn: '123-45-6789',
  applicant_email: 'casey.carrier@example.com',
  applicant_phone: '+1 (555) 010-4477',
  applicant_address: '12 Elm Street\nSpringfield, IL 62701',
  health_tobacco: true,
  coverage_type: 'Whole',
  coverage_face_amount: 250000,
  coverage_payment_mode: 'Quarterly',
  beneficiary_name: 'Jordan Carrier',
};

/** The agent's answers (besides the prefilled producer number). */
export const AGENT_ANSWERS = { agent_remarks: 'Met the applicant in person; identity checked.' };

/** A multipart signing body: consent, the signature and, when given, the initials. */
export async function signParts(signature: Buffer, initials: Buffer | null, consent = 'true') {
  return multipart({ consent }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: signature },
    ...(initials ? [{ field: 'initials', filename: 'initials.png', type: 'image/png', data: initials }] : []),
  ]);
}

type Inject = FastifyInstance['inject'];
type Headers = Record<string, string>;

/** PUT /intake-form/{id}/sign (the client) or /countersign (the agent) with a signature and initials. */
export async function signCarrier(
  app: { inject: Inject },
  headers: Headers,
  formId: string,
  route: 'sign' | 'countersign',
  signature: Buffer,
  initials: Buffer | null,
) {
  const body = await signParts(signature, initials);
  return app.inject({
    method: 'PUT',
    url: `/api/frontend/intake-form/${formId}/${route}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
