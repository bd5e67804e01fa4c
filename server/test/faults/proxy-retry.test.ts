import assert from 'node:assert/strict';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startNginx, stopNginx } from '../../../scripts/lib/nginx.mjs';
import { freePort } from '../helpers/ports.js';

/** An API process stand-in: answers every request itself (503 while shedding) and counts them by method. */
async function upstream(shedding: boolean) {
  const seen: Record<string, number> = {};
  const server = http.createServer((request, response) => {
    seen[request.method!] = (seen[request.method!] ?? 0) + 1;
    request.resume();
    request.on('end', () => {
      if (shedding) {
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
        response.end('{"detail":"The server is too busy right now (event-loop delay). Try again in 5 seconds."}');
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"ok":true}');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, seen, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * nginx.conf in front of two processes, one of them shedding load: an idempotent request goes on to the
 * other process, a POST never does (the shedding answer reaches the client; the process that shed it did
 * nothing, and nginx cannot know that of a 503).
 */
describe('nginx and a process that sheds load', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'cascade-proxy-retry-'));
  const stops: Array<() => Promise<unknown>> = [];

  const through = async (upstreams: string[]) => {
    const port = await freePort();
    const { child } = startNginx({
      binary: 'nginx',
      prefix: path.join(work, String(port)),
      port,
      root: work,
      upstreams,
    });
    stops.push(() => stopNginx(child));
    const base = `http://127.0.0.1:${port}/api/frontend/content/`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(base).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return base;
  };

  let shedding: Awaited<ReturnType<typeof upstream>>;
  let healthy: Awaited<ReturnType<typeof upstream>>;
  let sheddingToo: Awaited<ReturnType<typeof upstream>>;
  before(async () => {
    shedding = await upstream(true);
    healthy = await upstream(false);
    sheddingToo = await upstream(true);
  });
  after(async () => {
    for (const stop of stops) await stop();
    for (const u of [shedding, healthy, sheddingToo]) u.server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('sends GET and HEAD on to the other process: none of them fails', async () => {
    const base = await through([shedding.address, healthy.address]);
    for (let i = 0; i < 10; i++) {
      assert.equal((await fetch(base)).status, 200);
      assert.equal((await fetch(base, { method: 'HEAD' })).status, 200);
    }
    assert.ok((shedding.seen.GET ?? 0) + (shedding.seen.HEAD ?? 0) >= 1, 'the shedding process was asked and said 503');
  });

  it('never sends a POST on: each reaches one process, and its 503 (with Retry-After) reaches the client', async () => {
    const base = await through([shedding.address, sheddingToo.address]);
    const sent = 6;
    for (let i = 0; i < sent; i++) {
      const response = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '5');
      assert.match(((await response.json()) as { detail: string }).detail, /too busy/);
    }
    assert.equal((shedding.seen.POST ?? 0) + (sheddingToo.seen.POST ?? 0), sent, 'no POST was sent twice');
  });
});
