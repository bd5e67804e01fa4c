import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Material } from '../../db/schema.js';
import { firstOpenNotice, holderEvent } from '../../services/content/delivery-record.js';
import type { MaterialNotice } from '../../services/content/events.js';
import { contentDisposition } from '../../services/content/names.js';
import { DOWNLOAD_POLICY, servedType } from '../../services/content/served-type.js';
import { auditMaterialDownload, materialForDownload, parseRanges } from '../../services/content/download.js';
import type { Actor } from '../../policy/actor.js';
import { lifecycleClock, type Use } from '../../services/content/lifecycle.js';
import { membersOf } from '../../services/content/qualification.js';
import { watermarked, watermarkOf } from '../../services/content/watermark.js';
import { markSeen } from '../../services/content/origins.js';
import { versionForDownload } from '../../services/content/versions.js';
import { zipStream, type ZipEntry } from '../../lib/zip.js';
import type { BlobStorage, ByteRange } from '../../storage/index.js';

/**
 * A stored file's bytes as asked: the whole file (200), one range (206 with Content-Range), or several
 * (206 `multipart/byteranges`, RFC 9110 §14.6: each part with its own Content-Range, in the order asked),
 * which lets a PDF viewer read many small, scattered objects in one round trip.
 */
async function sendBytes(
  reply: FastifyReply,
  storage: BlobStorage,
  blob: { key: string; size: number; type: string },
  ranges: ByteRange[] | undefined,
) {
  reply.type(blob.type);
  if (!ranges)
    return reply
      .header('Content-Length', blob.size)
      .code(200)
      .send(await storage.get(blob.key));
  if (ranges.length === 1) {
    const [range] = ranges as [ByteRange];
    return reply
      .header('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`)
      .header('Content-Length', range.end - range.start + 1)
      .code(206)
      .send(await storage.get(blob.key, range));
  }
  const boundary = randomBytes(12).toString('hex');
  const head = (range: ByteRange, first: boolean) =>
    Buffer.from(
      `${first ? '' : '\r\n'}--${boundary}\r\nContent-Type: ${blob.type}\r\nContent-Range: bytes ${range.start}-${range.end}/${blob.size}\r\n\r\n`,
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = ranges.reduce((sum, range, i) => sum + head(range, i === 0).length + range.end - range.start + 1, tail.length);
  async function* parts() {
    for (const [i, range] of ranges!.entries()) {
      yield head(range, i === 0);
      for await (const chunk of await storage.get(blob.key, range)) yield chunk as Buffer;
    }
    yield tail;
  }
  return reply
    .type(`multipart/byteranges; boundary=${boundary}`)
    .header('Content-Length', length)
    .code(206)
    .send(Readable.from(parts()));
}

/**
 * Notes that the holder opened (the page), previewed or downloaded a copy: an event for the delivery
 * record (written in a batch) and, the first time, the notice for the sender who asked to be told.
 */
export async function noteOpen(app: FastifyInstance, material: Material, kind: 'opened' | 'previewed' | 'downloaded') {
  app.deliveryRecord.add(holderEvent(material, kind));
  return (await firstOpenNotice(app.db, material)) ?? NO_NOTICE;
}
const NO_NOTICE = { companyId: '', kind: 'opened', originId: '', actorId: null, recipients: [] } satisfies MaterialNotice;

/** Streams one material: ETag/If-None-Match, byte ranges (one or several), an attachment that never sniffs. */
export async function replyWithMaterial(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  materialId: string,
  use: Use,
) {
  const app = request.server;
  const download = await materialForDownload(app.db, actor, materialId, use);
  await markSeen(app.db, download.material);
  // A viewer's later range requests are the same open: the record notes the first (or a whole read).
  const range = request.headers.range;
  if (!range || /^bytes=0-/i.test(range.trim()))
    await app.contentEvents.emitNotice(await noteOpen(app, download.material, use === 'download' ? 'downloaded' : 'previewed'));
  const mark = watermarkOf(download.gated?.life ?? null, download.gated?.holder ?? null, download.material.content_type);
  if (mark) return replyWatermarked(request, reply, actor, download, mark);
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
  const ranges = parseRanges(request.headers.range, download.size);
  await auditMaterialDownload(app.db, actor, download, ranges?.[0]);
  // What the app does not preview as media is bytes to save, never a page or a script of our origin.
  const type = servedType(download.material.content_type);
  return sendBytes(reply, app.storage, { key: download.storageKey, size: download.size, type }, ranges);
}

/**
 * A client's copy of a material marked "watermark for clients": their name, email and today's date drawn
 * into the bytes of this response (docs/distribution.md). No byte ranges (the whole file, 200); the ETag
 * names the blob, the holder and the day, so the browser's copy changes when the mark does.
 */
async function replyWatermarked(
  request: FastifyRequest,
  reply: FastifyReply,
  actor: Actor,
  download: Awaited<ReturnType<typeof materialForDownload>>,
  kind: 'pdf' | 'image',
) {
  const app = request.server;
  const date = new Date(lifecycleClock.now()).toISOString().slice(0, 10);
  const etag = `"wm-${download.material.blob_sha256.slice(0, 32)}-${actor.membershipId}-${date}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', DOWNLOAD_POLICY)
    .header('Content-Disposition', contentDisposition(download.material.title));
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  const holder = (await membersOf(app.db, [actor.membershipId])).get(actor.membershipId)!;
  const bytes = await watermarked(kind, await app.storage.get(download.storageKey), {
    name: holder.fullName,
    email: holder.email,
    date,
  });
  await auditMaterialDownload(app.db, actor, download, undefined);
  return reply.type(servedType(download.material.content_type)).header('Content-Length', bytes.length).code(200).send(bytes);
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
  const ranges = parseRanges(request.headers.range, version.size);
  const blob = { key: version.storageKey, size: version.size, type: version.contentType };
  return sendBytes(reply, app.storage, blob, ranges);
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
