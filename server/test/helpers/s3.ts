import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback (s3rver) with one empty bucket. */
export async function startFakeS3(bucket = 'cascade-test'): Promise<FakeS3> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
