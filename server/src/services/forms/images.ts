import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import sharp from 'sharp';
import { degrees, drawImage, PDFRawStream, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';

const deflateAsync = promisify(deflate);

/** An image ready for a PDF: its pixels as deflated 8-bit RGB, and its alpha channel (if any) apart. */
export interface PdfImageData {
  width: number;
  height: number;
  rgb: Buffer;
  alpha: Buffer | null;
}

/** An image placed in one document: its XObject and its size. */
export interface PdfImage {
  ref: PDFRef;
  width: number;
  height: number;
}

/**
 * Decodes an image (PNG, WebP, JPEG — whatever sharp reads) natively and deflates it on the thread pool.
 * pdf-lib's own PNG embedding decodes and re-deflates in JavaScript on the main thread, which is most of
 * the cost of sealing a form.
 */
export async function decodeImage(bytes: Buffer): Promise<PdfImageData> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  if (channels === 3) return { width, height, rgb: await deflateAsync(data), alpha: null };
  const pixels = width * height;
  const rgb = Buffer.allocUnsafe(pixels * 3);
  const alpha = Buffer.allocUnsafe(pixels);
  let opaque = true;
  for (let i = 0, s = 0, d = 0; i < pixels; i += 1, s += channels, d += 3) {
    rgb[d] = data[s]!;
    rgb[d + 1] = data[s + 1]!;
    rgb[d + 2] = data[s + 2]!;
    alpha[i] = data[s + channels - 1]!;
    if (alpha[i] !== 255) opaque = false;
  }
  const [packedRgb, packedAlpha] = await Promise.all([deflateAsync(rgb), opaque ? null : deflateAsync(alpha)]);
  return { width, height, rgb: packedRgb, alpha: packedAlpha };
}

const CACHE_SIZE = 16;
const cache = new Map<string, Promise<PdfImageData>>();

/** decodeImage, remembered by content for images that recur (a company's logo): decoded once per process. */
export function decodeImageCached(bytes: Buffer): Promise<PdfImageData> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const decoded = decodeImage(bytes);
  decoded.catch(() => cache.delete(key));
  cache.set(key, decoded);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return decoded;
}

/** Adds the image to the document as an image XObject (with a soft mask for its alpha). */
export function embedImage(doc: PDFDocument, image: PdfImageData): PdfImage {
  const context = doc.context;
  const common = { Type: 'XObject', Subtype: 'Image', Width: image.width, Height: image.height, BitsPerComponent: 8 };
  const smask = image.alpha
    ? context.register(PDFRawStream.of(context.obj({ ...common, ColorSpace: 'DeviceGray', Filter: 'FlateDecode' }), image.alpha))
    : null;
  const ref = context.register(
    PDFRawStream.of(
      context.obj({ ...common, ColorSpace: 'DeviceRGB', Filter: 'FlateDecode', ...(smask ? { SMask: smask } : {}) }),
      image.rgb,
    ),
  );
  return { ref, width: image.width, height: image.height };
}

/** Draws a placed image on a page at the given position and size. */
export function drawPdfImage(page: PDFPage, image: PdfImage, box: { x: number; y: number; width: number; height: number }) {
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(...drawImage(name, { ...box, rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) }));
}
