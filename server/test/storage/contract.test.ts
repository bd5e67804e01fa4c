import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { LocalBlobStorage } from '../../src/storage/local.js';
import { S3BlobStorage } from '../../src/storage/s3.js';
import { BlobTooLargeError, type BlobStorage } from '../../src/storage/index.js';
import { startFakeS3, type FakeS3 } from '../helpers/s3.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Yields `data` in small pieces, like a network upload. */
const trickle = (data: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += piece) yield data.subarray(i, i + piece);
    })(),
  );

async function keys(storage: BlobStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const item of storage.list()) found.push(item.key);
  return found.sort();
}

function contract(
  name: string,
  make: () => Promise<{ storage: BlobStorage; temporaries: () => Promise<number>; done: () => Promise<void> }>,
) {
  describe(`blob storage contract: ${name}`, () => {
    let storage: BlobStorage;
    let temporaries: () => Promise<number>;
    let done: () => Promise<void>;
    before(async () => {
      ({ storage, temporaries, done } = await make());
      await storage.cleanTemp();
    });
    after(() => done());

    it('stores bytes under their SHA-256 and reads them back whole and by range', async () => {
      const data = randomBytes(20 * 1024 * 1024 + 123);
      const stored = await storage.put(trickle(data), { maxBytes: data.length });
      assert.equal(stored.sha256, sha(data));
      assert.equal(stored.size, data.length);
      assert.equal(stored.crc32, crc32(data));
      assert.equal(stored.key, `blobs/${sha(data)}`);
      assert.equal(await storage.exists(stored.key), true);
      assert.ok((await readAll(await storage.get(stored.key))).equals(data));
      const part = await readAll(await storage.get(stored.key, { start: 10, end: 19 }));
      assert.ok(part.equals(data.subarray(10, 20)));
      assert.equal(await temporaries(), 0);
    });

    it('stores an empty file', async () => {
      const stored = await storage.put(Readable.from([]), { maxBytes: 10 });
      assert.equal(stored.size, 0);
      assert.equal(stored.sha256, sha(Buffer.alloc(0)));
      assert.equal((await readAll(await storage.get(stored.key))).length, 0);
    });

    it('refuses one byte over the limit and leaves nothing behind', async () => {
      const before = await keys(storage);
      const data = randomBytes(1024 * 1024 + 1);
      await assert.rejects(storage.put(trickle(data), { maxBytes: 1024 * 1024 }), BlobTooLargeError);
      assert.deepEqual(await keys(storage), before);
      assert.equal(await temporaries(), 0);
    });

    it('putting the same bytes twice keeps one blob', async () => {
      const data = randomBytes(1000);
      const first = await storage.put(trickle(data), { maxBytes: 2000 });
      const second = await storage.put(trickle(data), { maxBytes: 2000 });
      assert.equal(first.key, second.key);
      assert.equal((await keys(storage)).filter((k) => k === first.key).length, 1);
    });

    it('reads stay whole while the same bytes are put again (as two processes storing one image do)', async () => {
      const data = randomBytes(256 * 1024);
      const stored = await storage.put(trickle(data), { maxBytes: data.length });
      let putting = true;
      const puts = Promise.all(Array.from({ length: 10 }, () => storage.put(trickle(data), { maxBytes: data.length }))).finally(
        () => (putting = false),
      );
      // Readers read again and again for as long as the puts go on.
      const readers = Array.from({ length: 3 }, async () => {
        let reads = 0;
        do {
          const read = await readAll(await storage.get(stored.key));
          assert.ok(read.equals(data), `a read got ${read.length} of ${data.length} bytes`);
          reads += 1;
        } while (putting);
        return reads;
      });
      await puts;
      assert.ok((await Promise.all(readers)).every((reads) => reads > 0));
    });

    it('deletes, and deleting twice is harmless', async () => {
      const stored = await storage.put(trickle(randomBytes(500)), { maxBytes: 1000 });
      await storage.delete(stored.key);
      await storage.delete(stored.key);
      assert.equal(await storage.exists(stored.key), false);
      assert.equal((await keys(storage)).includes(stored.key), false);
    });

    it('a failing source leaves nothing behind', async () => {
      const before = await keys(storage);
      const failing = new Readable({
        read() {
          this.push(randomBytes(1024));
          this.destroy(new Error('connection reset'));
        },
      });
      await assert.rejects(storage.put(failing, { maxBytes: 1e9 }), /connection reset/);
      assert.deepEqual(await keys(storage), before);
      assert.equal(await temporaries(), 0);
    });
  });
}

contract('local directory', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-blobs-'));
  const storage = new LocalBlobStorage(path.join(dir, 'blobs'));
  return {
    storage,
    temporaries: async () => readdirSync(storage.tempDir).length,
    done: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

let s3: FakeS3;
contract('S3-compatible (s3rver)', async () => {
  s3 = await startFakeS3();
  const storage = new S3BlobStorage({
    bucket: s3.bucket,
    prefix: 'cascade/',
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  return {
    storage,
    temporaries: async () => {
      const page = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'cascade/tmp/' }));
      return page.KeyCount ?? 0;
    },
    done: async () => {
      storage.client.destroy();
      await s3.close();
    },
  };
});

describe('local blob reads', () => {
  it('come in pieces of at most 256 KiB, so few read buffers wait for the collector (docs/content.md, memory)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-reads-'));
    try {
      const storage = new LocalBlobStorage(path.join(dir, 'blobs'));
      await storage.cleanTemp();
      const data = randomBytes(3 * 1024 * 1024);
      const stored = await storage.put(trickle(data), { maxBytes: data.length });
      let largest = 0;
      for await (const chunk of await storage.get(stored.key)) largest = Math.max(largest, (chunk as Buffer).length);
      assert.equal(largest, 256 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
