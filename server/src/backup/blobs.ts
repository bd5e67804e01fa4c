import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DIR_MODE } from '../lib/private-files.js';
import type { BlobStorage } from '../storage/index.js';
import { BackupError, type ManifestBlob } from './manifest.js';

const BLOB_DIR = 'blobs';
/** Blobs copied at once: enough to hide an object store's latency, few enough for a small machine. */
const PARALLEL = 8;
/** How many names an error lists before it only counts. */
const NAMED = 20;

export interface SnapshotBlob extends ManifestBlob {
  refCount: number;
}

async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}

const named = (items: string[]) =>
  items.slice(0, NAMED).join(', ') + (items.length > NAMED ? ` and ${items.length - NAMED} more` : '');

const blobFile = (dir: string, sha256: string) => path.join(dir, BLOB_DIR, sha256);

/**
 * Copies the bytes of every blob of the snapshot from the store into `dir/blobs/`, hashing them on the
 * way. A referenced blob whose bytes are gone or differ fails the backup; an unreferenced one the
 * janitor collected meanwhile is left out and reported in `collected`.
 */
export async function copyBlobs(
  storage: BlobStorage,
  blobs: SnapshotBlob[],
  dir: string,
): Promise<{ copied: ManifestBlob[]; collected: string[] }> {
  await mkdir(path.join(dir, BLOB_DIR), { recursive: true, mode: DIR_MODE });
  const copied: ManifestBlob[] = [];
  const collected: string[] = [];
  const missing: string[] = [];
  const corrupt: string[] = [];
  await eachLimit(blobs, PARALLEL, async (blob) => {
    let source;
    try {
      source = await storage.get(blob.storageKey);
    } catch (error) {
      if (await storage.exists(blob.storageKey).catch(() => true)) throw error;
      (blob.refCount > 0 ? missing : collected).push(blob.sha256);
      return;
    }
    const counter = hashing();
    await pipeline(source, counter.stream, createWriteStream(blobFile(dir, blob.sha256)));
    const { sha256, size } = counter.result();
    if (sha256 !== blob.sha256 || size !== blob.size) corrupt.push(blob.sha256);
    else copied.push({ sha256: blob.sha256, size: blob.size, storageKey: blob.storageKey });
  });
  if (missing.length > 0) {
    throw new BackupError(
      `The store lacks the bytes of ${missing.length} referenced blob(s): ${named(missing)}. ` +
        'If the backup took longer than BLOB_GRACE_SECONDS, raise it; otherwise these files are lost from the store.',
    );
  }
  if (corrupt.length > 0) {
    throw new BackupError(`The bytes in the store do not match the SHA-256 of ${corrupt.length} blob(s): ${named(corrupt)}.`);
  }
  copied.sort((a, b) => a.sha256.localeCompare(b.sha256));
  return { copied, collected: collected.sort() };
}

/** Hashes every blob file of the backup against the manifest; names each one missing or damaged. */
export async function verifyBlobs(dir: string, blobs: ManifestBlob[]): Promise<void> {
  const missing: string[] = [];
  const corrupt: string[] = [];
  await eachLimit(blobs, PARALLEL, async (blob) => {
    const file = blobFile(dir, blob.sha256);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      missing.push(blob.sha256);
      return;
    }
    const counter = hashing();
    await pipeline(createReadStream(file), counter.stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const { sha256, size } = counter.result();
    if (sha256 !== blob.sha256 || size !== blob.size) corrupt.push(blob.sha256);
  });
  const problems: string[] = [];
  if (missing.length > 0)
    problems.push(`${missing.length} blob(s) missing from ${path.join(dir, BLOB_DIR)}: ${named(missing.sort())}`);
  if (corrupt.length > 0)
    problems.push(`${corrupt.length} blob(s) whose bytes do not match their SHA-256: ${named(corrupt.sort())}`);
  if (problems.length > 0) throw new BackupError(`The backup is incomplete, nothing was restored. ${problems.join('; ')}.`);
}

/** Publishes every blob of the backup through the store; the store hashes them again on the way in. */
export async function putBlobs(storage: BlobStorage, dir: string, blobs: ManifestBlob[]): Promise<void> {
  await eachLimit(blobs, PARALLEL, async (blob) => {
    const stored = await storage.put(createReadStream(blobFile(dir, blob.sha256)), { maxBytes: blob.size });
    if (stored.sha256 !== blob.sha256 || stored.key !== blob.storageKey) {
      throw new BackupError(
        `Blob ${blob.sha256} was stored as ${stored.key} (SHA-256 ${stored.sha256}): the backup file changed while restoring.`,
      );
    }
  });
}

/** True when the store holds no published bytes. */
export async function storageIsEmpty(storage: BlobStorage): Promise<boolean> {
  for await (const _ of storage.list()) return false;
  return true;
}
