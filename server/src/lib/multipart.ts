import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook for forms with at most one small file: text fields become the body (so the route's
 * body schema validates them, unknown fields included), the file goes to `request.upload`.
 * Oversized files fail with 413 from @fastify/multipart's limits.
 */
export async function readSmallMultipart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (buffer.length > 0) request.upload = { buffer, mimetype: part.mimetype, filename: part.filename };
      body[part.fieldname] = ''; // lets the body schema refuse a file under a name it does not know
    } else {
      body[part.fieldname] = String(part.value);
    }
  }
  request.body = body;
}
