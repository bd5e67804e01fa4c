import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { DIR_MODE, FILE_MODE } from '../lib/private-files.js';
import { HashingCounter } from './hashing.js';
import { blobKey, type KnownDigest, type StoredBlob, type StoredPart, type UploadParts } from './types.js';

/** Bytes gathered before one write: fewer system calls than one per network chunk (~64 KiB). */
const WRITE_BATCH = 1024 * 1024;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Resumable uploads on local disk: one part file per upload in `<blobs>-uploads/`, written in place at
 * each request's offset and fsynced before the offset is recorded. Complete, it is renamed into
 * `blobs/` (same file system: atomic, no copy). A body cut short keeps what arrived.
 */
export class LocalUploadParts implements UploadParts {
  readonly minPartBytes = 1;
  readonly dir: string;

  constructor(
    blobDir: string,
    private readonly blobPath: (key: string) => string,
  ) {
    this.dir = `${blobDir}-uploads`;
  }

  private fileOf(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
    return path.join(this.dir, `${uploadId}.part`);
  }

  async begin(uploadId: string): Promise<null> {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    const handle = await open(this.fileOf(uploadId), 'wx', FILE_MODE);
    await handle.close();
    return null;
  }

  async append(
    uploadId: string,
    _ref: string | null,
    at: { offset: number; length: number },
    chunks: AsyncIterable<Buffer>,
  ): Promise<{ written: number; part: StoredPart | null }> {
    const handle = await open(this.fileOf(uploadId), 'r+');
    let written = 0;
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = async () => {
      if (batched === 0) return;
      await handle.writev(batch, at.offset + written);
      written += batched;
      batch = [];
      batched = 0;
    };
    try {
      try {
        for await (const chunk of chunks) {
          batch.push(chunk);
          batched += chunk.length;
          if (batched >= WRITE_BATCH) await flush();
        }
      } catch {
        // The body was cut short: what arrived is kept (the client resumes from there).
      }
      await flush();
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { written, part: null };
  }

  async publish(
    uploadId: string,
    _ref: string | null,
    upload: { length: number; parts: StoredPart[] },
    digest: KnownDigest | null,
  ): Promise<StoredBlob> {
    const file = this.fileOf(uploadId);
    const handle = await open(file, 'r+');
    try {
      // Bytes past the declared length (a request cut short and sent again) are not part of the file.
      await handle.truncate(upload.length);
      await handle.sync();
    } finally {
      await handle.close();
    }
    const known = digest ?? (await this.hash(file, upload.length));
    const key = blobKey(known.sha256);
    const target = this.blobPath(key);
    await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
    await rename(file, target);
    await fsyncDir(path.dirname(target));
    return { ...known, size: upload.length, key };
  }

  /** The digest of the bytes on disk: another process (or one before a restart) received some of them. */
  private async hash(file: string, length: number): Promise<KnownDigest> {
    const counter = new HashingCounter(length);
    await pipeline(
      createReadStream(file, { highWaterMark: 256 * 1024 }),
      counter,
      new Writable({ write: (_c, _e, done) => done() }),
    );
    return { sha256: counter.digest(), crc32: counter.crc32 };
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.fileOf(uploadId), { force: true });
  }

  async *list(): AsyncIterable<{ uploadId: string; ref: string | null; modifiedAt: Date }> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      const uploadId = name.replace(/\.part$/, '');
      if (!UPLOAD_ID.test(uploadId)) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info) yield { uploadId, ref: null, modifiedAt: info.mtime };
    }
  }
}
