import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import type { BlobStorage, StoredBlob } from './types.js';

/**
 * Envelope encryption of stored files (docs/security.md, "Files at rest"): each file gets a random
 * 256-bit data key, wrapped (AES-256-GCM) by a key-encryption key derived from the forms key; the body is
 * AES-256-GCM in 64 KiB segments, each with its own nonce and tag, so a stream is decrypted and
 * authenticated segment by segment.
 *
 * Layout: header (88 bytes) then segments.
 *   magic "CSCENV01" (8) · key id (8) · wrap nonce (12) · wrapped data key (32) + its tag (16) ·
 *   nonce prefix (7) · reserved (1) · segment size (4, big-endian)
 * Segment i: AES-256-GCM(data key, nonce = prefix ‖ i (4, big-endian) ‖ last (1: 0 or 1)), tag after it.
 * The counter in the nonce catches reordered or dropped segments, the last flag a truncated file, the tag
 * any changed byte. Segments are bound to the data key and the prefix only, not to the key id or wrapped
 * key: re-wrapping a data key under a new forms key rewrites the header and copies the body unchanged.
 */
const ENVELOPE_MAGIC = Buffer.from('CSCENV01');
export const SEGMENT_SIZE = 64 * 1024;
const TAG = 16;
const HEADER_SIZE = 8 + 8 + 12 + 32 + TAG + 7 + 1 + 4;

/** The file could not be decrypted: damaged, truncated, or sealed under a key this server does not hold. */
export class EnvelopeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

/** The file was sealed under a forms key this server does not hold (a rotation dropped it too early). */
export class EnvelopeKeyError extends EnvelopeError {
  constructor(keyId: Buffer) {
    super(`The stored file was encrypted under key ${keyId.toString('hex')}, which this server does not hold.`);
    this.name = 'EnvelopeKeyError';
  }
}

/** The key-encryption key for data keys, derived so the forms key itself never wraps anything directly. */
const wrappingKey = (formsKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', formsKey, Buffer.alloc(0), 'cascade file data-key wrapping v1', 32));

/** Names a forms key without revealing it: the first 8 bytes of a hash of it, written in every header. */
export const keyIdOf = (formsKey: Buffer): Buffer =>
  createHash('sha256').update('cascade forms key id v1').update(formsKey).digest().subarray(0, 8);

function wrap(formsKey: Buffer, dataKey: Buffer): Buffer {
  const keyId = keyIdOf(formsKey);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(formsKey), nonce);
  cipher.setAAD(Buffer.concat([ENVELOPE_MAGIC, keyId]));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([keyId, nonce, wrapped, cipher.getAuthTag()]);
}

interface Header {
  dataKey: Buffer;
  prefix: Buffer;
  segmentSize: number;
}

/** Reads a header with whichever of `keys` its key id names. */
function openHeader(header: Buffer, keys: readonly Buffer[]): Header {
  if (header.length < HEADER_SIZE || !header.subarray(0, 8).equals(ENVELOPE_MAGIC))
    throw new EnvelopeError('The stored file is not an encrypted envelope.');
  const keyId = header.subarray(8, 16);
  const formsKey = keys.find((k) => keyIdOf(k).equals(keyId));
  if (!formsKey) throw new EnvelopeKeyError(keyId);
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(formsKey), header.subarray(16, 28));
  decipher.setAAD(Buffer.concat([ENVELOPE_MAGIC, keyId]));
  decipher.setAuthTag(header.subarray(60, 76));
  let dataKey: Buffer;
  try {
    dataKey = Buffer.concat([decipher.update(header.subarray(28, 60)), decipher.final()]);
  } catch {
    throw new EnvelopeError('The stored file key does not unwrap: its header was changed.');
  }
  const segmentSize = header.readUInt32BE(84);
  if (segmentSize < 1 || segmentSize > 16 * 1024 * 1024)
    throw new EnvelopeError('The stored file header names an impossible segment size.');
  return { dataKey, prefix: header.subarray(76, 83), segmentSize };
}

const nonceOf = (prefix: Buffer, index: number, last: boolean): Buffer => {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, 7);
  nonce[11] = last ? 1 : 0;
  return nonce;
};

/** Encrypts a stream: the header first, then one segment per SEGMENT_SIZE bytes, the last one flagged. */
export class EnvelopeEncrypt extends Transform {
  private readonly dataKey = randomBytes(32);
  private readonly prefix = randomBytes(7);
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  constructor(formsKey: Buffer) {
    super();
    const size = Buffer.alloc(4);
    size.writeUInt32BE(SEGMENT_SIZE);
    this.push(Buffer.concat([ENVELOPE_MAGIC, wrap(formsKey, this.dataKey), this.prefix, Buffer.alloc(1), size]));
  }

  private seal(plain: Buffer, last: boolean): Buffer {
    const cipher = createCipheriv('aes-256-gcm', this.dataKey, nonceOf(this.prefix, this.index, last));
    this.index += 1;
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // A segment goes out only once more bytes follow it: the last one must carry the last flag.
    if (this.pendingBytes > SEGMENT_SIZE) {
      let all = Buffer.concat(this.pending);
      while (all.length > SEGMENT_SIZE) {
        this.push(this.seal(all.subarray(0, SEGMENT_SIZE), false));
        all = all.subarray(SEGMENT_SIZE);
      }
      this.pending = [all];
      this.pendingBytes = all.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.push(this.seal(Buffer.concat(this.pending), true));
    callback();
  }
}

/**
 * Decrypts and authenticates segment by segment: a segment is given out only after its tag checked out,
 * so what comes out is always authentic; a damaged, reordered or truncated file throws EnvelopeError at
 * the first bad segment.
 */
class Opener {
  private header: Header | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private index = 0;

  constructor(private readonly keys: readonly Buffer[]) {}

  private open(sealed: Buffer, last: boolean): Buffer {
    const { dataKey, prefix } = this.header!;
    const decipher = createDecipheriv('aes-256-gcm', dataKey, nonceOf(prefix, this.index, last));
    this.index += 1;
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final()]);
    } catch {
      throw new EnvelopeError(`The stored file is damaged: segment ${this.index - 1} fails its integrity check.`);
    }
  }

  update(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (!this.header) {
      if (this.buffer.length < HEADER_SIZE) return out;
      this.header = openHeader(this.buffer.subarray(0, HEADER_SIZE), this.keys);
      this.buffer = this.buffer.subarray(HEADER_SIZE);
    }
    const sealedSize = this.header.segmentSize + TAG;
    // Keep the last full segment back until more bytes follow: only the end says it was the last.
    while (this.buffer.length > sealedSize) {
      out.push(this.open(this.buffer.subarray(0, sealedSize), false));
      this.buffer = this.buffer.subarray(sealedSize);
    }
    return out;
  }

  final(): Buffer {
    if (!this.header) throw new EnvelopeError('The stored file is truncated: its header is incomplete.');
    if (this.buffer.length < TAG) throw new EnvelopeError('The stored file is truncated: its last segment is missing.');
    return this.open(this.buffer, true);
  }
}

/** The same as a stream: fails with EnvelopeError at the first segment that is not authentic. */
export class EnvelopeDecrypt extends Transform {
  private readonly opener: Opener;

  constructor(keys: readonly Buffer[]) {
    super();
    this.opener = new Opener(keys);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      for (const plain of this.opener.update(chunk)) this.push(plain);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.push(this.opener.final());
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }
}

/** Stores `bytes` encrypted under `formsKey` through the storage interface: the blob is the ciphertext. */
export function putEncrypted(storage: BlobStorage, source: Readable, formsKey: Buffer, maxBytes: number): Promise<StoredBlob> {
  // Each segment adds its tag; the header is fixed.
  const overhead = HEADER_SIZE + TAG * (Math.ceil(maxBytes / SEGMENT_SIZE) + 1);
  const encrypted = pipeline(source, new EnvelopeEncrypt(formsKey), () => undefined);
  return storage.put(encrypted, { maxBytes: maxBytes + overhead });
}

/** Whether stored bytes begin like an envelope (files stored before encryption do not). */
const isEnvelope = (head: Buffer): boolean => head.length >= 8 && head.subarray(0, 8).equals(ENVELOPE_MAGIC);

/**
 * The whole plaintext of a stored file, every segment authenticated before any of it is returned (a
 * damaged file is an EnvelopeError, never a partial answer). Files stored before encryption (no magic)
 * come back as they are.
 */
export async function readEncrypted(storage: BlobStorage, key: string, keys: readonly Buffer[]): Promise<Buffer> {
  const out: Buffer[] = [];
  let head: Buffer = Buffer.alloc(0);
  let opener: Opener | null = null;
  let plain = false;
  for await (const chunk of await storage.get(key)) {
    const bytes = chunk as Buffer;
    if (opener) out.push(...opener.update(bytes));
    else if (plain) out.push(bytes);
    else {
      head = Buffer.concat([head, bytes]);
      if (head.length < ENVELOPE_MAGIC.length) continue;
      if (isEnvelope(head)) {
        opener = new Opener(keys);
        out.push(...opener.update(head));
      } else {
        plain = true;
        out.push(head);
      }
    }
  }
  if (opener) out.push(opener.final());
  else if (!plain) out.push(head);
  return Buffer.concat(out);
}

/**
 * A header re-wrapped under `newKey` (the data key unwrapped with whichever of `keys` the header names).
 * The body that follows the header is unchanged: rotating the forms key rewrites 88 bytes per file.
 */
export function rewrapHeader(header: Buffer, keys: readonly Buffer[], newKey: Buffer): Buffer {
  const { dataKey } = openHeader(header, keys);
  return Buffer.concat([ENVELOPE_MAGIC, wrap(newKey, dataKey), header.subarray(76, HEADER_SIZE)]);
}

/**
 * The id of the forms key that wrapped a stored file's data key (read from its header alone), or null
 * for a file stored before encryption.
 */
export async function storedKeyId(storage: BlobStorage, key: string): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start: 0, end: HEADER_SIZE - 1 })) chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  if (!isEnvelope(head)) return null;
  if (head.length < HEADER_SIZE) throw new EnvelopeError('The stored file is truncated: its header is incomplete.');
  return head.subarray(8, 16);
}

/** A stored envelope, re-wrapped under `newKey` and stored anew (a new blob: its bytes changed). */
export async function rewrapStored(
  storage: BlobStorage,
  key: string,
  keys: readonly Buffer[],
  newKey: Buffer,
  maxBytes: number,
): Promise<StoredBlob> {
  const source = await storage.get(key);
  const rewritten = Readable.from(
    (async function* () {
      let head: Buffer = Buffer.alloc(0);
      let done = false;
      for await (const chunk of source) {
        if (done) {
          yield chunk as Buffer;
          continue;
        }
        head = Buffer.concat([head, chunk as Buffer]);
        if (head.length < HEADER_SIZE) continue;
        yield rewrapHeader(head.subarray(0, HEADER_SIZE), keys, newKey);
        yield head.subarray(HEADER_SIZE);
        done = true;
      }
      if (!done) throw new EnvelopeError('The stored file is truncated: its header is incomplete.');
    })(),
    { objectMode: false },
  );
  return storage.put(rewritten, { maxBytes });
}
