import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isUnavailable } from '../lib/unavailable.js';
import { HashingCounter } from './hashing.js';
import {
  blobKey,
  StorageUnavailableError,
  type KnownDigest,
  type StoredBlob,
  type StoredPart,
  type UploadParts,
} from './types.js';

/** S3 refuses parts smaller than this, except the last one. */
const S3_MIN_PART = 5 * 1024 * 1024;

const answered = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== undefined;
const translate = (error: unknown) =>
  isUnavailable(error) && !(error instanceof StorageUnavailableError) ? new StorageUnavailableError(error) : error;

/**
 * Resumable uploads on S3: each upload is a multipart upload to `uploads/<id>`, each request one part
 * (so every request but the last carries at least 5 MiB). Complete, the parts are joined by the store,
 * copied to `blobs/<sha256>` and the joined object removed. A part cut short is not kept: the client
 * resumes from the end of the previous one.
 */
export class S3UploadParts implements UploadParts {
  readonly minPartBytes = S3_MIN_PART;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  private keyOf(uploadId: string): string {
    return `${this.prefix}uploads/${uploadId}`;
  }

  private async send<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  }

  async begin(uploadId: string): Promise<string> {
    const created = await this.send(() =>
      this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: this.keyOf(uploadId) })),
    );
    if (!created.UploadId) throw new Error('The store did not name the multipart upload.');
    return created.UploadId;
  }

  async append(
    uploadId: string,
    ref: string | null,
    at: { partNumber: number; length: number },
    chunks: AsyncIterable<Buffer>,
  ): Promise<{ written: number; part: StoredPart | null }> {
    let seen = 0;
    const body = Readable.from(
      (async function* () {
        for await (const chunk of chunks) {
          seen += chunk.length;
          yield chunk;
        }
      })(),
      { objectMode: false },
    );
    try {
      const answer = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: this.keyOf(uploadId),
          UploadId: ref ?? undefined,
          PartNumber: at.partNumber,
          ContentLength: at.length,
          Body: body,
        }),
      );
      if (seen !== at.length || !answer.ETag) return { written: 0, part: null };
      return { written: at.length, part: { number: at.partNumber, etag: answer.ETag, size: at.length } };
    } catch (error) {
      body.destroy();
      // The body was cut short (the client resumes from the previous part), or the store is away.
      if (seen < at.length && !isUnavailable(error)) return { written: 0, part: null };
      throw translate(error);
    }
  }

  async publish(
    uploadId: string,
    ref: string | null,
    upload: { length: number; parts: StoredPart[] },
    digest: KnownDigest | null,
  ): Promise<StoredBlob> {
    const joined = this.keyOf(uploadId);
    await this.send(() =>
      this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: joined,
          UploadId: ref ?? undefined,
          MultipartUpload: { Parts: upload.parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })) },
        }),
      ),
    );
    const known = digest ?? (await this.hash(joined, upload.length));
    const key = blobKey(known.sha256);
    await this.send(() =>
      this.client.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${key}`, CopySource: `${this.bucket}/${joined}` }),
      ),
    );
    await this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: joined })));
    return { ...known, size: upload.length, key };
  }

  /** The digest of the joined object: another process (or one before a restart) received some parts. */
  private async hash(fullKey: string, length: number): Promise<KnownDigest> {
    const object = await this.send(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: fullKey })));
    const counter = new HashingCounter(length);
    await pipeline(object.Body as Readable, counter, new Writable({ write: (_c, _e, done) => done() }));
    return { sha256: counter.digest(), crc32: counter.crc32 };
  }

  async remove(uploadId: string, ref: string | null): Promise<void> {
    if (ref) {
      try {
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.keyOf(uploadId), UploadId: ref }),
        );
      } catch (error) {
        // Already completed or aborted (NoSuchUpload), or a store without the call: it answered.
        if (!answered(error)) throw translate(error);
      }
    }
    await this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(uploadId) })));
  }

  async *list(): AsyncIterable<{ uploadId: string; ref: string | null; modifiedAt: Date }> {
    let listed;
    try {
      listed = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.keyOf('') }));
    } catch (error) {
      // A store that does not list multipart uploads: bucket lifecycle rules remove abandoned ones.
      if (answered(error)) return;
      throw translate(error);
    }
    for (const upload of listed.Uploads ?? []) {
      if (upload.Key)
        yield {
          uploadId: upload.Key.slice(this.keyOf('').length),
          ref: upload.UploadId ?? null,
          modifiedAt: upload.Initiated ?? new Date(0),
        };
    }
  }
}
