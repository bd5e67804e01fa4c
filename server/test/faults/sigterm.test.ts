import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, demoEmail } from '../../src/services/demo/seed.js';
import { openSocket, sleep } from '../helpers/realtime.js';
import { signIn, startReplica, stopReplica, type Replica } from '../helpers/replica.js';

const API = '/api/frontend';

/** Streams a multipart upload slowly (`chunks` pieces, `pauseMs` apart); resolves with status and body. */
function slowUpload(base: string, token: string, chunks: Buffer[], pauseMs: number): Promise<{ status: number; body: string }> {
  const boundary = `----cascade${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="deploy.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + chunks.reduce((sum, chunk) => sum + chunk.length, 0) + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${API}/material/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    void (async () => {
      request.write(head);
      for (const chunk of chunks) {
        request.write(chunk);
        await sleep(pauseMs);
      }
      request.end(tail);
    })();
  });
}

/** A deploy stops a process with SIGTERM while it works (issue: an upload in flight failed, exit 1). */
// The limit is a hang guard only (the replica's start alone passed 60 s on a busy machine).
describe('SIGTERM during a long upload', { timeout: 900_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cascade-sigterm-'));
  let replica: Replica | undefined;
  before(async () => {
    replica = await startReplica({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JWT_SECRET: 'sigterm-test-secret-0123456789-0123456789',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_SECONDS: '1',
    });
  });
  after(async () => {
    await stopReplica(replica);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports not ready at once, finishes the upload, closes sockets with 1001 and exits 0', async () => {
    if (!replica) throw new Error('replica not started');
    const token = await signIn(replica.base, demoEmail('agent'), DEMO_PASSWORD);
    const socket = await openSocket(replica.base, token);
    // 24 MiB over about 12 s: longer than the old 10 s forced exit.
    const chunks = Array.from({ length: 48 }, () => randomBytes(512 * 1024));
    const uploading = slowUpload(replica.base, token, chunks, 250);
    await sleep(1000);
    const signalled = Date.now();
    replica.child.kill('SIGTERM');
    await sleep(200);
    const ready = await fetch(`${replica.base}${API}/health/ready`);
    assert.equal(ready.status, 503, 'readiness turns false first');
    const live = await fetch(`${replica.base}${API}/content/`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(live.status, 200, 'a request in the closing window is still served');
    // …and closes its connection: the proxy retires it after the answer, so no idle connection is left
    // for the server to close while a request may be on its way on it.
    assert.equal(live.headers.get('connection'), 'close');
    const uploaded = await uploading;
    assert.equal(uploaded.status, 201, uploaded.body);
    assert.ok(Date.now() - signalled > 10_000, 'the upload ran past the old forced-exit timer');
    assert.deepEqual(await socket.closed, { code: 1001, reason: 'Server shutting down' });
    assert.equal(await replica.exited, 0, replica.output.join(''));
  });
});
