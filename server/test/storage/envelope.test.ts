import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalBlobStorage } from '../../src/storage/local.js';
import {
  EnvelopeDecrypt,
  EnvelopeEncrypt,
  EnvelopeError,
  keyIdOf,
  putEncrypted,
  readEncrypted,
  rewrapHeader,
  rewrapStored,
  SEGMENT_SIZE,
} from '../../src/storage/envelope.js';

const HEADER = 88;
const SEALED = SEGMENT_SIZE + 16;

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Encrypts in uneven chunks, as a network would deliver them. */
const encrypt = (plain: Buffer, key: Buffer) => {
  const pieces: Buffer[] = [];
  for (let at = 0; at < plain.length; at += 7919) pieces.push(plain.subarray(at, at + 7919));
  return collect(Readable.from(pieces).pipe(new EnvelopeEncrypt(key)));
};
const decrypt = (sealed: Buffer, keys: Buffer[]) => collect(Readable.from([sealed]).pipe(new EnvelopeDecrypt(keys)));

describe('envelope encryption of stored files', () => {
  const key = randomBytes(32);

  it('round-trips empty, small, exactly-one-segment and many-segment bodies', async () => {
    for (const size of [0, 1, 1000, SEGMENT_SIZE, SEGMENT_SIZE + 1, 3 * SEGMENT_SIZE, 3 * SEGMENT_SIZE + 17]) {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain, key);
      assert.equal(sealed.length, HEADER + size + 16 * Math.max(1, Math.ceil(size / SEGMENT_SIZE)), `size ${size}`);
      assert.deepEqual(await decrypt(sealed, [key]), plain, `size ${size}`);
      assert.deepEqual(sealed.subarray(8, 16), keyIdOf(key), 'the key id is in the header');
    }
  });

  it('detects a changed byte anywhere, reordered segments and truncation at a segment boundary', async () => {
    const plain = randomBytes(3 * SEGMENT_SIZE + 5);
    const sealed = await encrypt(plain, key);
    for (const at of [9, 20, 40, 70, 80, HEADER + 3, HEADER + SEALED + 10, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at]! ^= 0x80;
      await assert.rejects(decrypt(changed, [key]), EnvelopeError, `byte ${at}`);
    }
    const swapped = Buffer.concat([
      sealed.subarray(0, HEADER),
      sealed.subarray(HEADER + SEALED, HEADER + 2 * SEALED),
      sealed.subarray(HEADER, HEADER + SEALED),
      sealed.subarray(HEADER + 2 * SEALED),
    ]);
    await assert.rejects(decrypt(swapped, [key]), EnvelopeError, 'reordered');
    await assert.rejects(decrypt(sealed.subarray(0, HEADER + 2 * SEALED), [key]), EnvelopeError, 'cut after a whole segment');
    await assert.rejects(decrypt(sealed.subarray(0, 50), [key]), EnvelopeError, 'cut in the header');
  });

  it('passes on only authenticated segments before it fails', async () => {
    const plain = randomBytes(3 * SEGMENT_SIZE);
    const sealed = await encrypt(plain, key);
    sealed[HEADER + 2 * SEALED + 5]! ^= 1;
    const out: Buffer[] = [];
    const stream = Readable.from([sealed]).pipe(new EnvelopeDecrypt([key]));
    await assert.rejects(async () => {
      for await (const chunk of stream) out.push(chunk as Buffer);
    }, EnvelopeError);
    assert.deepEqual(Buffer.concat(out), plain.subarray(0, 2 * SEGMENT_SIZE), 'the two good segments, nothing of the bad one');
  });

  it('refuses a file under a key it does not hold, and rewraps a header without touching the body', async () => {
    const plain = randomBytes(2 * SEGMENT_SIZE + 3);
    const sealed = await encrypt(plain, key);
    const next = randomBytes(32);
    await assert.rejects(decrypt(sealed, [next]), /which this server does not hold/);
    const rewrapped = Buffer.concat([rewrapHeader(sealed.subarray(0, HEADER), [key], next), sealed.subarray(HEADER)]);
    assert.deepEqual(rewrapped.subarray(HEADER), sealed.subarray(HEADER), 'the body is byte for byte the same');
    assert.deepEqual(rewrapped.subarray(8, 16), keyIdOf(next));
    assert.deepEqual(await decrypt(rewrapped, [next]), plain);
    assert.deepEqual(await decrypt(rewrapped, [key, next]), plain, 'a keyring picks the key by its id');
    await assert.rejects(decrypt(rewrapped, [key]), EnvelopeError);
  });

  it('rewraps a stored file through the storage interface: a new blob whose body bytes are the old ones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-envelope-'));
    try {
      const storage = new LocalBlobStorage(path.join(dir, 'blobs'));
      const plain = randomBytes(SEGMENT_SIZE * 2 + 99);
      const stored = await putEncrypted(storage, Readable.from([plain]), key, plain.length);
      const next = randomBytes(32);
      const rewrapped = await rewrapStored(storage, stored.key, [key], next, stored.size);
      assert.notEqual(rewrapped.key, stored.key);
      assert.equal(rewrapped.size, stored.size);
      const before = await collect(await storage.get(stored.key));
      const after = await collect(await storage.get(rewrapped.key));
      assert.deepEqual(after.subarray(HEADER), before.subarray(HEADER));
      assert.deepEqual(await readEncrypted(storage, rewrapped.key, [next]), plain);
      await assert.rejects(readEncrypted(storage, rewrapped.key, [key]), EnvelopeError);
      await storage
        .put(Readable.from([Buffer.from('%PDF-1.4 plain, stored before encryption')]), { maxBytes: 100 })
        .then(async (legacy) =>
          assert.equal((await readEncrypted(storage, legacy.key, [key])).toString(), '%PDF-1.4 plain, stored before encryption'),
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
