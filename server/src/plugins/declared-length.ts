import { pipeline, Transform, type Readable } from 'node:stream';
import fp from 'fastify-plugin';

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

/**
 * A streamed reply that declares its length sends exactly that many bytes, or its connection is
 * broken. The length comes from what the database recorded, the bytes from the storage; when the two
 * disagree (a blob cut short on disk, an object being rewritten in a store without atomic writes), a
 * short body would leave the client waiting for the rest until the idle connection times out, and a
 * long one would run into the next reply on that connection. Counted, the stream fails instead: before
 * any byte was sent that is a 500, after it the connection is closed at once and the client sees the
 * download fail.
 */
export const declaredLengthPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isStream(payload) || request.method === 'HEAD') return payload;
      const declared = reply.getHeader('content-length');
      if (declared === undefined) return payload;
      const expected = Number(declared);
      let sent = 0;
      const mismatch = () =>
        new Error(`The stored bytes do not match their recorded length (${expected} bytes declared, ${sent} read).`);
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sent += chunk.length;
          if (sent > expected) done(mismatch());
          else done(null, chunk);
        },
        flush(done) {
          done(sent === expected ? null : mismatch());
        },
      });
      // The source's errors reach the counted stream, and a client that goes away destroys both.
      return pipeline(payload, counted, () => undefined);
    });
  },
  { name: 'declared-length' },
);
