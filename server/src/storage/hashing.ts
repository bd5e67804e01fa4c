import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobTooLargeError } from './types.js';

/** Passes bytes through while counting them, hashing SHA-256 and summing CRC-32 (for zips); fails past `maxBytes`. */
export class HashingCounter extends Transform {
  private readonly hash = createHash('sha256');
  size = 0;
  crc32 = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** Counts and hashes `chunk`; throws BlobTooLargeError past `maxBytes`. */
  add(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) throw new BlobTooLargeError(this.maxBytes);
    this.hash.update(chunk);
    this.crc32 = crc32(chunk, this.crc32);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.add(chunk);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
