import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, HttpError } from '../../lib/errors.js';
import { checkPlainTextField } from '../../lib/plain-text.js';
import { bodyCheckedByHandler } from '../../lib/validation.js';
import { noteOpen, replyWithMaterial } from './replies.js';
import { errors } from '../../schemas/common.js';
import { lifecycleRoutes } from './material-lifecycle.js';
import { distributionRoutes } from './distribution.js';
import { engagementRoutes } from './engagement.js';
import { uploadRoutes } from './uploads.js';
import { submittedNotice } from '../../services/content/approvals.js';
import { fileResponse, NOT_MODIFIED, PARTIAL_CONTENT_HEADERS, STORED_FILE, STORED_RANGE } from '../../schemas/responses.js';
import { MaterialParams, UpdateBody, UploadBody, VersionParams, VersionUploadBody } from '../../schemas/content.js';
import { materialItem, senderNames } from '../../services/content/items.js';
import { listVersions, uploadVersion } from '../../services/content/versions.js';
import { replyWithVersion } from './replies.js';
import { getMaterialDetails, tooLarge, updateMaterial, uploadMaterial } from '../../services/content/materials.js';
import { UploadAbandonedError, withdrawUpload } from '../../services/content/withdraw.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticateRoutes } from '../../plugins/auth.js';

const tags = ['material'];
/** Room for the multipart framing around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Whether the uploader has closed the connection before being answered (cancelled, closed the tab). */
function connectionGone(request: FastifyRequest, reply: FastifyReply): () => boolean {
  let gone = false;
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone = true;
  });
  return () => gone || request.raw.socket?.destroyed === true;
}

export const materialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  authenticateRoutes(app);
  await app.register(lifecycleRoutes);
  await app.register(distributionRoutes);
  await app.register(engagementRoutes);
  await app.register(uploadRoutes);
  app.post('/material/', {
    // The multipart body is read as a stream by the handler; its schema is the contract, not a validator.
    validatorCompiler: bodyCheckedByHandler(),
    schema: {
      tags,
      operationId: 'uploadMaterial',
      summary: 'Upload a file into my materials (folder_id, when given, before the file part)',
      consumes: ['multipart/form-data'],
      body: UploadBody,
      response: { 201: Type.Ref('ContentItem'), ...errors(400, 401, 404, 413, 415) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > app.maxUploadBytes + MULTIPART_OVERHEAD) throw tooLarge(app.maxUploadBytes);
      const abandoned = connectionGone(request, reply);
      const part = await request.file();
      if (!part) throw badRequest('Attach the file in a part named file.');
      const folderField = part.fields.folder_id;
      const folderId = folderField && 'value' in folderField && folderField.value ? String(folderField.value) : null;
      if (folderId !== null) checkPlainTextField('folder_id', folderId);
      const item = await uploadMaterial(app.db, app.storage, request.auth, {
        folderId,
        fileName: part.filename,
        contentType: part.mimetype,
        stream: part.file,
        maxBytes: app.maxUploadBytes,
        abandoned,
      });
      if (abandoned()) {
        // Gone between the commit and this answer: take the upload back, as if it had never been.
        await withdrawUpload(app.db, app.storage, request.auth, item.id);
        throw new UploadAbandonedError();
      }
      const notice = await submittedNotice(app.db, request.auth, item.id);
      if (notice) await app.contentEvents.emitNotice(notice);
      return reply.code(201).send(item);
    },
  });

  app.post('/material/:material_id/withdraw', {
    schema: {
      tags,
      operationId: 'withdrawUpload',
      summary:
        'Take back an upload whose answer came after it was cancelled: the material goes, and its bytes too unless another row refers to them',
      params: MaterialParams,
      response: { 204: Type.Null({ description: 'Withdrawn' }), ...errors(401, 404) },
    },
    handler: async (request, reply) => {
      await withdrawUpload(app.db, app.storage, request.auth, request.params.material_id);
      return reply.code(204).send(null);
    },
  });

  app.get('/material/:material_id/details', {
    schema: {
      tags,
      operationId: 'getMaterialDetails',
      summary: 'A material with its folder path',
      params: MaterialParams,
      response: { 200: Type.Ref('MaterialDetails'), ...errors(401, 404) },
    },
    handler: async (request) => {
      const { details, material } = await getMaterialDetails(app.db, request.auth, request.params.material_id);
      // Opening the page is an open of the copy (the delivery record; its sender may have asked to be told).
      if (details.lifecycle.may_open) await app.contentEvents.emitNotice(await noteOpen(app, material, 'opened'));
      return details;
    },
  });

  app.patch('/material/:material_id', {
    schema: {
      tags,
      operationId: 'updateMaterial',
      summary: 'Rename a material and/or move it (folder_id, null for the root)',
      params: MaterialParams,
      body: UpdateBody,
      response: { 200: Type.Ref('ContentItem'), ...errors(400, 401, 404, 409) },
    },
    handler: async (request) => updateMaterial(app.db, request.auth, request.params.material_id, request.body),
  });

  app.get('/material/:material_id', {
    schema: {
      tags,
      operationId: 'downloadMaterial',
      summary:
        'The file: supports ETag/If-None-Match and single byte ranges (a client gets a watermarked copy whole, where its original says so; 415 when a PDF cannot carry the mark)',
      params: MaterialParams,
      response: {
        200: fileResponse(STORED_FILE, ['*/*']),
        206: fileResponse(STORED_RANGE, ['*/*'], PARTIAL_CONTENT_HEADERS),
        304: NOT_MODIFIED,
        ...errors(401, 403, 404, 415, 416),
      },
    },
    handler: async (request, reply) => replyWithMaterial(request, reply, request.auth, request.params.material_id, 'download'),
  });

  app.post('/material/:material_id/versions', {
    // The multipart body is read as a stream by the handler (which checks its text fields); the path by its schema.
    validatorCompiler: bodyCheckedByHandler(),
    schema: {
      tags,
      operationId: 'uploadMaterialVersion',
      summary:
        'Upload a new version of my original (note and title fields before the file part): same id, same place; every copy follows it',
      consumes: ['multipart/form-data'],
      params: MaterialParams,
      body: VersionUploadBody,
      response: { 201: Type.Ref('ContentItem'), ...errors(400, 401, 403, 404, 409, 413, 415) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > app.maxUploadBytes + MULTIPART_OVERHEAD) throw tooLarge(app.maxUploadBytes);
      const part = await request.file();
      if (!part) throw badRequest('Attach the file in a part named file.');
      const field = (name: string) => {
        const value = part.fields[name];
        return value && 'value' in value && value.value !== undefined ? String(value.value) : undefined;
      };
      const note = field('note') ?? '';
      const title = field('title');
      checkPlainTextField('note', note);
      if (title !== undefined) checkPlainTextField('title', title);
      const { material, published, notice } = await uploadVersion(app.db, app.storage, request.auth, request.params.material_id, {
        fileName: part.filename,
        contentType: part.mimetype,
        stream: part.file,
        maxBytes: app.maxUploadBytes,
        note,
        title,
      });
      if (published) await app.contentEvents.emitVersionPublished(published);
      if (notice) await app.contentEvents.emitNotice(notice);
      return reply.code(201).send(materialItem(material, await senderNames(app.db, [material.shared_by_id])));
    },
  });

  app.get('/material/:material_id/versions', {
    schema: {
      tags,
      operationId: 'listMaterialVersions',
      summary: "The versions of my original, newest first (a copy's holder: 403)",
      params: MaterialParams,
      response: { 200: Type.Ref('MaterialVersionList'), ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ items: await listVersions(app.db, request.auth, request.params.material_id) }),
  });

  app.get('/material/:material_id/versions/:number', {
    schema: {
      tags,
      operationId: 'downloadMaterialVersion',
      summary: 'The bytes of one version of my original: supports ETag/If-None-Match and single byte ranges',
      params: VersionParams,
      response: {
        200: fileResponse(STORED_FILE, ['*/*']),
        206: fileResponse(STORED_RANGE, ['*/*'], PARTIAL_CONTENT_HEADERS),
        304: NOT_MODIFIED,
        ...errors(401, 403, 404, 416),
      },
    },
    handler: async (request, reply) =>
      replyWithVersion(request, reply, request.auth, request.params.material_id, request.params.number),
  });
};
