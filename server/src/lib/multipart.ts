import type { FastifyRequest } from 'fastify';
import { tooLarge } from './errors.js';
import { TEXT_FIELDS } from './validation.js';

/**
 * A preValidation hook for forms with a small file (or `maxFiles` of them, each in `request.uploads`): text fields become the body (so the route's
 * body schema validates them, unknown fields included), the file goes to `request.upload`.
 * Oversized files fail with 413 from @fastify/multipart's limits, with `tooLargeDetail` when given.
 */
export function readSmallMultipart(maxFileBytes: number, tooLargeDetail?: string, maxFiles = 1) {
  return async function readForm(request: FastifyRequest): Promise<void> {
    if (!request.isMultipart()) return;
    try {
      await readParts(request, maxFileBytes, maxFiles);
    } catch (error) {
      if (tooLargeDetail && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeDetail);
      throw error;
    }
  };
}

async function readParts(request: FastifyRequest, maxFileBytes: number, maxFiles: number): Promise<void> {
  const body: Record<string, string> = {};
  const limits = {
    fieldNameSize: 100,
    fieldSize: 10_000,
    fields: 40,
    fileSize: maxFileBytes,
    files: maxFiles,
    parts: 50,
    headerPairs: 100,
  };
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (buffer.length > 0) {
        const upload = { buffer, mimetype: part.mimetype, filename: part.filename };
        request.upload ??= upload;
        request.uploads = { ...request.uploads, [part.fieldname]: upload };
      }
      body[part.fieldname] = ''; // lets the body schema refuse a file under a name it does not know
    } else {
      body[part.fieldname] = String(part.value);
    }
  }
  Object.defineProperty(body, TEXT_FIELDS, { value: true });
  request.body = body;
}
