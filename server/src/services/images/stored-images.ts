import { Readable } from 'node:stream';
import type { Db } from '../../db/connect.js';
import type { StoredImageKind as Kind } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { unsupportedType } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { BlobStorage, StoredBlob } from '../../storage/index.js';
import type { ServiceContext } from '../context.js';
import { changeRefs, referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';

/** A file part read from a multipart request. */
export interface Upload {
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

export interface StoredImageKind {
  kind: Kind;
  /** Folder under DATA_DIR where versions before blob storage kept these images (moved on start). */
  legacyFolder: string;
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

/** A stored image found by its public id: where its bytes are and what identifies them (the ETag). */
export interface FoundImage {
  storageKey: string;
  sha256: string;
  size: number;
}

/** Keys are server-made: a UUID and the .webp extension, nothing from the client. */
export const IMAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The compare-and-set of a row's key lost to a concurrent change: the transaction is run again. */
class LostRace extends Error {}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Images members upload (avatars, company logos): decoded, oriented, fitted to a box and re-encoded as
 * WebP — nothing the client sent is stored as is — then stored as a blob (the same storage and the same
 * crash rule as materials) under a server-made key, served publicly at an immutable URL. Every upload
 * gets a new key, so the URL itself busts caches. A `stored_image` row holds one reference to the blob;
 * an image that is replaced or removed gives its reference back, and the blob janitor removes the bytes
 * after its grace period.
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

  /** Publishes the bytes in the blob store (durable before this returns); no row refers to them yet. */
  put(storage: BlobStorage, image: Buffer): Promise<StoredBlob> {
    return storage.put(Readable.from([image]), { maxBytes: image.length });
  }

  /**
   * Records published bytes as an image under `key` (a new one unless given) with one blob reference;
   * call inside the transaction that points a row at the key. Answers the key, or null when `key` was
   * given and is recorded already (nothing changed).
   */
  async record(trx: Db, stored: StoredBlob, key = `${newId()}.webp`): Promise<string | null> {
    // The blob row first (the image row refers to it); a key recorded meanwhile takes the reference back.
    await referenceStoredBlob(trx, stored, 'image/webp');
    const inserted = await trx
      .insertInto('stored_image')
      .values({ key, kind: this.kind.kind, blob_sha256: stored.sha256, created_at: nowIso() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return key;
    await changeRefs(trx, new Map([[stored.sha256, -1]]));
    return null;
  }

  /** Removes an image's row and gives its blob reference back (the janitor collects the bytes later). */
  async release(trx: Db, key: string | null): Promise<void> {
    if (!key) return;
    const row = await trx.selectFrom('stored_image').select('blob_sha256').where('key', '=', key).executeTakeFirst();
    if (!row) return;
    const gone = await trx.deleteFrom('stored_image').where('key', '=', key).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 1) await changeRefs(trx, new Map([[row.blob_sha256, -1]]));
  }

  /**
   * Replaces (or, with no upload, removes) the image a row points to. The bytes are durable before one
   * transaction records the new image, points the row at it (`swap`, a compare-and-set) and releases the
   * image it replaced. A refused or failed request leaves what was stored as it was; bytes published for
   * it without a reference are collected by the janitor.
   */
  async replace(ctx: Pick<ServiceContext, 'db' | 'storage'>, upload: Upload | null, swap: KeySwap): Promise<void> {
    const stored = upload ? await this.put(ctx.storage, await this.prepare(upload)) : null;
    const attempt = () =>
      inTransaction(ctx.db, async (trx) => {
        const key = stored ? await this.record(trx, stored) : null;
        const previous = await swap.read(trx);
        if (!(await swap.writeIf(trx, previous, key))) throw new LostRace();
        if (previous !== key) await this.release(trx, previous);
      });
    const run = async () => {
      for (;;) {
        try {
          return await attempt();
        } catch (error) {
          if (!(error instanceof LostRace)) throw error;
        }
      }
    };
    // In this process the janitor waits for the lock, so it never collects bytes between put and record.
    await (stored ? withBlobLock(stored.sha256, run) : run());
  }

  /** The image with this public id (the key without `.webp`), or null. */
  async find(db: Db, id: string): Promise<FoundImage | null> {
    const key = `${id}.webp`;
    if (!IMAGE_KEY.test(key)) return null;
    const row = await db
      .selectFrom('stored_image')
      .innerJoin('blob', 'blob.sha256', 'stored_image.blob_sha256')
      .select(['blob.storage_key', 'blob.sha256', 'blob.size'])
      .where('stored_image.key', '=', key)
      .where('stored_image.kind', '=', this.kind.kind)
      .executeTakeFirst();
    return row ? { storageKey: row.storage_key, sha256: row.sha256, size: Number(row.size) } : null;
  }

  /** The bytes of the image under `key` (as a row holds it), or null. */
  async bytes(ctx: Pick<ServiceContext, 'db' | 'storage'>, key: string | null): Promise<Buffer | null> {
    const found = key ? await this.find(ctx.db, key.replace(/\.webp$/, '')) : null;
    return found ? readAll(await ctx.storage.get(found.storageKey)) : null;
  }

  /** The public URL of a stored key. */
  url(publicUrl: string, key: string | null): string | null {
    return key ? `${publicUrl}${this.kind.urlPath}/${key.replace(/\.webp$/, '')}` : null;
  }
}

/**
 * Points a row at a new key with compare-and-set, inside the replacing transaction: `read` answers the
 * key the row holds now, `writeIf` writes the new one only if the row still holds `expected` (answering
 * whether it did). Concurrent replacements each release exactly the image they really replaced.
 */
export interface KeySwap {
  read(trx: Db): Promise<string | null>;
  writeIf(trx: Db, expected: string | null, key: string | null): Promise<boolean>;
}
