import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/errors.js';
import type { Lifecycle } from './lifecycle.js';
import type { Member } from './qualification.js';

/**
 * Watermarks for clients (docs/distribution.md): an original marked "watermark for clients" reaches a
 * client's screen and disk with their name, email and the date on every PDF page (across the page and in
 * the footer) and in a corner of every image. Drawn into the bytes of each response; the stored blob is
 * never changed, and staff (and the original's owner) get the original bytes.
 */

const PDF = /^application\/pdf$/;
const IMAGE = /^image\/(jpeg|png|webp)$/;

/** Who and when, as drawn: ASCII only (the standard PDF font has no other glyphs; accents are dropped). */
interface Mark {
  name: string;
  email: string;
  date: string;
}

const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

const markLine = (mark: Mark) => `${ascii(mark.name)} - ${ascii(mark.email)} - ${mark.date}`;

/** Whether this holder gets this material watermarked, and the type it applies to; null when not. */
export function watermarkOf(life: Lifecycle | null, holder: Member | null, contentType: string): 'pdf' | 'image' | null {
  if (!life || !holder || life.holdsOrigin || holder.role !== 'client' || !life.rules.watermarkClients) return null;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return PDF.test(type) ? 'pdf' : IMAGE.test(type) ? 'image' : null;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Every page of a PDF with the mark across it (light, diagonal) and in its footer. */
async function watermarkPdf(source: Buffer, mark: Mark): Promise<Buffer> {
  const { PDFDocument, StandardFonts, degrees, rgb } = await import('pdf-lib');
  let doc;
  try {
    doc = await PDFDocument.load(source, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    throw new HttpError(
      415,
      encrypted
        ? 'This PDF is encrypted, so it cannot carry your watermark: ask whoever sent it for an unencrypted copy.'
        : 'This PDF cannot be read to carry your watermark: ask whoever sent it for a new copy.',
    );
  }
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = markLine(mark);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    const size = Math.max(10, Math.min(36, (diagonal * 0.75) / Math.max(1, font.widthOfTextAtSize(line, 1))));
    const angle = Math.atan2(height, width);
    const across = font.widthOfTextAtSize(line, size);
    page.drawText(line, {
      x: width / 2 - (Math.cos(angle) * across) / 2,
      y: height / 2 - (Math.sin(angle) * across) / 2,
      size,
      font,
      color: rgb(0.55, 0.55, 0.55),
      opacity: 0.3,
      rotate: degrees((angle * 180) / Math.PI),
    });
    page.drawText(`Prepared for ${line}`, { x: 24, y: 12, size: 7, font, color: rgb(0.35, 0.35, 0.35) });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: Infinity }));
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An image with the mark in its lower right corner, on a light band, in its own format. */
async function watermarkImage(source: Buffer, mark: Mark): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(source, { limitInputPixels: 100_000_000 }).rotate();
  const { width = 0, height = 0, format } = await image.metadata();
  const w = width || 1;
  const fontSize = Math.max(10, Math.round(Math.min(w, height || w) / 28));
  const text = escapeXml(markLine(mark));
  const band = Math.min(Math.round(fontSize * 1.6), height || w);
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${band}">` +
      `<rect width="100%" height="100%" fill="white" fill-opacity="0.55"/>` +
      `<text x="${w - fontSize / 2}" y="${Math.round(band * 0.7)}" font-family="sans-serif" font-size="${fontSize}" text-anchor="end" fill="#333">${text}</text></svg>`,
  );
  const out = image.composite([{ input: svg, gravity: 'southeast' }]);
  if (format === 'jpeg') return out.jpeg({ quality: 90 }).toBuffer();
  if (format === 'webp') return out.webp({ quality: 90 }).toBuffer();
  return out.png().toBuffer();
}

/** The watermarked bytes of a stored file for this holder. */
export async function watermarked(kind: 'pdf' | 'image', stored: Readable, mark: Mark): Promise<Buffer> {
  const source = await bytesOf(stored);
  return kind === 'pdf' ? watermarkPdf(source, mark) : watermarkImage(source, mark);
}
