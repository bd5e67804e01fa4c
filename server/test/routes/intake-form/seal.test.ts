import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, signedForm, STARTER_ANSWERS } from '../../helpers/forms.js';
import { multipart } from '../../helpers/multipart.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

/** pdfsig exits 0 whatever it finds: what it prints is the verdict. */
const pdfsig = (file: string) => execFileSync('pdfsig', [file], { encoding: 'utf8' });

/** The PDF with one byte of its (signed) document information changed: its producer "Cascade" becomes "Dascade". */
function oneByteChanged(pdf: Buffer): Buffer {
  const changed = Buffer.from(pdf);
  const at = changed.indexOf('/Producer <FEFF0043');
  assert.ok(at > 0);
  changed[at + '/Producer <FEFF004'.length] = '4'.charCodeAt(0);
  assert.equal(changed.length, pdf.length);
  assert.equal(Buffer.compare(changed, pdf) !== 0, true);
  return changed;
}

describe('the sealed PDF', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  let dir: string;
  let pdf: Buffer;
  let form: { id: string; sealed_sha256: string; data_sha256: string };

  const verify = (as: Record<string, string>, bytes: Buffer, name = 'record.pdf') => {
    const body = multipart({}, [{ field: 'file', filename: name, type: 'application/pdf', data: bytes }]);
    return t.app.inject({
      method: 'POST',
      url: `${API}/intake-form/verify`,
      headers: { ...as, ...body.headers },
      payload: body.payload,
    });
  };

  before(async () => {
    t = await createTestApp();
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-seal-'));
    form = await signedForm(t.app, h.G1!, h.C1!, m.C1!.id);
    pdf = (await t.app.inject({ method: 'GET', url: `${API}/intake-form/${form.id}/pdf`, headers: h.G1! })).rawPayload;
    writeFileSync(path.join(dir, 'sealed.pdf'), pdf);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is stored with its hash and served as it was stored', () => {
    assert.equal(createHash('sha256').update(pdf).digest('hex'), form.sealed_sha256);
    assert.match(form.data_sha256, /^[0-9a-f]{64}$/);
  });

  it('is reported signed and unmodified by pdfsig, and passes qpdf --check', () => {
    const report = pdfsig(path.join(dir, 'sealed.pdf'));
    assert.match(report, /Signature Validation: Signature is Valid\./);
    assert.match(report, /Total document signed/);
    assert.match(report, /Signer Certificate Common Name: Cascade document seal/);
    const check = execFileSync('qpdf', ['--check', path.join(dir, 'sealed.pdf')], { encoding: 'utf8' });
    assert.match(check, /No syntax or stream encoding errors found/);
  });

  it('is reported broken by pdfsig after one changed byte', () => {
    const changed = oneByteChanged(pdf);
    writeFileSync(path.join(dir, 'changed.pdf'), changed);
    const report = pdfsig(path.join(dir, 'changed.pdf'));
    assert.doesNotMatch(report, /Signature is Valid/);
    assert.match(report, /Digest Mismatch/);
  });

  it('holds the answers, the signature and the audit certificate (rendered to PNG)', () => {
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'sealed.pdf'), '-'], { encoding: 'utf8' });
    for (const expected of [
      'Alpha Marketing',
      'Client intake',
      STARTER_ANSWERS.primary_beneficiary,
      'Audit certificate',
      form.id,
      form.data_sha256,
      'sent by G1 Agent',
      'signed by C1 Client',
      'I agree to sign this form electronically',
    ]) {
      assert.ok(text.includes(expected), `missing from the PDF: ${expected}`);
    }
    execFileSync('pdftoppm', ['-r', '60', '-png', path.join(dir, 'sealed.pdf'), path.join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.startsWith('page'));
    assert.ok(pages.length >= 3, `pages: ${pages.join(', ')}`);
    if (process.env.FORMS_RENDER_DIR)
      for (const page of pages)
        writeFileSync(path.join(process.env.FORMS_RENDER_DIR, page), execFileSync('cat', [path.join(dir, page)]));
  });

  it('is accepted by the verification endpoint, naming the form and signer', async () => {
    const response = await verify(h.A1!, pdf);
    assert.equal(response.statusCode, 200);
    const result = response.json();
    assert.equal(result.valid, true);
    assert.equal(result.form.id, form.id);
    assert.equal(result.form.signer_email, m.C1!.email);
    assert.match(result.reason, /unchanged since C1 Client signed/);
  });

  it('refuses a changed copy, an extended copy, another company and a file that is not a signed PDF — saying why', async () => {
    const changed = oneByteChanged(pdf);
    const cases: [Buffer, Record<string, string>, RegExp][] = [
      [changed, h.A1!, /changed after it was sealed/],
      [Buffer.concat([pdf, Buffer.from('\n% appended\n')]), h.A1!, /added to this PDF after it was sealed/],
      [pdf, h.BA!, /this company has no signed form with this PDF/],
      [Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n'), h.A1!, /no digital signature/],
      [Buffer.from('hello, world'), h.A1!, /not a PDF/],
    ];
    for (const [bytes, as, reason] of cases) {
      const result = (await verify(as, bytes)).json();
      assert.equal(result.valid, false);
      assert.match(result.reason, reason);
    }
  });
});
