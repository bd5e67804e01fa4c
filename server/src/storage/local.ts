import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DIR_MODE, FILE_MODE } from '../lib/private-files.js';
import { HashingCounter } from './hashing.js';
import { LocalUploadParts } from './local-parts.js';
import { publishSmall } from './local-publisher.js';
import { blobKey, type BlobStorage, type ByteRange, type StoredBlob } from './types.js';

const WRITE_CHUNK = 1024 * 1024;
/**
 * Reads allocate a fresh buffer each; a young-generation GC frees them, and it runs about once per MiB
 * of JavaScript allocated. Smaller reads mean more collections per byte: 1 MiB reads left up to 32 MiB
 * of read buffers waiting while a 1 GiB zip streamed, 256 KiB reads about 12 MiB at the same speed,
 * 64 KiB reads 2 MiB at half the speed (docs/content.md, memory).
 */
const READ_CHUNK = 256 * 1024;

/** Uploads up to this size are read whole before they are written (most are forms' PDFs and images). */
const SMALL_BLOB = 256 * 1024;

/**
 * Reads `source` until it ends or passes `limit` bytes: `ended` tells which. When it passed, the stream is
 * left paused after the chunks in `head`, to be piped on from there (no extra stream in between: each
 * chunk of a large upload then goes straight from the parser through the hash into the file).
 */
function readHead(source: Readable, limit: number): Promise<{ head: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const head: Buffer[] = [];
    let size = 0;
    const done = (ended: boolean) => {
      source.off('data', onData).off('end', onEnd).off('error', onError);
      resolve({ head, ended });
    };
    const onData = (chunk: Buffer) => {
      head.push(chunk);
      size += chunk.length;
      if (size > limit) {
        source.pause();
        done(false);
        // Until it is piped on, an error (the client went away) stays on the stream (`errored`), and the
        // pipeline that follows rejects with it; this listener only keeps it from being unhandled.
        source.on('error', () => undefined);
      }
    };
    const onEnd = () => done(true);
    const onError = (error: Error) => {
      source.off('data', onData).off('end', onEnd).off('error', onError);
      reject(error);
    };
    source.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Blobs in a local directory: `<dir>/ab/<sha256>`. Uploads go to a sibling temporary directory
 * (same file system, so the final rename is atomic), are fsynced, then renamed into place.
 */
export class LocalBlobStorage implements BlobStorage {
  readonly kind = 'local' as const;
  readonly tempDir: string;
  readonly parts: LocalUploadParts;

  constructor(readonly dir: string) {
    this.tempDir = `${dir}-tmp`;
    this.parts = new LocalUploadParts(dir, (key) => this.pathOf(key));
  }

  private pathOf(key: string): string {
    const match = /^blobs\/([0-9a-f]{64})$/.exec(key);
    if (!match) throw new Error(`Not a blob key: ${key}`);
    return path.join(this.dir, match[1]!.slice(0, 2), match[1]!);
  }

  async put(source: Readable, options: { maxBytes: number }): Promise<StoredBlob> {
    const temp = path.join(this.tempDir, `${randomUUID()}.part`);
    const counter = new HashingCounter(options.maxBytes);
    const { head, ended } = await readHead(source, SMALL_BLOB);
    if (ended) {
      // Small and whole in memory: published by one message to the publishing thread.
      const bytes = Buffer.concat(head);
      counter.add(bytes);
      const sha256 = counter.digest();
      const key = blobKey(sha256);
      await publishSmall(temp, this.pathOf(key), bytes);
      return { sha256, size: counter.size, crc32: counter.crc32, key };
    }
    await mkdir(this.tempDir, { recursive: true, mode: DIR_MODE });
    try {
      // flush: the descriptor is fsynced before it closes, so the bytes are durable before the rename.
      const file = createWriteStream(temp, { flags: 'wx', mode: FILE_MODE, flush: true, highWaterMark: WRITE_CHUNK });
      for (const chunk of head) counter.write(chunk);
      await pipeline(source, counter, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const sha256 = counter.digest();
    const key = blobKey(sha256);
    const target = this.pathOf(key);
    try {
      await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
      await rename(temp, target);
      await fsyncDir(path.dirname(target));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { sha256, size: counter.size, crc32: counter.crc32, key };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file);
    return createReadStream(file, { ...range, highWaterMark: READ_CHUNK });
  }

  async delete(key: string): Promise<void> {
    if (key.startsWith('stray/')) {
      await rm(path.join(this.dir, key.slice('stray/'.length)), { force: true, recursive: true });
      return;
    }
    await unlink(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const shards = await readdir(this.dir).catch(() => [] as string[]);
    for (const shard of shards) {
      const names = await readdir(path.join(this.dir, shard)).catch(() => [] as string[]);
      for (const name of names) {
        const info = await stat(path.join(this.dir, shard, name)).catch(() => null);
        if (info) yield { key: /^[0-9a-f]{64}$/.test(name) ? blobKey(name) : `stray/${shard}/${name}`, modifiedAt: info.mtime };
      }
    }
  }

  async modifiedAt(key: string): Promise<Date | null> {
    return stat(this.pathOf(key)).then(
      (info) => info.mtime,
      () => null,
    );
  }

  /**
   * Removes temporaries older than `graceMs`: newer ones may belong to an upload still running here or
   * in another replica sharing the directory. put() removes its own temporary when it fails.
   */
  async cleanTemp(graceMs = 60 * 60 * 1000): Promise<void> {
    await mkdir(this.tempDir, { recursive: true, mode: DIR_MODE });
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    const cutoff = Date.now() - graceMs;
    for (const name of await readdir(this.tempDir)) {
      const file = path.join(this.tempDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true, recursive: true });
    }
  }
}
