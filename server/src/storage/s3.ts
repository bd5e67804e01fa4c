import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isUnavailable } from '../lib/unavailable.js';
import { HashingCounter } from './hashing.js';
import { S3UploadParts } from './s3-parts.js';
import { blobKey, StorageUnavailableError, type BlobStorage, type ByteRange, type StoredBlob } from './types.js';

/** A store that cannot be reached becomes StorageUnavailableError (503); anything else stays as it is. */
function translate(error: unknown): unknown {
  return isUnavailable(error) && !(error instanceof StorageUnavailableError) ? new StorageUnavailableError(error) : error;
}

const isStreamAbort = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ABORT_ERR';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(error);
  }
}

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, '' or ending with '/'. */
  prefix: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

const PART_SIZE = 8 * 1024 * 1024;
/** Temporaries older than this are left by a crash (another replica may be mid-upload on newer ones). */
export const TEMP_GRACE_MS = 60 * 60 * 1000;

/**
 * Blobs in an S3-compatible bucket. An upload streams as a multipart upload to `tmp/<uuid>` (invisible
 * until complete), is then copied server-side to `blobs/<sha256>` and the temporary removed.
 */
export class S3BlobStorage implements BlobStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  /** Temporaries whose clean-up failed (the store was away): retried by every cleanTemp(). */
  private readonly leftovers = new Map<string, string | undefined>();
  readonly parts: S3UploadParts;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
    this.parts = new S3UploadParts(this.client, options.bucket, options.prefix);
  }

  private full(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  async put(source: Readable, options: { maxBytes: number }): Promise<StoredBlob> {
    const temp = this.full(`tmp/${randomUUID()}`);
    const counter = new HashingCounter(options.maxBytes);
    const body = new PassThrough({ highWaterMark: PART_SIZE });
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: temp, Body: body },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const uploaded = upload.done();
    uploaded.catch(() => undefined);
    try {
      await pipeline(source, counter, body);
      await uploaded;
    } catch (failure) {
      // When the store fails, the upload stops reading its body and the pipeline reports only that
      // (AbortError): the upload's own error (the store unreachable, say) is what happened.
      const error = isStreamAbort(failure)
        ? ((await uploaded.then(
            () => null,
            (cause: unknown) => cause,
          )) ?? failure)
        : failure;
      // The multipart upload is aborted (its parts go); if the store is away, the janitor aborts it later.
      await upload.abort().catch(() => undefined);
      await uploaded.catch(() => undefined);
      await this.deleteFull(temp).catch(() => undefined);
      // Recorded whatever happened above: the abort is sent again at the next sweep (it is idempotent).
      this.leftovers.set(temp, upload.uploadId);
      throw translate(error);
    }
    const sha256 = counter.digest();
    const key = blobKey(sha256);
    try {
      // Always published, also when the bytes are already there: the copy's fresh modification time
      // tells the janitor that an upload needs these bytes now (blobs.ts never collects fresh ones).
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.options.bucket, Key: this.full(key), CopySource: `${this.options.bucket}/${temp}` }),
      );
    } catch (error) {
      throw translate(error);
    } finally {
      await this.deleteFull(temp).catch(() => this.leftovers.set(temp, undefined));
    }
    return { sha256, size: counter.size, crc32: counter.crc32, key };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const result = await guarded(() =>
      this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.full(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      ),
    );
    return result.Body as Readable;
  }

  private async deleteFull(fullKey: string): Promise<void> {
    await guarded(() => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: fullKey })));
  }

  async delete(key: string): Promise<void> {
    await this.deleteFull(this.full(key));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return false;
      throw translate(error);
    }
  }

  async modifiedAt(key: string): Promise<Date | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.full(key) }));
      return head.LastModified ?? new Date(0);
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return null;
      throw translate(error);
    }
  }

  private async *listFull(prefix: string): AsyncIterable<{ fullKey: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await guarded(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.full(prefix), ContinuationToken: token }),
        ),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { fullKey: item.Key, modifiedAt: item.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    for await (const item of this.listFull('blobs/')) {
      yield { key: item.fullKey.slice(this.options.prefix.length), modifiedAt: item.modifiedAt };
    }
  }

  async cleanTemp(graceMs = TEMP_GRACE_MS): Promise<void> {
    const cutoff = Date.now() - graceMs;
    // This process's own failed uploads first: their parts and temporaries go at once, whatever their age.
    for (const [temp, uploadId] of [...this.leftovers]) {
      if (uploadId) await this.abortUpload(temp, uploadId);
      await this.deleteFull(temp);
      this.leftovers.delete(temp);
    }
    for await (const item of this.listFull('tmp/')) {
      if (item.modifiedAt.getTime() < cutoff) await this.deleteFull(item.fullKey);
    }
    await this.abortUploads(this.full('tmp/'), cutoff);
  }

  /** Aborts one multipart upload; one the store no longer knows (already aborted) is fine. */
  private async abortUpload(fullKey: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: fullKey, UploadId: uploadId }));
    } catch (error) {
      const answered = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== undefined;
      if (!answered) throw translate(error);
    }
  }

  /** Aborts multipart uploads under `prefix` begun before `cutoff` (their parts are removed). */
  private async abortUploads(prefix: string, cutoff: number): Promise<void> {
    try {
      const uploads = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.options.bucket, Prefix: prefix }));
      for (const upload of uploads.Uploads ?? []) {
        if (upload.Key && upload.UploadId && (upload.Initiated?.getTime() ?? 0) < cutoff) {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
        }
      }
    } catch (error) {
      // The store is away: retried next time. A store that answered (even 5xx, "not implemented") does
      // not list multipart uploads: bucket lifecycle rules cover those.
      const answered = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== undefined;
      if (!answered && isUnavailable(error)) throw translate(error);
    }
  }
}
