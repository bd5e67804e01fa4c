import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createBackup } from '../../../src/backup/index.js';
import { createStorage } from '../../../src/storage/index.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, saveDraft, sendForm, signaturePng, signWith, STARTER_ANSWERS } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';
import { carriesSecret, filesCarrying } from '../../helpers/secrets.js';

const SSN = '518-27-3645';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('sealed PDFs at rest: encrypted in the store and in backups, whole when an authorised reader downloads', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const log: string[] = [];
  let dir: string;
  let formId: string;
  let pdfSha: string;

  const download = (who = 'G1', id = formId) =>
    t.app.inject({ method: 'GET', url: `${API}/intake-form/${id}/pdf`, headers: h[who]! });

  /** The stored file of a signed form's sealed PDF, on the local disk. */
  const storedFile = async (id: string) => {
    const row = await t.app.db
      .selectFrom('intake_form')
      .innerJoin('blob', 'blob.sha256', 'intake_form.sealed_sha256')
      .select(['blob.storage_key'])
      .where('intake_form.id', '=', id)
      .executeTakeFirstOrThrow();
    const sha = row.storage_key.slice('blobs/'.length);
    return path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha);
  };

  const signOne = async (ssn: string) => {
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id)).json() as { id: string; version: number };
    assert.equal((await saveDraft(t.app, h.C1!, sent.id, sent.version, { ...STARTER_ANSWERS, ssn })).statusCode, 200);
    const signed = await signWith(t.app, h.C1!, sent.id, await signaturePng());
    assert.equal(signed.statusCode, 200, signed.body);
    return signed.json() as { id: string; sealed_sha256: string };
  };

  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, {
      logger: true,
      logStream: { write: (line: string) => void log.push(line) },
    });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-at-rest-'));
    const signed = await signOne(SSN);
    formId = signed.id;
    pdfSha = signed.sealed_sha256;
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the PDF byte for byte as it was signed, still valid for pdfsig, and it prints the SSN', async () => {
    const response = await download();
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/pdf');
    const pdf = response.rawPayload;
    assert.equal(Number(response.headers['content-length']), pdf.length);
    assert.equal(sha256(pdf), pdfSha, 'the hash the signing recorded');
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', 'form.signed').execute();
    assert.ok(audit.some((row) => JSON.parse(row.detail).sealed_sha256 === pdfSha));
    writeFileSync(path.join(dir, 'sealed.pdf'), pdf);
    const report = execFileSync('pdfsig', [path.join(dir, 'sealed.pdf')], { encoding: 'utf8' });
    assert.match(report, /Signature is Valid\./);
    assert.match(report, /Total document signed/);
    // The check below would find the SSN in a plain PDF: it does in the one a reader downloads.
    assert.ok(carriesSecret(pdf, SSN), 'the detector finds the SSN in the plain PDF');
  });

  it('holds no SSN in any stored file, the database files, the backup or the log', async () => {
    const stored = readFileSync(await storedFile(formId));
    assert.notEqual(stored.subarray(0, 5).toString(), '%PDF-', 'the stored file is not a PDF');
    assert.deepEqual(filesCarrying(t.config.dataDir, SSN), [], 'data folder (blobs, SQLite and its WAL)');
    const backup = path.join(dir, 'backup');
    await createBackup(
      {
        databaseUrl: t.config.databaseUrl,
        databaseSchema: t.db.schema,
        dataDir: t.config.dataDir,
        storage: await createStorage(t.config.storage),
      },
      backup,
    );
    assert.deepEqual(filesCarrying(backup, SSN), [], 'backup output');
    assert.ok(log.length > 10, 'the server did log');
    assert.ok(!carriesSecret(Buffer.from(log.join('')), SSN), 'the log');
  });

  it('gives every file its own data key: the same PDF bytes are never stored twice alike', async () => {
    const other = await signOne(SSN);
    const a = readFileSync(await storedFile(formId));
    const b = readFileSync(await storedFile(other.id));
    assert.notEqual(sha256(a), sha256(b));
    assert.notDeepEqual(a.subarray(16, 60), b.subarray(16, 60), 'different wrapped data keys');
  });

  it('refuses a damaged file cleanly: no partial PDF, a 500 with a sentence, the failure logged', async () => {
    const flipped = await signOne('111-22-3333');
    const file = await storedFile(flipped.id);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(file, bytes);
    const response = await download('G1', flipped.id);
    assert.equal(response.statusCode, 500);
    assert.match(response.json().detail, /damaged in storage/);
    assert.ok(!response.rawPayload.includes(Buffer.from('%PDF')), 'no PDF bytes');
    assert.ok(log.some((line) => line.includes('sealed PDF fails decryption')));

    const truncated = await signOne('444-55-6666');
    const cut = await storedFile(truncated.id);
    writeFileSync(cut, readFileSync(cut).subarray(0, 200));
    const short = await download('G1', truncated.id);
    assert.equal(short.statusCode, 500);
    assert.ok(!short.rawPayload.includes(Buffer.from('%PDF')));
    assert.equal((await download('G1')).statusCode, 200, 'other forms are untouched');
  });
});
