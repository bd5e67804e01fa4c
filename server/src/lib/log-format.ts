import { Writable } from 'node:stream';
import pretty from 'pino-pretty';

/**
 * Short human lines for a terminal: `[12:04:05] INFO: GET /api/frontend/user/ 200 4 ms`, extra fields on
 * the same line, no pid, host or request id. Written synchronously, like pino's default JSON.
 */
export function prettyLogStream(destination: { write(line: string): void } | undefined) {
  return pretty({
    destination: destination
      ? new Writable({
          write(chunk: Buffer, _encoding, done) {
            destination.write(chunk.toString());
            done();
          },
        })
      : 1,
    sync: true,
    // Colours only on a terminal that supports them (pino-pretty's own check), never into a given stream.
    ...(destination ? { colorize: false } : {}),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
  });
}
