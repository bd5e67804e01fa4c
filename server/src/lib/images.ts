import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlobStorage } from '../storage/index.js';
import { notFound } from './errors.js';

/** A stored image's bytes in the blob store, and their SHA-256 (the ETag). */
export interface ImageBlob {
  storageKey: string;
  sha256: string;
  size: number;
}

/**
 * Answers a stored WebP image for an `<img>` (which cannot send a bearer header): public and immutable,
 * since every upload gets a new URL; the ETag is the quoted SHA-256 of the bytes, and a matching
 * `If-None-Match` answers 304 without reading them.
 */
export async function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: BlobStorage,
  image: ImageBlob | null,
  missing: string,
): Promise<FastifyReply> {
  if (!image) throw notFound(missing);
  const etag = `"${image.sha256}"`;
  reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  const bytes = await storage.get(image.storageKey);
  // The 200 schema documents binary; Fastify streams the bytes as they are.
  return reply.header('Content-Type', 'image/webp').header('Content-Length', image.size).send(bytes);
}
