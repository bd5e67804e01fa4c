import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3BlobStorage } from '../../src/storage/s3.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { API, addMember, auth } from '../helpers/content.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

const MIB = 1024 * 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Streams a `mib` MiB multipart upload over a real connection, one MiB at a time as the server takes it
 * (never faster: the store's pace sets the client's); `onMiB` runs after each MiB is written.
 */
function streamUpload(port: number, token: string, mib: number, onMiB: (sent: number) => Promise<void>): Promise<Answer> {
  const boundary = `----cascade${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(MIB);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: `${API}/material/`,
      method: 'POST',
      headers: {
        ...auth(token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + mib * MIB + tail.length,
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () => {
        // The rest of the body is not sent: the answer came first (as a browser gives up on it).
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      request.write(head);
      for (let sent = 1; sent <= mib && !answered && !request.destroyed; sent++) {
        if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
        await onMiB(sent);
      }
      if (!answered && !request.destroyed) request.end(tail);
    })().catch(reject);
  });
}

/** An object-store outage in the middle of a large (multipart) upload over a real connection. */
describe('an object-store outage during a 100 MiB upload', { timeout: 120_000 }, () => {
  let s3: FakeS3;
  let t: TestApp;
  let port: number;
  let owner: Awaited<ReturnType<typeof addMember>>;
  const sent: Array<{ command: string; input: { Key?: string; UploadId?: string } }> = [];

  before(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      STORAGE_URL: `s3://${s3.bucket}/large`,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      BLOB_SWEEP_INTERVAL_SECONDS: '3600',
      MAX_UPLOAD_BYTES: String(200 * MIB),
    });
    // What the API asks of the store: s3rver answers AbortMultipartUpload 405 and cannot list multipart
    // uploads, so the abort is checked here, as the request the API makes.
    (t.app.storage as S3BlobStorage).client.middlewareStack.add(
      (next, context) => async (args) => {
        sent.push({ command: context.commandName ?? '', input: args.input as { Key?: string; UploadId?: string } });
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    owner = await addMember(t.app, 'agent', null);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(async () => {
    await t.close();
    await s3.close();
  });

  const count = (command: string) => sent.filter((c) => c.command === command);

  it('answers 503 with Retry-After, aborts the multipart upload and leaves no material or temporary', async () => {
    let stopped = false;
    const answer = await streamUpload(port, owner.token, 100, async () => {
      // The store goes away once two parts are stored (the upload is well under way).
      if (!stopped && count('UploadPartCommand').length >= 2) {
        stopped = true;
        await s3.stop();
      }
    });
    assert.ok(stopped, 'the outage began during the upload');
    assert.equal(answer.status, 503, answer.body);
    assert.equal(answer.headers['retry-after'], '5');
    assert.match((JSON.parse(answer.body) as { detail: string }).detail, /file storage/);
    // The rest of the body is never read: the connection closes rather than wait, paused, for it.
    assert.equal(answer.headers.connection, 'close');

    assert.equal(count('CreateMultipartUploadCommand').length, 1, 'the upload was a multipart upload');
    const started = count('UploadPartCommand')[0]?.input.UploadId;
    assert.ok(
      count('AbortMultipartUploadCommand').some((c) => c.input.UploadId === started),
      'the multipart upload is aborted when the upload fails',
    );

    await s3.start();
    const list = await t.app.inject({ method: 'GET', url: `${API}/content/`, headers: auth(owner.token) });
    assert.equal(list.json<{ total: number }>().total, 0, 'no material row');
    // The abort is sent again once the store is back (the first one could not reach it).
    const abortsBefore = count('AbortMultipartUploadCommand').length;
    await t.app.blobJanitor.sweep();
    assert.ok(
      count('AbortMultipartUploadCommand')
        .slice(abortsBefore)
        .some((c) => c.input.UploadId === started),
      'the abort is sent again at the next sweep',
    );
    const client = (t.app.storage as S3BlobStorage).client;
    const temps = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'large/tmp/' }));
    assert.equal(temps.KeyCount ?? 0, 0, 'no temporary left');
  });
});
