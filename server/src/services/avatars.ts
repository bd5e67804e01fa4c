import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { unsupportedType } from '../lib/errors.js';
import { newId } from '../lib/ids.js';

/** A file part read from a multipart request. */
export interface Upload {
  buffer: Buffer;
  mimetype: string;
  filename: string;
}

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const NOT_AN_IMAGE = 'The avatar must be an image (JPEG, PNG, WebP, GIF or AVIF).';
/** Stored names are server-made: a UUID and the .webp extension, nothing from the client. */
const KEY = /^[0-9a-f-]{36}\.webp$/;

/** Decodes, orients, crops to a square and re-encodes as WebP: nothing the client sent is stored as is. */
export async function prepareAvatar(upload: Upload): Promise<Buffer> {
  if (!upload.mimetype.startsWith('image/') || upload.mimetype === 'image/svg+xml') throw unsupportedType(NOT_AN_IMAGE);
  try {
    // sharp (and libvips, ~20 MiB resident) is loaded on the first avatar, not at start.
    const { default: sharp } = await import('sharp');
    return await sharp(upload.buffer, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupportedType(NOT_AN_IMAGE);
  }
}

const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');

export function avatarPath(dataDir: string, key: string): string | null {
  return KEY.test(key) ? path.join(avatarDir(dataDir), key) : null;
}

/** Writes temp → fsync → rename, so a crash never leaves a half file under a real name. Returns the key. */
export async function storeAvatar(dataDir: string, image: Buffer): Promise<string> {
  const dir = avatarDir(dataDir);
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

export async function removeAvatar(dataDir: string, key: string | null): Promise<void> {
  const file = key ? avatarPath(dataDir, key) : null;
  if (file) await rm(file, { force: true });
}

/** The public URL of an avatar; a new upload gets a new key, so the URL itself busts caches. */
export function avatarUrl(publicUrl: string, key: string | null): string | null {
  return key ? `${publicUrl}/api/frontend/user/avatar/${key.replace(/\.webp$/, '')}` : null;
}
