import fp from 'fastify-plugin';

export interface SlowBodiesOptions {
  /** Each window of this many ms must bring at least minBytes of the body (or its end). */
  windowMs: number;
  minBytes: number;
}

const DETAIL = 'The request body arrived too slowly and was not accepted. Please try again.';

/**
 * Request bodies must keep moving: a body that brings fewer than `minBytes` in any `windowMs` is cut
 * off with 408 and the connection closed (one byte every few seconds holds a connection forever
 * otherwise). The limit is on progress, not on the total: a large upload on a slow link keeps going
 * as long as it keeps moving. Header timeouts are Node's own (`headersTimeout`).
 */
export const slowBodiesPlugin = fp<SlowBodiesOptions>(
  async (app, options) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
      if (!hasBody || raw.complete) return;
      const socket = raw.socket;
      // Only a network connection has progress to watch (a request injected in-process has no real socket).
      if (typeof socket?.bytesRead !== 'number' || typeof socket.destroy !== 'function') return;
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return clearInterval(timer);
        const read = socket.bytesRead;
        // Bytes waiting unread mean we are the slow side (storage holding the upload back), not the client.
        const waitingOnUs = raw.readableLength > 0 || socket.readableLength > 0;
        if (read - seen >= options.minBytes || waitingOnUs) {
          seen = read;
          return;
        }
        clearInterval(timer);
        request.log.info({ bytesInWindow: read - seen, windowMs: options.windowMs }, 'request body too slow: connection closed');
        if (!reply.raw.headersSent) {
          const body = JSON.stringify({ detail: DETAIL });
          reply.raw.writeHead(408, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            connection: 'close',
          });
          reply.raw.end(body, () => socket.destroy());
        } else {
          socket.destroy();
        }
      }, options.windowMs);
      timer.unref();
      raw.once('end', () => clearInterval(timer));
      raw.once('close', () => clearInterval(timer));
    });
  },
  { name: 'slow-bodies' },
);
