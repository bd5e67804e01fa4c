import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { filesUnder } from './content.js';

/**
 * Whether `bytes` carry `secret` in any spelling a file could hold it: as text, as a PDF hex string
 * (upper or lower case), or inside any deflated stream (a PDF's content streams are compressed).
 * Tests check it finds the secret in a plain sealed PDF before they trust it to find none elsewhere.
 */
export function carriesSecret(bytes: Buffer, secret: string): boolean {
  const spellings = [
    Buffer.from(secret),
    Buffer.from(Buffer.from(secret).toString('hex')),
    Buffer.from(Buffer.from(secret).toString('hex').toUpperCase()),
  ];
  const has = (data: Buffer) => spellings.some((s) => data.includes(s));
  if (has(bytes)) return true;
  for (const match of bytes.toString('latin1').matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = bytes.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      if (has(inflateSync(bytes.subarray(start, end), { finishFlush: 2 }))) return true;
    } catch {
      // Not a deflated stream.
    }
  }
  return false;
}

/** The files under `dir` that carry `secret`. */
export const filesCarrying = (dir: string, secret: string): string[] =>
  filesUnder(dir).filter((file) => carriesSecret(readFileSync(file), secret));
