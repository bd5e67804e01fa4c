import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { keyIdOf } from '../../../src/storage/index.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, saveDraft, sendForm, signaturePng, signWith, STARTER_ANSWERS } from '../../helpers/forms.js';
import { seedHierarchy, tokenFor, type TestMember } from '../../helpers/members.js';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const SIGNED_SSN = '418-27-3645';
const DRAFT_SSN = '527-61-0042';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('rotating the forms key: old files and answers stay readable, the rotation moves them, the old key goes', () => {
  let t: TestApp;
  let m: Record<string, TestMember>;
  const h: Record<string, Record<string, string>> = {};
  const apps: FastifyInstance[] = [];
  let dir: string;
  let signedId: string;
  let draftId: string;
  let signedPdf: Buffer;

  /** Environment of a server on the same database and data folder with other forms keys. */
  const envWith = (current: string, previous?: string): Record<string, string> => ({
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl,
    ...(t.db.schema ? { DATABASE_SCHEMA: t.db.schema } : {}),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_REVEAL: '1000/900',
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    FORMS_ENCRYPTION_KEY: current,
    ...(previous ? { FORMS_ENCRYPTION_KEY_PREVIOUS: previous } : {}),
  });
  /** Another server (a restart with new settings) on the same database and blobs. */
  const serverWith = async (current: string, previous?: string) => {
    const app = await buildApp(loadConfig(envWith(current, previous)), { db: t.db, dbSchema: t.db.schema, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  const download = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: `${API}/intake-form/${signedId}/pdf`, headers: h.G1! });
  const reveal = (app: FastifyInstance) =>
    app.inject({ method: 'POST', url: `${API}/intake-form/${signedId}/reveal`, headers: h.G1!, payload: { field: 'ssn' } });
  const draftAnswers = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: `${API}/intake-form/${draftId}/details`, headers: h.C1! });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { answers: Record<string, unknown> }).answers;
  };
  const storedPdf = async () => {
    const row = await t.app.db
      .selectFrom('intake_form')
      .innerJoin('blob', 'blob.sha256', 'intake_form.sealed_sha256')
      .select(['blob.storage_key', 'blob.sha256'])
      .where('intake_form.id', '=', signedId)
      .executeTakeFirstOrThrow();
    const sha = row.storage_key.slice('blobs/'.length);
    return { sha256: row.sha256, bytes: readFileSync(path.join(t.config.dataDir, 'blobs', sha.slice(0, 2), sha)) };
  };
  const rotate = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'rotate-forms-key'], {
      encoding: 'utf8',
      env: { ...process.env, ...envWith(KEY_B, KEY_A), INIT_CWD: '' },
    });

  before(async () => {
    t = await createTestApp({ FORMS_ENCRYPTION_KEY: KEY_A });
    ({ m } = await seedHierarchy(t.app.db));
    for (const key of Object.keys(m)) h[key] = await tokenFor(t.app, m[key]!);
    dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-rotation-'));
    const sent = (await sendForm(t.app, h.G1!, m.C1!.id)).json() as { id: string; version: number };
    assert.equal((await saveDraft(t.app, h.C1!, sent.id, sent.version, { ...STARTER_ANSWERS, ssn: SIGNED_SSN })).statusCode, 200);
    const signed = await signWith(t.app, h.C1!, sent.id, await signaturePng());
    assert.equal(signed.statusCode, 200, signed.body);
    signedId = sent.id;
    const draft = (await sendForm(t.app, h.G1!, m.C1!.id)).json() as { id: string; version: number };
    assert.equal((await saveDraft(t.app, h.C1!, draft.id, draft.version, { ssn: DRAFT_SSN })).statusCode, 200);
    draftId = draft.id;
    const first = await download(t.app);
    assert.equal(first.statusCode, 200, first.body);
    signedPdf = first.rawPayload;
  });
  after(async () => {
    for (const app of apps) await app.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('without the old key, what it sealed cannot be read: that is what FORMS_ENCRYPTION_KEY_PREVIOUS is for', async () => {
    const bOnly = await serverWith(KEY_B);
    const response = await download(bOnly);
    assert.equal(response.statusCode, 500);
    assert.match(response.json().detail, /forms key this server does not hold/);
    assert.ok(!response.rawPayload.includes(Buffer.from('%PDF')), 'no PDF bytes');
  });

  it('refuses a previous key that is not a key, or is the current one', () => {
    assert.throws(() => loadConfig(envWith(KEY_B, 'not-a-key')), /FORMS_ENCRYPTION_KEY_PREVIOUS: key 1 must be 32 bytes/);
    assert.throws(() => loadConfig(envWith(KEY_B, `${KEY_A},${KEY_B}`)), /key 2 is the current FORMS_ENCRYPTION_KEY/);
  });

  it('with the new key current and the old one previous, every file and answer reads as before', async () => {
    const rotated = await serverWith(KEY_B, KEY_A);
    const response = await download(rotated);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.rawPayload.equals(signedPdf), 'the same PDF, byte for byte');
    assert.equal((await reveal(rotated)).json().value, SIGNED_SSN);
    assert.equal((await draftAnswers(rotated)).ssn, DRAFT_SSN);
  });

  it('the command rewraps the sealed PDF (header only) and re-encrypts the answers, and a second run finds nothing to do', async () => {
    const before = await storedPdf();
    assert.ok(before.bytes.subarray(8, 16).equals(keyIdOf(Buffer.from(KEY_A, 'base64'))), 'sealed under key A');

    const first = rotate();
    assert.equal(first.status, 0, first.stdout + first.stderr);
    assert.match(first.stdout, /sealed PDFs: 1 rewrapped, 0 already under the current key/);
    assert.match(first.stdout, /answers: 2 forms re-encrypted, 0 already under the current key, 0 failed/);
    assert.match(first.stdout, /FORMS_ENCRYPTION_KEY_PREVIOUS can be removed/);

    const after = await storedPdf();
    assert.notEqual(after.sha256, before.sha256, 'a new blob');
    assert.ok(after.bytes.subarray(8, 16).equals(keyIdOf(Buffer.from(KEY_B, 'base64'))), 'its header names key B');
    assert.equal(after.bytes.length, before.bytes.length);
    assert.ok(after.bytes.subarray(88).equals(before.bytes.subarray(88)), 'the body is untouched');
    const old = await t.app.db
      .selectFrom('blob')
      .select(['ref_count', 'unreferenced_at'])
      .where('sha256', '=', before.sha256)
      .executeTakeFirstOrThrow();
    assert.equal(Number(old.ref_count), 0, 'the old blob lost its reference (the janitor collects it)');
    assert.ok(old.unreferenced_at);
    const stored = await t.app.db.selectFrom('intake_form').select(['answers']).execute();
    for (const row of stored) assert.ok(!row.answers.includes(SIGNED_SSN) && !row.answers.includes(DRAFT_SSN), row.answers);

    const second = rotate();
    assert.equal(second.status, 0, second.stdout + second.stderr);
    assert.match(second.stdout, /sealed PDFs: 0 rewrapped, 1 already under the current key/);
    assert.match(second.stdout, /answers: 0 forms re-encrypted, 2 already under the current key/);
  });

  it('after the rotation the old key can go: the same bytes (pdfsig: valid), the same answers', async () => {
    const bOnly = await serverWith(KEY_B);
    const response = await download(bOnly);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.rawPayload.equals(signedPdf), 'the same PDF, byte for byte');
    const details = await bOnly.inject({ method: 'GET', url: `${API}/intake-form/${signedId}/details`, headers: h.G1! });
    assert.equal(sha256(response.rawPayload), details.json().sealed_sha256);
    writeFileSync(path.join(dir, 'sealed.pdf'), response.rawPayload);
    assert.match(execFileSync('pdfsig', [path.join(dir, 'sealed.pdf')], { encoding: 'utf8' }), /Signature is Valid\./);
    assert.equal((await reveal(bOnly)).json().value, SIGNED_SSN);
    assert.equal((await draftAnswers(bOnly)).ssn, DRAFT_SSN);
  });
});
