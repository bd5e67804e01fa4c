import { mkdtempSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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
    withoutDirectories(
      new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] }),
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

interface FilesystemStore {
  deleteObject(bucket: string, key: string): Promise<void>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}

/**
 * s3rver keeps objects as files in folders named after their keys' prefixes, and removes a folder once
 * a delete leaves it empty — racing a put under the same prefix between its mkdir and its open (ENOENT),
 * as uploads to `tmp/<uuid>` and their removal do all the time. S3 has no folders: deletes here leave
 * them, so concurrent puts and deletes behave as they do against S3.
 */
function withoutDirectories(server: S3rver): S3rver {
  const store = (server as unknown as { store: FilesystemStore }).store;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  };
  return server;
}
