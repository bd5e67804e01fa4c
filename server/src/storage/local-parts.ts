import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { DIR_MODE, FILE_MODE } from '../lib/private-files.js';
import { HashingCounter } from './hashing.js';
import { blobKey, type KnownDigest, type StoredBlob, type StoredPart, type UploadParts } from './types.js';

/** Bytes gathered before one write: fewer system calls than one per network chunk (~64 KiB). */
const WRITE_BATCH = 1024 * 1024;
/** Written bytes after which the disk is asked to start storing them, while more arrive. */
const SYNC_BEHIND = 16 * 1024 * 1024;
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
 * Writes a request's bytes at their offset without holding up the bytes still arriving: one batch is
 * written while the next gathers, and every `SYNC_BEHIND` bytes a flush to disk starts in the background,
 * so the flush that must end before the offset is recorded has little left to do (one flush of the whole
 * request at its end kept the client waiting for the disk to write it all). `written` counts the bytes
 * whose write completed.
 */
class BehindWriter {
  written = 0;
  private batch: Buffer[] = [];
  private batched = 0;
  private writing: Promise<void> = Promise.resolve();
  private syncing: Promise<void> | null = null;
  private unsynced = 0;
  private failure: unknown = null;

  constructor(
    private readonly handle: FileHandle,
    private readonly offset: number,
  ) {}

  async add(chunk: Buffer): Promise<void> {
    this.batch.push(chunk);
    this.batched += chunk.length;
    if (this.batched >= WRITE_BATCH) await this.flush();
  }

  /** Starts writing the gathered batch once the previous write is done (at most one in flight). */
  private async flush(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
    if (this.batched === 0) return;
    const buffers = this.batch;
    const size = this.batched;
    this.batch = [];
    this.batched = 0;
    this.writing = this.handle.writev(buffers, this.offset + this.written).then(
      () => {
        this.written += size;
        this.unsynced += size;
        if (this.unsynced >= SYNC_BEHIND && !this.syncing) this.syncBehind();
      },
      (error: unknown) => {
        this.failure = error;
      },
    );
  }

  private syncBehind(): void {
    this.unsynced = 0;
    this.syncing = this.handle.datasync().then(
      () => void (this.syncing = null),
      (error: unknown) => {
        this.failure = error;
        this.syncing = null;
      },
    );
  }

  /** Writes what is left and flushes it all to disk. */
  async end(): Promise<void> {
    await this.flush();
    await this.settle();
    if (this.failure) throw this.failure;
    await this.handle.sync();
  }

  /** Waits for the write and the flush in flight (before the file is closed). */
  async settle(): Promise<void> {
    await this.writing;
    await this.syncing;
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
    const file = new BehindWriter(handle, at.offset);
    try {
      try {
        for await (const chunk of chunks) await file.add(chunk);
      } catch {
        // The body was cut short: what arrived is kept (the client resumes from there).
      }
      await file.end();
    } finally {
      await file.settle();
      await handle.close();
    }
    return { written: file.written, part: null };
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
