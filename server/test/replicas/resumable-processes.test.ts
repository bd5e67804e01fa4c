import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { connect, type DbHandle } from '../../src/db/connect.js';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { signIn, startReplica, stopReplica, type Replica } from '../helpers/replica.js';
import { UPLOADS } from '../helpers/tus.js';

const MiB = 1024 * 1024;
const sha = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');
/** The claim of a request whose process died lapses after this long (the test's setting; 30 s by default). */
const LEASE_SECONDS = 5;

const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
});

/** A PATCH whose body is sent only in part and then held open: the process is mid-upload until it ends. */
function heldPatch(base: string, token: string, location: string, offset: number, length: number, first: Buffer) {
  const url = new URL(`${base}${location}`);
  const request = http.request({
    host: url.hostname,
    port: url.port,
    method: 'PATCH',
    path: url.pathname,
    headers: tusHeaders(token, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      'content-length': String(length),
    }),
  });
  // The connection ends with its process: no answer is expected.
  const ended = new Promise<void>((resolve) => {
    request.on('error', () => resolve());
    request.on('response', (response) => response.resume().on('close', resolve));
  });
  request.write(first);
  return { request, ended };
}

/** Waits for a state, with a limit that only stops a hang (a busy machine is slow, never wrong). */
async function until(what: string, check: () => boolean | Promise<boolean>, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A resumable upload across two API processes as two hosts run them (each its own DATA_DIR; one
 * database — a shared SQLite file, or a PostgreSQL schema when TEST_DATABASE_URL is set — and one blob
 * folder): the first process is killed while bytes are arriving, the second continues from the offset
 * the first recorded, and the stored file is the one sent.
 */
describe('a resumable upload continued on another API process after the first is killed', { timeout: 900_000 }, () => {
  const dirs: string[] = [];
  let a: Replica | undefined;
  let b: Replica | undefined;
  let db: DbHandle;
  let shared: string;
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `tus_${randomBytes(6).toString('hex')}` : undefined;
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };

  before(async () => {
    if (pgUrl && schema) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
    }
    shared = tempDir('cascade-tus-shared-');
    const databaseUrl = pgUrl || `sqlite:${path.join(shared, 'shared.sqlite')}`;
    const env = {
      DATABASE_URL: databaseUrl,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      STORAGE_URL: `file:${path.join(shared, 'blobs')}`,
      JWT_SECRET: 'tus-processes-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      SEED_DEMO_APPROVAL: 'false',
      RESUMABLE_UPLOAD_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // One seeds the demo company first; the other finds it.
    a = await startReplica({ ...env, DATA_DIR: tempDir('cascade-tus-a-'), SEED_DEMO: 'true' });
    b = await startReplica({ ...env, DATA_DIR: tempDir('cascade-tus-b-'), SEED_DEMO: 'false' });
    db = connect(databaseUrl, { schema });
  });
  after(async () => {
    await Promise.all([stopReplica(a), stopReplica(b)]);
    await db?.close();
    if (pgUrl && schema) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('resumes from the offset the killed process recorded and stores the bytes sent, byte for byte', async () => {
    if (!a || !b) throw new Error('replicas not started');
    const data = randomBytes(24 * MiB);
    const recorded = 8 * MiB;
    const token = await signIn(a.base, demoEmail('agent'), DEMO_PASSWORD);

    // Process A: the upload is created and its first request stored.
    const created = await fetch(`${a.base}${UPLOADS}`, {
      method: 'POST',
      headers: tusHeaders(token, {
        'upload-length': String(data.length),
        'upload-metadata': `filename ${Buffer.from('kitchen tour.mp4').toString('base64')}`,
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').at(-1)!;
    const firstPatch = await fetch(`${a.base}${location}`, {
      method: 'PATCH',
      headers: tusHeaders(token, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      body: data.subarray(0, recorded),
    });
    assert.equal(firstPatch.status, 204, await firstPatch.clone().text());
    assert.equal(firstPatch.headers.get('upload-offset'), String(recorded));

    // The next request is under way on A (its bytes reach the part file) when A is killed.
    const partFile = path.join(shared, 'blobs-uploads', `${uploadId}.part`);
    const held = heldPatch(
      a.base,
      token,
      location,
      recorded,
      data.length - recorded,
      data.subarray(recorded, recorded + 6 * MiB),
    );
    await until('process A writing the second request', () => existsSync(partFile) && statSync(partFile).size > recorded + MiB);
    const claimed = await db.db
      .selectFrom('resumable_upload')
      .select(['received', 'lease_id'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(claimed.received), recorded);
    assert.ok(claimed.lease_id, 'A holds the claim while the bytes arrive');
    a.child.kill('SIGKILL');
    await a.exited;
    await held.ended;

    // Process B: the offset is the one A recorded (the bytes A wrote past it are not counted)…
    const head = await fetch(`${b.base}${location}`, { method: 'HEAD', headers: tusHeaders(token) });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('upload-offset'), String(recorded));
    assert.equal(head.headers.get('upload-length'), String(data.length));
    assert.ok(statSync(partFile).size > recorded, 'A had written bytes past the recorded offset');

    // …and the rest goes from there once A's claim has lapsed (until then B answers 423, which tus clients
    // retry): nothing renews it any more.
    await until("A's claim lapsing", async () => {
      const row = await db.db
        .selectFrom('resumable_upload')
        .select('lease_until')
        .where('id', '=', uploadId)
        .executeTakeFirstOrThrow();
      return row.lease_until === null || row.lease_until < new Date().toISOString();
    });
    const answer = await fetch(`${b.base}${location}`, {
      method: 'PATCH',
      headers: tusHeaders(token, { 'upload-offset': String(recorded), 'content-type': 'application/offset+octet-stream' }),
      body: data.subarray(recorded),
    });
    assert.equal(answer.status, 204, await answer.clone().text());
    assert.equal(answer.headers.get('upload-offset'), String(data.length));
    const materialId = answer.headers.get('material-id');
    assert.ok(materialId, 'the last byte made the material');

    const material = await db.db
      .selectFrom('material')
      .select(['blob_sha256', 'size'])
      .where('id', '=', materialId)
      .executeTakeFirstOrThrow();
    assert.equal(material.blob_sha256, sha(data));
    assert.equal(Number(material.size), data.length);
    const download = await fetch(`${b.base}/api/frontend/material/${materialId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(download.status, 200);
    assert.equal(sha(new Uint8Array(await download.arrayBuffer())), sha(data));
    assert.equal(existsSync(partFile), false, 'the part file became the blob');
  });
});
