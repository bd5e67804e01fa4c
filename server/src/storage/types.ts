import type { Readable } from 'node:stream';

export interface StoredBlob {
  sha256: string;
  size: number;
  /** CRC-32 of the bytes, for zips. */
  crc32: number;
  /** Where the bytes live inside the backend: `blobs/<sha256>`. */
  key: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * Content-addressed blob storage. `put` streams to a temporary object, hashes SHA-256 on the way,
 * makes the bytes durable and only then publishes them under their hash: a crash leaves no half blob.
 */
export interface BlobStorage {
  readonly kind: 'local' | 's3';
  /** Streams `source` in; rejects with BlobTooLargeError (nothing left behind) past `maxBytes`. */
  put(source: Readable, options: { maxBytes: number }): Promise<StoredBlob>;
  /** The bytes of a blob, or of one inclusive range of it. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every published key (used at start to find bytes no row refers to). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Removes temporaries left by a crash; safe to call at start. */
  cleanTemp(): Promise<void>;
}

export const blobKey = (sha256: string): string => `blobs/${sha256}`;

export class BlobTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`The upload is larger than the ${maxBytes} bytes this server accepts.`);
    this.name = 'BlobTooLargeError';
  }
}
