import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../services/content/names.js';
import { DOWNLOAD_POLICY, servedType } from '../../services/content/served-type.js';
import { auditMaterialDownload, materialForDownload, parseRange } from '../../services/content/download.js';
import type { Actor } from '../../policy/actor.js';
import { markSeen } from '../../services/content/origins.js';
import { versionForDownload } from '../../services/content/versions.js';
import { zipStream, type ZipEntry } from '../../lib/zip.js';

/** Streams one material: ETag/If-None-Match, single byte ranges, an attachment that never sniffs. */
export async function replyWithMaterial(request: FastifyRequest, reply: FastifyReply, actor: Actor, materialId: string) {
  const app = request.server;
  const download = await materialForDownload(app.db, actor, materialId);
  await markSeen(app.db, download.material);
  reply
    .header('ETag', download.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', DOWNLOAD_POLICY)
    .header('Content-Disposition', contentDisposition(download.material.title));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === download.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  const range = parseRange(request.headers.range, download.size);
  // What the app does not preview as media is bytes to save, never a page or a script of our origin.
  reply.type(servedType(download.material.content_type));
  await auditMaterialDownload(app.db, actor, download, range);
  if (!range) {
    reply.header('Content-Length', download.size);
    return reply.code(200).send(await app.storage.get(download.storageKey));
  }
  reply
    .header('Content-Range', `bytes ${range.start}-${range.end}/${download.size}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.code(206).send(await app.storage.get(download.storageKey, range));
}

/** Streams one version of an original (its owner only): like a material, never editable. */
export async function replyWithVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  materialId: string,
  number: number,
) {
  const app = request.server;
  const version = await versionForDownload(app.db, actor, materialId, number);
  const dot = version.title.lastIndexOf('.');
  const name =
    dot > 0 ? `${version.title.slice(0, dot)} (v${number})${version.title.slice(dot)}` : `${version.title} (v${number})`;
  reply
    .header('ETag', version.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(name));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === version.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  const range = parseRange(request.headers.range, version.size);
  reply.type(version.contentType);
  if (!range) {
    reply.header('Content-Length', version.size);
    return reply.code(200).send(await app.storage.get(version.storageKey));
  }
  reply
    .header('Content-Range', `bytes ${range.start}-${range.end}/${version.size}`)
    .header('Content-Length', range.end - range.start + 1);
  return reply.code(206).send(await app.storage.get(version.storageKey, range));
}

/** Streams a zip while it is being built. */
export function replyWithZip(reply: FastifyReply, fileName: string, entries: AsyncIterable<ZipEntry>) {
  return reply
    .code(200)
    .type('application/zip')
    .header('Content-Disposition', contentDisposition(fileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', DOWNLOAD_POLICY)
    .send(zipStream(entries));
}
