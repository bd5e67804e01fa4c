import type { Db } from '../../db/connect.js';
import { HttpError } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import type { BlobStorage } from '../../storage/index.js';
import { materialForDownload } from './download.js';

/** Longest side of a thumbnail, in pixels (a grid tile at twice the density). */
const THUMBNAIL_SIZE = 320;
/** Larger images are not decoded for a thumbnail (the tile keeps its icon). */
const LARGEST_SOURCE = 40 * 1024 * 1024;
const THUMBNAILABLE = /^image\/(jpeg|png|webp|gif|avif|tiff)$/;

const NO_THUMBNAIL = 'There is no thumbnail for this file.';

/**
 * A small WebP of an image material, made on demand from the stored bytes (nothing is stored beside
 * them): its ETag names the blob and the size, so the same link answers 304 when the browser asks again.
 */
export async function materialThumbnail(db: Db, storage: BlobStorage, actor: Actor, materialId: string) {
  const download = await materialForDownload(db, actor, materialId, 'open');
  const type = (download.material.content_type ?? '').split(';')[0]!.trim().toLowerCase();
  if (!THUMBNAILABLE.test(type) || download.size === 0 || download.size > LARGEST_SOURCE) throw new HttpError(415, NO_THUMBNAIL);
  const etag = `"thumb-${THUMBNAIL_SIZE}-${download.material.blob_sha256}"`;
  return {
    etag,
    render: async () => {
      const { default: sharp } = await import('sharp');
      const source = await storage.get(download.storageKey);
      const resize = sharp({ limitInputPixels: 100_000_000 })
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 });
      source.pipe(resize);
      try {
        return await resize.toBuffer();
      } catch {
        throw new HttpError(415, NO_THUMBNAIL);
      }
    },
  };
}
