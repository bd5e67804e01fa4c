import type { FastifyReply } from 'fastify';
import { notFound } from './errors.js';

/**
 * Answers a stored WebP image for an `<img>` (which cannot send a bearer header): public and immutable,
 * since every upload gets a new URL.
 */
export function sendStoredImage(reply: FastifyReply, image: Buffer | null, missing: string): FastifyReply {
  if (!image) throw notFound(missing);
  // The 200 schema documents binary; Fastify sends the buffer as is.
  return reply.header('Content-Type', 'image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(image);
}
