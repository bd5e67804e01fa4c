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
import { HashingCounter } from './hashing.js';
import { blobKey, type BlobStorage, type ByteRange, type StoredBlob } from './types.js';

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
const TEMP_GRACE_MS = 60 * 60 * 1000;

/**
 * Blobs in an S3-compatible bucket. An upload streams as a multipart upload to `tmp/<uuid>` (invisible
 * until complete), is then copied server-side to `blobs/<sha256>` and the temporary removed.
 */
export class S3BlobStorage implements BlobStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

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
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await uploaded.catch(() => undefined);
      await this.deleteFull(temp);
      throw error;
    }
    const sha256 = counter.digest();
    const key = blobKey(sha256);
    try {
      if (!(await this.exists(key))) {
        await this.client.send(
          new CopyObjectCommand({ Bucket: this.options.bucket, Key: this.full(key), CopySource: `${this.options.bucket}/${temp}` }),
        );
      }
    } finally {
      await this.deleteFull(temp);
    }
    return { sha256, size: counter.size, crc32: counter.crc32, key };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.full(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return result.Body as Readable;
  }

  private async deleteFull(fullKey: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: fullKey }));
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
      throw error;
    }
  }

  private async *listFull(prefix: string): AsyncIterable<{ fullKey: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.full(prefix), ContinuationToken: token }),
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

  async cleanTemp(): Promise<void> {
    const cutoff = Date.now() - TEMP_GRACE_MS;
    for await (const item of this.listFull('tmp/')) {
      if (item.modifiedAt.getTime() < cutoff) await this.deleteFull(item.fullKey);
    }
    try {
      const uploads = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.options.bucket, Prefix: this.full('tmp/') }),
      );
      for (const upload of uploads.Uploads ?? []) {
        if (upload.Key && upload.UploadId && (upload.Initiated?.getTime() ?? 0) < cutoff) {
          await this.client.send(
            new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
        }
      }
    } catch {
      // Not every S3-compatible store lists multipart uploads; bucket lifecycle rules cover those.
    }
  }
}

