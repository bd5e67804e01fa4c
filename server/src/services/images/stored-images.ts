import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { unsupportedType } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';

/** A file part read from a multipart request. */
export interface Upload {
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

export interface StoredImageKind {
  /** Folder under DATA_DIR. */
  folder: string;
  /** Public path the images are served under (`<path>/<uuid>`), after PUBLIC_URL. */
  urlPath: string;
  /** Refusal of a file that is not a usable image. */
  notAnImage: string;
  /** Refusal of an SVG file (vector images may carry scripts and outside references); `notAnImage` when not given. */
  svgRefused?: string;
  /** Refusal of a file over `maxBytes` (413). */
  tooLarge: string;
  maxBytes: number;
  /** The box the image is fitted to: `cover` crops to exactly width × height; `inside` keeps the aspect ratio and never enlarges. */
  box: { width: number; height: number; fit: 'cover' | 'inside' };
  /** WebP quality, 1–100. */
  quality: number;
}

/** Stored names are server-made: a UUID and the .webp extension, nothing from the client. */
const KEY = /^[0-9a-f-]{36}\.webp$/;

/**
 * Images members upload (avatars, company logos): decoded, oriented, fitted to a box and re-encoded as
 * WebP — nothing the client sent is stored as is — then written under a server-made name in
 * `DATA_DIR/<folder>/` and served publicly at an immutable URL. Every upload gets a new name, so the
 * URL itself busts caches.
 */
export class StoredImages {
  constructor(readonly kind: StoredImageKind) {}

  get maxBytes(): number {
    return this.kind.maxBytes;
  }

  /** Checks and re-encodes an upload; throws 415 with `notAnImage` for anything that is not a raster image. */
  async prepare(upload: Upload): Promise<Buffer> {
    if (upload.mimetype === 'image/svg+xml') throw unsupportedType(this.kind.svgRefused ?? this.kind.notAnImage);
    if (!upload.mimetype.startsWith('image/')) throw unsupportedType(this.kind.notAnImage);
    const { width, height, fit } = this.kind.box;
    try {
      // sharp (and libvips, ~20 MiB resident) is loaded on the first image, not at start.
      const { default: sharp } = await import('sharp');
      return await sharp(upload.buffer, { limitInputPixels: 40_000_000, failOn: 'error' })
        .rotate()
        .resize(width, height, { fit, withoutEnlargement: fit === 'inside' })
        .webp({ quality: this.kind.quality })
        .toBuffer();
    } catch {
      throw unsupportedType(this.kind.notAnImage);
    }
  }

  private dir(dataDir: string): string {
    return path.join(dataDir, this.kind.folder);
  }

  /** The file of a stored key, or null when the key is not one the server could have made. */
  filePath(dataDir: string, key: string): string | null {
    return KEY.test(key) ? path.join(this.dir(dataDir), key) : null;
  }

  /** Writes temp → fsync → rename, so a crash never leaves a half file under a real name. Returns the key. */
  async store(dataDir: string, image: Buffer): Promise<string> {
    const dir = this.dir(dataDir);
    await mkdir(dir, { recursive: true });
    const key = `${newId()}.webp`;
    const temp = path.join(dir, `.${randomBytes(8).toString('hex')}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(image);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, path.join(dir, key));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return key;
  }

  async remove(dataDir: string, key: string | null): Promise<void> {
    const file = key ? this.filePath(dataDir, key) : null;
    if (file) await rm(file, { force: true });
  }

  /** The bytes of the image with this public id (the key without `.webp`), or null. */
  async read(dataDir: string, id: string): Promise<Buffer | null> {
    const file = this.filePath(dataDir, `${id}.webp`);
    return file ? readFile(file).catch(() => null) : null;
  }

  /** The public URL of a stored key. */
  url(publicUrl: string, key: string | null): string | null {
    return key ? `${publicUrl}${this.kind.urlPath}/${key.replace(/\.webp$/, '')}` : null;
  }

  /**
   * Replaces (or, with no upload, removes) the image a row points to. The new file is in place before
   * `swap` points the row at it; `swap` answers the key it replaced, whose file goes afterwards. A failed
   * swap removes the new file, so a refused or failed request leaves what was stored as it was.
   */
  async replace(dataDir: string, upload: Upload | null, swap: (key: string | null) => Promise<string | null>): Promise<void> {
    const key = upload ? await this.store(dataDir, await this.prepare(upload)) : null;
    let previous: string | null;
    try {
      previous = await swap(key);
    } catch (error) {
      await this.remove(dataDir, key);
      throw error;
    }
    if (previous !== key) await this.remove(dataDir, previous);
  }
}

/**
 * Points a row at a new key with compare-and-set: `read` answers the key the row holds now, `writeIf`
 * writes the new one only if the row still holds `expected` (answering whether it did). Concurrent
 * replacements each answer the key they really replaced, so every old file is removed exactly once.
 */
export async function swapKey(
  read: () => Promise<string | null>,
  writeIf: (expected: string | null) => Promise<boolean>,
): Promise<string | null> {
  for (;;) {
    const current = await read();
    if (await writeIf(current)) return current;
  }
}
