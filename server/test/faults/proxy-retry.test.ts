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

type Behaviour = 'ok' | 'shedding' | 'reset';

/**
 * An API process stand-in: answers every request itself — 200, 503 as when shedding load, or a reset
 * connection as when it closes its listener — and records each request's method and X-Request-Id.
 */
async function upstream(behaviour: Behaviour) {
  const seen: Record<string, number> = {};
  const ids: string[] = [];
  const server = http.createServer((request, response) => {
    seen[request.method!] = (seen[request.method!] ?? 0) + 1;
    ids.push(String(request.headers['x-request-id']));
    if (behaviour === 'reset') {
      request.socket.resetAndDestroy();
      return;
    }
    request.resume();
    request.on('end', () => {
      if (behaviour === 'shedding') {
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
  return { server, seen, ids, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * nginx.conf in front of two processes, one of them shedding load or resetting connections: every
 * request goes on to the other process — POST too, with the same X-Request-Id on each try, which the API
 * claims (plugins/request-claims.ts) — except one whose body streams through (an upload).
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
    // Waits for nginx with a request it answers itself: none reaches (and marks) a process.
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/missing.txt`).then(
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
  let resetting: Awaited<ReturnType<typeof upstream>>;
  let resettingToo: Awaited<ReturnType<typeof upstream>>;
  before(async () => {
    shedding = await upstream('shedding');
    healthy = await upstream('ok');
    resetting = await upstream('reset');
    resettingToo = await upstream('reset');
  });
  after(async () => {
    for (const stop of stops) await stop();
    for (const u of [shedding, healthy, resetting, resettingToo]) u.server.close();
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

  it("sends a POST on after a 503 or a reset connection, with the same request id, never the client's", async () => {
    for (const failing of [shedding, resetting]) {
      const base = await through([failing.address, healthy.address]);
      failing.ids.length = 0;
      const before = healthy.ids.length;
      for (let i = 0; i < 6; i++) {
        const response = await fetch(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': 'chosen-by-the-client' },
          body: '{"name":"a folder"}',
        });
        assert.equal(response.status, 200);
      }
      const answered = healthy.ids.slice(before);
      assert.equal(answered.length, 6, 'every POST was answered by the healthy process');
      for (const id of answered) assert.match(id, /^[0-9a-f]{32}$/, 'nginx sets its own request id');
      assert.ok(failing.ids.length >= 1, 'the failing process was tried');
      for (const id of failing.ids) assert.ok(answered.includes(id), 'the POST sent on carries the id of its first try');
    }
  });

  it('cannot send on a POST whose body streams through (an upload): nginx answers 503', async () => {
    const base = await through([resetting.address, resettingToo.address]);
    const body = Buffer.alloc(256 * 1024, 1);
    const posts = () => (resetting.seen.POST ?? 0) + (resettingToo.seen.POST ?? 0);
    const before = posts();
    const sent = 4;
    for (let i = 0; i < sent; i++) {
      const response = await fetch(base, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body });
      assert.equal(response.status, 503);
      assert.match(((await response.json()) as { detail: string }).detail, /briefly unavailable/);
    }
    assert.equal(posts() - before, sent, 'each streamed POST reached one process only');
  });
});
