import type { OutputInfo } from 'sharp';
import { badRequest, tooLarge, unsupportedType } from '../../lib/errors.js';

export const MAX_SIGNATURE_BYTES = 512 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Fewer drawn pixels than this is a dot or a slip, not a signature. */
const MIN_INK_PIXELS = 50;

export const SIGNATURE_TOO_LARGE = `The signature image is larger than ${MAX_SIGNATURE_BYTES / 1024} KB. Clear it and sign again.`;

/** A real, non-blank PNG of sensible size, or a 4xx that says what is wrong. */
export async function checkSignaturePng(png: Buffer | null | undefined): Promise<void> {
  if (!png || png.length === 0) throw badRequest('Draw or type your signature, then sign.');
  if (png.length > MAX_SIGNATURE_BYTES) throw tooLarge(SIGNATURE_TOO_LARGE);
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) throw unsupportedType('The signature must be a PNG image.');
  let raw: { data: Buffer; info: OutputInfo };
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(png, { limitInputPixels: 4000 * 4000 });
    const meta = await image.metadata();
    if (meta.format !== 'png') throw new Error('not png');
    if ((meta.width ?? 0) > 4000 || (meta.height ?? 0) > 2000)
      throw badRequest('The signature image is too large in pixels (at most 4000 × 2000).');
    raw = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw unsupportedType('The signature must be a PNG image; this file could not be read as one.');
  }
  let ink = 0;
  const { data } = raw;
  for (let i = 0; i < data.length; i += 4) {
    const visible = data[i + 3]! > 32;
    const dark = data[i]! + data[i + 1]! + data[i + 2]! < 600;
    if (visible && dark) ink += 1;
  }
  if (ink < MIN_INK_PIXELS) throw badRequest('The signature is blank. Draw your signature (or type your name) before signing.');
}
