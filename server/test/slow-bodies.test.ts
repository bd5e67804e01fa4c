import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../src/services/demo/seed.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { baseUrlOf } from './helpers/realtime.js';
import { loginAs } from './helpers/session.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw HTTP/1.1 client that sends the headers, then the body in chunks at its own pace. */
function slowClient(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => (answer += data.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  socket.write(head);
  return { socket, closed, answer: () => answer };
}

describe('slow request bodies', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  const lines: string[] = [];
  before(async () => {
    // Each 1 s window must bring 1 KiB of the body.
    t = await createTestApp({ BODY_TIMEOUT: '1', BODY_MIN_BYTES: '1024', LOG_LEVEL: 'info' }, undefined, {
      logger: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await seedDemo(t.app.db);
    token = (await loginAs(t.app, 'agent')).access_token;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(baseUrlOf(t.app)).port);
  });
  after(() => t.close());

  it('closes bodies that trickle in (one byte at a time) with 408, however many connections', async () => {
    const body = JSON.stringify({ title: 'x'.repeat(200) });
    const clients = Array.from({ length: 20 }, () =>
      slowClient(
        port,
        `POST /api/frontend/folder/ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      ),
    );
    const started = performance.now();
    let sent = 0;
    const trickle = setInterval(() => {
      for (const c of clients) if (!c.socket.destroyed) c.socket.write(body[sent] ?? '');
      sent += 1;
    }, 300);
    const closedAt = await Promise.all(clients.map((c) => c.closed));
    clearInterval(trickle);
    const longest = Math.max(...closedAt) - started;
    assert.ok(longest < 3500, `every connection closed within ${longest.toFixed(0)} ms`);
    for (const c of clients) assert.match(c.answer(), /^HTTP\/1\.1 408 /);
    assert.match(clients[0]!.answer(), /arrived too slowly/);
    const folders = await t.app.db.selectFrom('folder').select('title').execute();
    assert.equal(folders.length, 0, 'nothing was stored');
  });

  it('keeps a large upload on a slow but moving link going past many windows', async () => {
    const size = 64 * 1024;
    const boundary = 'slowlink';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const total = Buffer.concat([Buffer.from(head), Buffer.alloc(size, 7), Buffer.from(tail)]);
    const client = slowClient(
      port,
      `POST /api/frontend/material/ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${total.length}\r\nConnection: close\r\n\r\n`,
    );
    const started = performance.now();
    for (let offset = 0; offset < total.length; offset += 4096) {
      client.socket.write(total.subarray(offset, offset + 4096)); // 16 KiB/s: about 4 s, four windows
      await sleep(250);
    }
    await client.closed;
    assert.ok(performance.now() - started > 3000, 'the upload took several windows');
    assert.match(client.answer(), /^HTTP\/1\.1 201 /, client.answer().slice(0, 200));
    assert.match(client.answer(), /"title":"slow\.bin"/);
  });

  it('logs a client that aborts an upload below error level', async () => {
    const before = lines.length;
    const client = slowClient(
      port,
      `POST /api/frontend/material/ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 1000000\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n${'z'.repeat(5000)}`,
    );
    await sleep(300);
    client.socket.destroy();
    await sleep(500);
    const logged = lines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string });
    assert.deepEqual(
      logged.filter((l) => l.level >= 50),
      [],
      'no error line for a client that went away',
    );
    assert.ok(
      logged.some((l) => l.level === 30 && /aborted/.test(l.msg)),
      JSON.stringify(logged.map((l) => l.msg)),
    );
  });
});
