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
  /** Resumable uploads: their bytes kept as parts until they are published as one blob. */
  readonly parts: UploadParts;
}

/** One stored part of a resumable upload (S3: a multipart upload's part). */
export interface StoredPart {
  number: number;
  etag: string;
  size: number;
}

/** SHA-256 and CRC-32 of a whole upload, when the process that received every byte computed them. */
export interface KnownDigest {
  sha256: string;
  crc32: number;
}

/**
 * The bytes of resumable uploads, kept under the upload's id until they are complete: local part files
 * written in place, or an S3 multipart upload (one part per request). `ref` is the store's own reference
 * (the S3 upload id), kept by the caller in the database so that any process can carry on.
 */
export interface UploadParts {
  /** Smallest request body that may leave the upload unfinished (S3's part minimum); 1 for local files. */
  readonly minPartBytes: number;
  begin(uploadId: string): Promise<string | null>;
  /**
   * Appends `length` bytes read from `chunks` at `offset`. Local files keep whatever arrived when the
   * body is cut short (`written` says how much); S3 keeps a part only when it arrived whole.
   */
  append(
    uploadId: string,
    ref: string | null,
    at: { offset: number; partNumber: number; length: number },
    chunks: AsyncIterable<Buffer>,
  ): Promise<{ written: number; part: StoredPart | null }>;
  /** Publishes the complete upload as a blob (hashing it again when `digest` is unknown); the parts go. */
  publish(
    uploadId: string,
    ref: string | null,
    upload: { length: number; parts: StoredPart[] },
    digest: KnownDigest | null,
  ): Promise<StoredBlob>;
  /** Removes whatever is kept for the upload; removing it twice is fine. */
  remove(uploadId: string, ref: string | null): Promise<void>;
  /** Ids of uploads that have parts here, with when they were last written (the janitor finds strays). */
  list(): AsyncIterable<{ uploadId: string; ref: string | null; modifiedAt: Date }>;
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
