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
  /** When the bytes were last published (every upload publishes anew), or null when absent. */
  modifiedAt(key: string): Promise<Date | null>;
  /** Every published key (the janitor finds bytes no row refers to). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /**
   * Removes temporaries and multipart parts older than `graceMs` (left by a crash or an outage) and
   * those of this process's own failed uploads; safe at any time, from several replicas at once.
   */
  cleanTemp(graceMs?: number): Promise<void>;
}

export const blobKey = (sha256: string): string => `blobs/${sha256}`;

export class BlobTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`The upload is larger than the ${maxBytes} bytes this server accepts.`);
    this.name = 'BlobTooLargeError';
  }
}

/** The store could not be reached (outage, restart): the request may be retried later (503). */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file storage cannot be reached.', { cause });
    this.name = 'StorageUnavailableError';
  }
}
