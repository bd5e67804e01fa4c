import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { drainOf, type Drain } from '../../src/lib/drain.js';

const REQUEST = 'POST /send HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}';

/** A server that keeps connections alive until it drains (then every answer closes its connection, as app.ts does). */
async function serve(): Promise<{ server: http.Server; drain: Drain; port: number; draining: { on: boolean } }> {
  const draining = { on: false };
  const server = http.createServer((_request, response) => {
    if (draining.on) response.setHeader('Connection', 'close');
    response.end('served');
  });
  const drain = drainOf(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, drain, port: (server.address() as AddressInfo).port, draining };
}

/** A keep-alive connection that has had one request answered: idle, as the proxy keeps them. */
async function idleConnection(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  socket.write(REQUEST);
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  assert.match(chunk.toString(), /keep-alive/i);
  return socket;
}

/** Issue: on SIGTERM, requests that arrived on connections the process was closing were dropped (nginx 502). */
describe('draining an HTTP server', () => {
  it('answers a request that arrives on an idle connection after it stopped accepting, then finishes', async () => {
    const { drain, port, draining } = await serve();
    const socket = await idleConnection(port);
    draining.on = true;
    // http's own close() would destroy this idle connection now, and a request on its way on it with it.
    const drained = drain.stopAccepting(60_000);
    await assert.rejects(
      new Promise((resolve, reject) => net.connect(port, '127.0.0.1').on('connect', resolve).on('error', reject)),
      /ECONNREFUSED/,
      'no new connection is accepted',
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(REQUEST);
    await once(socket, 'close');
    assert.match(answer, /^HTTP\/1\.1 200 OK/);
    assert.match(answer, /Connection: close/i);
    await drained;
  });

  it('closes connections still idle after the grace', async () => {
    const { drain, port } = await serve();
    const socket = await idleConnection(port);
    const closed = once(socket, 'close');
    await drain.stopAccepting(10);
    await closed;
  });
});
