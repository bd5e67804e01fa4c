import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { copyFile, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Takes the store away (an outage): connections are refused until start(). */
  stop(): Promise<void>;
  /** Brings it back on the same port, with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback (s3rver) with one empty bucket. */
export async function startFakeS3(bucket = 'cascade-test'): Promise<FakeS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-s3-'));
  const make = (port: number) =>
    withAtomicWrites(
      withoutDirectories(
        new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] }),
      ),
    );
  let server: S3rver | null = make(0);
  const address = (await server.run()) as AddressInfo;
  const stop = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    stop,
    async start() {
      if (server) return;
      server = make(address.port);
      await server.run();
    },
    async close() {
      await stop();
      // Removed when this process exits, not now: s3rver may still be writing the object of a request
      // that an API process abandoned as it stopped, and that write must not fail into the next test.
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    },
  };
}

interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
}

interface FilesystemStore {
  deleteObject(bucket: string, key: string): Promise<void>;
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, unknown>>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  copyObject(
    srcBucket: string,
    srcKey: string,
    destBucket: string,
    destKey: string,
    replacementMetadata?: Record<string, string>,
  ): Promise<Record<string, unknown>>;
}

const storeOf = (server: S3rver) => (server as unknown as { store: FilesystemStore }).store;
const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * s3rver keeps objects as files in folders named after their keys' prefixes, and removes a folder once
 * a delete leaves it empty — racing a put under the same prefix between its mkdir and its open (ENOENT),
 * as uploads to `tmp/<uuid>` and their removal do all the time. S3 has no folders: deletes here leave
 * them, so concurrent puts and deletes behave as they do against S3.
 */
function withoutDirectories(server: S3rver): S3rver {
  const store = storeOf(server);
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch(ignoreMissing),
      ),
    );
  };
  return server;
}

/**
 * s3rver writes an object over the old one in place (truncate, then write), and answers the put before
 * its file is flushed: a read meanwhile gets a short object. On S3 a put or copy replaces the object
 * whole, and a read sees the old one or the new one. Here each is written under a temporary name beside
 * the object's, then renamed over it (names s3rver does not list), so reads and concurrent writes of one
 * key behave as they do against S3.
 */
function withAtomicWrites(server: S3rver): S3rver {
  const store = storeOf(server);
  const writeMetadata = store.putMetadata.bind(store);
  const RESOURCES = ['object.md5', 'metadata.json', 'object'];
  /** Renames what was written under `temp` over `key`'s files, the bytes last. */
  const place = async (bucket: string, temp: string, key: string, resources = RESOURCES) => {
    for (const resource of resources)
      await rename(store.getResourcePath(bucket, temp, resource), store.getResourcePath(bucket, key, resource)).catch(
        ignoreMissing,
      );
  };
  const tempFor = (key: string) => `${key}.${randomUUID()}.tmp`;
  store.putMetadata = async (bucket, key, metadata, md5) => {
    const temp = tempFor(key);
    await writeMetadata(bucket, temp, metadata, md5);
    await place(bucket, temp, key, ['object.md5', 'metadata.json']);
  };
  store.putObject = async (object) => {
    const temp = tempFor(object.key);
    const file = store.getResourcePath(object.bucket, temp, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const bytes = Buffer.isBuffer(object.content) ? object.content : Buffer.concat(await object.content.toArray());
    await writeFile(file, bytes);
    const digest = createHash('md5').update(bytes).digest('hex');
    await writeMetadata(object.bucket, temp, object.metadata, digest);
    await place(object.bucket, temp, object.key);
    return { size: bytes.length, md5: digest };
  };
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    const temp = tempFor(destKey);
    const file = (bucket: string, key: string, resource: string) => store.getResourcePath(bucket, key, resource);
    await mkdir(path.dirname(file(destBucket, temp, 'object')), { recursive: true });
    // A missing source object fails the copy (NoSuchKey); its md5 and metadata files are optional.
    await copyFile(file(srcBucket, srcKey, 'object'), file(destBucket, temp, 'object'));
    for (const resource of replacementMetadata ? ['object.md5'] : ['object.md5', 'metadata.json'])
      await copyFile(file(srcBucket, srcKey, resource), file(destBucket, temp, resource)).catch(ignoreMissing);
    if (replacementMetadata) await writeMetadata(destBucket, temp, replacementMetadata);
    await place(destBucket, temp, destKey);
    return store.getMetadata(destBucket, destKey);
  };
  return server;
}
