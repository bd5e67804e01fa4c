import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** An opaque secret with 256 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets are stored only as their SHA-256. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const nowIso = (): string => new Date().toISOString();
export const isoIn = (seconds: number): string => new Date(Date.now() + seconds * 1000).toISOString();

let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered UUID (version 7, RFC 9562): ids made later in this process sort after earlier ones,
 * even within one millisecond (a 12-bit counter), so rows can be listed in the order they were written.
 */
export const newOrderedId = (): string => {
  let ms = Date.now();
  if (ms <= lastMs) {
    ms = lastMs;
    sequence += 1;
    if (sequence > 0xfff) {
      ms += 1;
      sequence = 0;
    }
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
