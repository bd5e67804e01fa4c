import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { badRequest, HttpError } from '../../lib/errors.js';
import { checkPlainTextField } from '../../lib/plain-text.js';
import { bodyCheckedByHandler } from '../../lib/validation.js';
import { errors } from '../../schemas/common.js';
import {
  AppendHeaders,
  APPENDED_HEADERS,
  CREATED_HEADERS,
  CreateUploadHeaders,
  STATE_HEADERS,
  TERMINATED_HEADERS,
  TUS_VERSION,
  TusHeaders,
  UploadParams,
} from '../../schemas/uploads.js';
import { submittedNotice } from '../../services/content/approvals.js';
import { appendBytes } from '../../services/uploads/append.js';
import { terminateUpload } from '../../services/uploads/lifecycle.js';
import { createUpload, uploadState, type UploadRow } from '../../services/uploads/records.js';
import type { Actor } from '../../policy/actor.js';

const tags = ['upload'];
const BYTES_TYPE = 'application/offset+octet-stream';
const UPLOADS = '/material/uploads/';

function checkVersion(header: string | undefined): void {
  if (header !== TUS_VERSION)
    throw new HttpError(412, `This server speaks tus ${TUS_VERSION}; send Tus-Resumable: ${TUS_VERSION}.`);
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs. */
function parseMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value, extra] = pair.trim().split(' ');
    if (!key) continue;
    if (extra !== undefined || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)))
      throw badRequest('Upload-Metadata must be comma-separated "key base64-value" pairs.');
    metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

const httpDate = (iso: string) => new Date(iso).toUTCString();

/** The answers' tus headers; `Material-Id` once the upload made its material. */
function tusHeaders(reply: FastifyReply, row: Pick<UploadRow, 'expires_at' | 'material_id'>, offset: number): FastifyReply {
  reply.header('Tus-Resumable', TUS_VERSION).header('Upload-Offset', String(offset));
  if (row.material_id) reply.header('Material-Id', row.material_id);
  return reply;
}

/** Tells approvers about a pending version, as a multipart upload does. */
async function announce(app: FastifyInstance, actor: Actor, materialId: string): Promise<void> {
  const notice = await submittedNotice(app.db, actor, materialId);
  if (notice) await app.contentEvents.emitNotice(notice);
}

/**
 * Resumable uploads (tus 1.0.0: core, creation, expiration, termination) beside the multipart
 * `POST /material/`: the same checks before the first byte, the same material at the last one.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The handler reads the bytes as they arrive; nothing is parsed or buffered.
  app.addContentTypeParser(BYTES_TYPE, (_request, _payload, done) => done(null, undefined));

  app.post(UPLOADS, {
    schema: {
      tags,
      operationId: 'createUpload',
      summary: 'Start a resumable upload (tus creation): checked for name, folder and size before any byte is sent',
      headers: CreateUploadHeaders,
      response: {
        201: Type.Null({ description: 'Created: send the bytes to Location with PATCH', headers: CREATED_HEADERS }),
        ...errors(400, 401, 404, 412, 413),
      },
    },
    handler: async (request, reply) => {
      checkVersion(request.headers['tus-resumable']);
      const metadata = parseMetadata(request.headers['upload-metadata']);
      const folderId = metadata.folder_id || null;
      if (folderId !== null) checkPlainTextField('folder_id', folderId);
      const row = await createUpload(app.uploads, request.auth, {
        length: Number(request.headers['upload-length']),
        fileName: metadata.filename,
        contentType: metadata.filetype,
        folderId,
      });
      return (
        reply
          .code(201)
          .header('Tus-Resumable', TUS_VERSION)
          .header('Upload-Expires', httpDate(row.expires_at))
          .header('Location', `${request.url.split('?')[0]!.replace(/\/?$/, '/')}${row.id}`)
          // No body at all (a null would be written as `null`).
          .send(undefined as unknown as null)
      );
    },
  });

  app.get(`${UPLOADS}:upload_id`, {
    schema: {
      tags,
      operationId: 'getUpload',
      summary: 'Where a resumable upload stands (HEAD: the tus offset in Upload-Offset)',
      params: UploadParams,
      response: {
        200: {
          description: 'The upload',
          headers: STATE_HEADERS,
          content: { 'application/json': { schema: Type.Ref('ResumableUpload') } },
        },
        ...errors(401, 404, 410),
      },
    },
    handler: async (request, reply) => {
      const row = await uploadState(app.uploads, request.auth, request.params.upload_id);
      const offset = Number(row.received);
      tusHeaders(reply, row, offset).header('Upload-Length', String(row.length)).header('Cache-Control', 'no-store');
      return {
        id: row.id,
        file_name: row.file_name,
        length: Number(row.length),
        offset,
        expires_at: row.expires_at,
        material_id: row.material_id,
      };
    },
  });

  app.patch(`${UPLOADS}:upload_id`, {
    validatorCompiler: bodyCheckedByHandler(),
    schema: {
      tags,
      operationId: 'appendUpload',
      summary: 'Send bytes of a resumable upload from Upload-Offset (tus PATCH); the last byte makes the material (Material-Id)',
      consumes: [BYTES_TYPE],
      params: UploadParams,
      headers: AppendHeaders,
      body: Type.String({ format: 'binary' }),
      response: {
        204: Type.Null({ description: 'Stored: Upload-Offset is the new offset', headers: APPENDED_HEADERS }),
        ...errors(400, 401, 404, 409, 410, 412, 423),
      },
    },
    handler: async (request, reply) => {
      checkVersion(request.headers['tus-resumable']);
      const raw = request.raw;
      const result = await appendBytes(app.uploads, request.auth, request.params.upload_id, {
        offset: Number(request.headers['upload-offset']),
        length: Number(request.headers['content-length']),
        body: raw,
        stop: () => raw.destroy(),
      });
      if (result.materialId) await announce(app, request.auth, result.materialId);
      return tusHeaders(reply, { expires_at: result.expiresAt, material_id: result.materialId }, result.received)
        .header('Upload-Expires', httpDate(result.expiresAt))
        .code(204)
        .send(null);
    },
  });

  app.delete(`${UPLOADS}:upload_id`, {
    schema: {
      tags,
      operationId: 'terminateUpload',
      summary:
        'Cancel a resumable upload at any stage (tus termination): its bytes go, and the material its last byte made, unless since sent (409)',
      params: UploadParams,
      headers: TusHeaders,
      response: {
        204: Type.Null({ description: 'Cancelled: nothing is kept', headers: TERMINATED_HEADERS }),
        ...errors(401, 404, 409, 412),
      },
    },
    handler: async (request, reply) => {
      checkVersion(request.headers['tus-resumable']);
      await terminateUpload(app.uploads, request.auth, request.params.upload_id);
      return reply.code(204).header('Tus-Resumable', TUS_VERSION).send(null);
    },
  });
};
