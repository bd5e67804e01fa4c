import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, PDFName, PDFSignature } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  AGENT_ANSWERS,
  APPLICATION_FIELDS,
  CLIENT_ANSWERS,
  radioBox,
  signCarrier,
  sixPageApplication,
  uploadPdfTemplate,
  type Box,
} from '../../helpers/carrier-pdf.js';
import { multipart } from '../../helpers/multipart.js';
import { API, saveDraft, signaturePng } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

/** pdfsig exits 0 whatever it finds: what it prints is the verdict. */
const pdfsig = (file: string) => execFileSync('pdfsig', [file], { encoding: 'utf8' });
const pageText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], { encoding: 'utf8' });

/** The words pdftotext finds on a page, with their boxes (points, from the top-left corner). */
function words(file: string, page: number) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
    (w) => ({
      xMin: Number(w[1]),
      yMin: Number(w[2]),
      xMax: Number(w[3]),
      yMax: Number(w[4]),
      text: w[5]!.replace(/&amp;/g, '&'),
    }),
  );
}

/** Whether a word drawn on a 792-point-high page lies inside a placed rectangle (PDF points from the bottom). */
const inside = (word: ReturnType<typeof words>[number], box: Box) =>
  word.xMin >= box.x - 0.5 &&
  word.xMax <= box.x + box.width + 0.5 &&
  word.yMin >= 792 - (box.y + box.height) - 0.5 &&
  word.yMax <= 792 - box.y + 0.5;

/** The sealed PDF with one byte of its signed document information changed ("Cascade" → "Dascade"). */
function oneByteChanged(pdf: Buffer): Buffer {
  const changed = Buffer.from(pdf);
  const at = changed.indexOf('/Producer <FEFF0043');
  assert.ok(at > 0);
  changed[at + '/Producer <FEFF004'.length] = '4'.charCodeAt(0);
  return changed;
}

describe('the sealed carrier PDF', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  let dir: string;
  let file: string;
  let pdf: Buffer;
  let form: { id: string; sealed_sha256: string; data_sha256: string };

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of ['A1', 'G1', 'C1']) h[key] = await tokenFor(t.app, m[key]!);
    await t.app.db.updateTable('users').set({ national_producer_number: '17654321' }).where('id', '=', m.G1!.userId).execute();
    const template = (await uploadPdfTemplate(t.app, h.A1!, await sixPageApplication())).json();
    const sent = (
      await t.app.inject({
        method: 'POST',
        url: `${API}/intake-form/`,
        headers: h.G1!,
        payload: { template_id: template.id, client_id: m.C1!.id },
      })
    ).json();
    const prepared = (
      await saveDraft(t.app, h.G1!, sent.id, sent.version, { ...AGENT_ANSWERS, agent_producer_number: '17654321' })
    ).json();
    const released = (
      await t.app.inject({ method: 'POST', url: `${API}/intake-form/${sent.id}/send-to-client`, headers: h.G1! })
    ).json();
    assert.equal(prepared.version + 1, released.version);
    const filled = await saveDraft(t.app, h.C1!, sent.id, released.version, CLIENT_ANSWERS);
    assert.equal(filled.statusCode, 200, filled.body);
    const signature = await signaturePng();
    assert.equal((await signCarrier(t.app, h.C1!, sent.id, 'sign', signature, await signaturePng(120, 60))).statusCode, 200);
    const sealed = await signCarrier(t.app, h.G1!, sent.id, 'countersign', await signaturePng(300, 90), null);
    assert.equal(sealed.statusCode, 200, sealed.body);
    form = sealed.json();
    pdf = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/pdf`, headers: h.C1! })).rawPayload;
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-carrier-seal-'));
    file = path.join(dir, 'sealed.pdf');
    writeFileSync(file, pdf);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is signed by the same seal as every form: pdfsig valid, and broken by one changed byte', () => {
    const report = pdfsig(file);
    assert.match(report, /Signature Validation: Signature is Valid\./);
    assert.match(report, /Total document signed/);
    assert.match(report, /Signer Certificate Common Name: Cascade document seal/);
    writeFileSync(path.join(dir, 'changed.pdf'), oneByteChanged(pdf));
    const broken = pdfsig(path.join(dir, 'changed.pdf'));
    assert.doesNotMatch(broken, /Signature is Valid/);
    assert.match(broken, /Digest Mismatch/);
  });

  it('passes qpdf --check', () => {
    const check = execFileSync('qpdf', ['--check', file], { encoding: 'utf8' });
    assert.match(check, /No syntax or stream encoding errors found/);
  });

  it('keeps the carrier’s six pages and appends the audit certificate', () => {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    assert.match(info, /Pages:\s+7/);
    for (let page = 1; page <= 6; page += 1)
      assert.match(pageText(file, page), new RegExp(`Sample Life Application - page ${page} of 6`));
    const certificate = pageText(file, 7);
    for (const expected of [
      'Audit certificate',
      form.id,
      form.data_sha256,
      'Countersigned by',
      `G1 Agent <${m.G1!.email}>`,
      'countersigned by G1 Agent',
      'signed by C1 Client',
      'prepared by G1 Agent',
    ])
      assert.ok(certificate.includes(expected), `missing from the certificate: ${expected}`);
  });

  it('has each answer on its own page, and on no other', () => {
    const expected: [number, string][] = [
      [1, 'Casey'],
      [1, 'Carrier'],
      [1, '1984-02-29'],
      [1, '123-45-6789'],
      [2, 'casey.carrier@example.com'],
      [2, '+1 (555) 010-4477'],
      [2, '12 Elm Street'],
      [2, 'Springfield, IL 62701'],
      [4, '250000'],
      [4, 'Quarterly'],
      [4, 'Jordan Carrier'],
      [5, '17654321'],
      [5, 'Met the applicant in person'],
    ];
    const pages = Array.from({ length: 6 }, (_, i) => pageText(file, i + 1));
    for (const [page, answer] of expected) {
      assert.ok(pages[page - 1]!.includes(answer), `page ${page} lacks ${answer}`);
      pages.forEach((text, i) => {
        if (i !== page - 1 && !(answer === 'Carrier' || answer === 'Casey'))
          assert.ok(!text.includes(answer), `${answer} is also on page ${i + 1}`);
      });
    }
  });

  it('draws each answer inside its placed rectangle', () => {
    const at = (name: keyof typeof APPLICATION_FIELDS) => APPLICATION_FIELDS[name];
    const checks: [number, string, Box][] = [
      [1, 'Casey', at('applicant.first_name')],
      [1, '123-45-6789', at('applicant.ssn')],
      [2, 'casey.carrier@example.com', at('applicant.email')],
      [3, 'X', at('health.tobacco')],
      [3, 'X', radioBox(1)],
      [4, '250000', at('coverage.face_amount')],
      [4, 'Quarterly', at('coverage.payment_mode')],
      [5, '17654321', at('agent.producer_number')],
    ];
    for (const [page, text, box] of checks) {
      const found = words(file, page).filter((w) => w.text === text);
      assert.ok(found.length > 0, `${text} not on page ${page}`);
      assert.ok(
        found.some((w) => inside(w, box)),
        `${text} on page ${page} is outside its box: ${JSON.stringify(found)} vs ${JSON.stringify(box)}`,
      );
    }
    const marks = words(file, 3).filter((w) => w.text === 'X');
    assert.equal(marks.length, 2, 'one mark for the checkbox, one for the chosen radio option');
    assert.ok(!marks.some((w) => inside(w, radioBox(0)) || inside(w, radioBox(2))));
  });

  it('stamps the client’s signature, initials and the agent’s signature as images', () => {
    const list = execFileSync('pdfimages', ['-f', '6', '-l', '6', '-list', file], { encoding: 'utf8' });
    const images = list.split('\n').filter((line) => /^\s+6\s+\d+\s+image/.test(line));
    assert.equal(images.length, 3, list);
    execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '6', '-l', '6', file, path.join(dir, 'page')]);
    assert.equal(readdirSync(dir).filter((f) => f.startsWith('page')).length, 1);
  });

  it('has no form field left to fill', async () => {
    const doc = await PDFDocument.load(pdf);
    const fields = doc.getForm().getFields();
    assert.ok(
      fields.every((f) => f instanceof PDFSignature),
      fields.map((f) => f.getName()).join(', '),
    );
    assert.ok(
      fields.every((f) => f.acroField.dict.has(PDFName.of('V'))),
      'the only field is the seal, and it is signed',
    );
    const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=acroform', file], { encoding: 'utf8' }));
    const acro = json.acroform.fields as { fieldtype: string }[];
    assert.ok(acro.length >= 1);
    assert.deepEqual([...new Set(acro.map((f) => f.fieldtype))], ['/Sig']);
  });

  it('is stored encrypted, like every sealed form, and verified by the one verification page', async () => {
    const row = await t.app.db
      .selectFrom('intake_form')
      .innerJoin('blob', 'blob.sha256', 'intake_form.sealed_sha256')
      .select(['blob.storage_key'])
      .where('intake_form.id', '=', form.id)
      .executeTakeFirstOrThrow();
    const sha = row.storage_key.slice('blobs/'.length);
    const stored = readFileSync(path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha));
    assert.equal(stored.indexOf('%PDF'), -1);
    assert.equal(stored.indexOf('123-45-6789'), -1);
    const body = multipart({}, [{ field: 'file', filename: 'sealed.pdf', type: 'application/pdf', data: pdf }]);
    const verified = await t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/verify`,
      headers: { ...h.A1!, ...body.headers },
      payload: body.payload,
    });
    assert.equal(verified.json().valid, true, verified.body);
    assert.equal(verified.json().form.id, form.id);
    const masked = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/details`, headers: h.G1! })).json();
    assert.equal(masked.answers.applicant_ssn, '•••-••-6789');
  });
});
