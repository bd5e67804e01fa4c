import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { forbidden } from '../../lib/errors.js';
import { errors } from '../../schemas/common.js';
import { fileResponse, NOT_MODIFIED, PARTIAL_CONTENT_HEADERS, STORED_FILE, STORED_RANGE } from '../../schemas/responses.js';
import { DownloadLinkBody, DownloadTokenQuery } from '../../schemas/content.js';
import { checkDownloadTarget, downloadTarget } from '../../services/content/download-link.js';
import { folderZip, selectionZip } from '../../services/content/download.js';
import { materialThumbnail } from '../../services/content/thumbnail.js';
import { requestSourceOf } from '../../policy/actor.js';
import { API_PREFIX } from '../../plugins/openapi.js';
import { replyWithMaterial, replyWithVersion, replyWithZip } from './replies.js';

const tags = ['download'];
const LINK_INVALID = 'This download link has expired or is not valid. Start the download again from Cascade.';

/**
 * Short-lived download links: minted through the API with the bearer token, then opened by the
 * browser itself (a download, a <video> source, the PDF viewer's range requests) without one. The
 * token rides in the `token` query parameter, which the API's and nginx's logs redact, or in a POST form.
 */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/download/link', {
    onRequest: app.authenticate,
    schema: {
      tags,
      operationId: 'createDownloadLink',
      summary: 'A short-lived link that opens one material, or the zip of one folder or selection, for me only',
      body: DownloadLinkBody,
      response: { 200: Type.Ref('DownloadLink'), ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const target = downloadTarget(request.body);
      await checkDownloadTarget(app.db, request.auth, target, request.body.purpose);
      const { token, expiresAt } = await app.downloadLinks.sign(request.auth, target, request.body.purpose);
      return { url: `${API_PREFIX}/download?token=${token}`, token, expires_at: expiresAt.toISOString() };
    },
  });

  async function open(request: FastifyRequest, reply: FastifyReply, token: string) {
    const claims = await app.downloadLinks.verify(token);
    const auth = claims ? await app.resolveClaims(claims) : null;
    if (!claims || !auth) throw forbidden(LINK_INVALID);
    const actor = { ...auth, source: requestSourceOf(request) };
    const { target } = claims;
    if (target.kind === 'material' && claims.purpose === 'thumbnail') {
      const thumbnail = await materialThumbnail(app.db, app.storage, actor, target.id);
      reply
        .header('ETag', thumbnail.etag)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff');
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === thumbnail.etag))
        return reply.code(304).send();
      return reply
        .code(200)
        .type('image/webp')
        .send(await thumbnail.render());
    }
    if (target.kind === 'material' && target.version !== undefined)
      return replyWithVersion(request, reply, actor, target.id, target.version);
    if (target.kind === 'material')
      return replyWithMaterial(request, reply, actor, target.id, claims.purpose === 'download' ? 'download' : 'open');
    const zip =
      target.kind === 'folder'
        ? await folderZip(app.db, app.storage, actor, target.id)
        : await selectionZip(app.db, app.storage, actor, { folder_ids: target.folderIds, material_ids: target.materialIds });
    return replyWithZip(reply, zip.fileName, zip.entries);
  }

  const binary = {
    200: fileResponse(`${STORED_FILE}, or a zip of a folder or selection`, ['*/*']),
    206: fileResponse(STORED_RANGE, ['*/*'], PARTIAL_CONTENT_HEADERS),
    304: NOT_MODIFIED,
    // 401: the member the link was made for was archived since; 415: a preview of a file that has none.
    ...errors(400, 401, 403, 404, 415, 416),
  };

  app.get('/download', {
    schema: {
      tags,
      operationId: 'openDownloadLink',
      summary:
        'Opens a download link: one material (ETag, byte ranges: one, or several as multipart/byteranges) or a zip streamed while it is built',
      querystring: DownloadTokenQuery,
      response: binary,
    },
    handler: (request, reply) => open(request, reply, request.query.token),
  });

  app.post('/download', {
    schema: {
      tags,
      operationId: 'openDownloadLinkForm',
      summary: 'Opens a download link from a form (for selections too long for a URL)',
      consumes: ['application/x-www-form-urlencoded'],
      body: DownloadTokenQuery,
      response: binary,
    },
    handler: (request, reply) => open(request, reply, request.body.token),
  });
};
