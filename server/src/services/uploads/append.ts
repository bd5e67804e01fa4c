import type { Db } from '../../db/connect.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/actor.js';
import { HashingCounter } from '../../storage/hashing.js';
import type { KnownDigest } from '../../storage/index.js';
import { recordMaterial } from '../content/materials.js';
import { withdrawUpload } from '../content/withdraw.js';
import { expiresFrom, ownUpload, partsOf, UPLOAD_NOT_FOUND, type UploadContext, type UploadRow } from './records.js';

/**
 * A request's claim on an upload (`ctx.leaseMs`, 30 s by default) is renewed every sixth of it while its
 * bytes arrive; the writer stops a quarter of it before the claim could lapse, so two writers never
 * overlap.
 */
const renewEvery = (leaseMs: number) => leaseMs / 6;
const writableFor = (leaseMs: number) => leaseMs - leaseMs / 4;

/** Stops the request writing to this upload in this process, if any (the upload is being cancelled). */
export function stopWriter(ctx: UploadContext, uploadId: string): void {
  ctx.local.writers.get(uploadId)?.stop();
  ctx.local.digests.delete(uploadId);
}

export interface AppendInput {
  offset: number;
  /** Content-Length of the request: the bytes it brings. */
  length: number;
  body: AsyncIterable<Buffer>;
  /** Stops reading the body (the connection is destroyed). */
  stop: () => void;
}

export interface AppendResult {
  received: number;
  expiresAt: string;
  /** The material the upload became, once its last byte is stored. */
  materialId: string | null;
}

const conflict = (received: number) =>
  new HttpError(409, `The upload holds ${received} bytes; send the rest from that offset (ask with HEAD).`);

async function claim(ctx: UploadContext, row: UploadRow, offset: number, leaseId: string): Promise<boolean> {
  const now = nowIso();
  const claimed = await ctx.db
    .updateTable('resumable_upload')
    .set({ lease_id: leaseId, lease_until: new Date(Date.now() + ctx.leaseMs).toISOString() })
    .where('id', '=', row.id)
    .where('received', '=', offset)
    .where('material_id', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Takes the upload for this request: one writer at a time, a stalled one in this process is stopped. */
async function takeUpload(ctx: UploadContext, row: UploadRow, offset: number, leaseId: string): Promise<void> {
  if (await claim(ctx, row, offset, leaseId)) return;
  const stalled = ctx.local.writers.get(row.id);
  if (stalled) {
    stalled.stop();
    await stalled.done.catch(() => undefined);
    if (await claim(ctx, row, offset, leaseId)) return;
  }
  const now = await ctx.db
    .selectFrom('resumable_upload')
    .select(['received', 'lease_until'])
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!now) throw notFound(UPLOAD_NOT_FOUND);
  if (Number(now.received) !== offset) throw conflict(Number(now.received));
  throw new HttpError(423, 'Another request is sending bytes to this upload; try again in a moment.');
}

/**
 * Appends a request's bytes at `offset` (tus PATCH): the offset must be the recorded one, one request
 * writes at a time (a claim in the database, so processes agree), and the new offset is recorded only
 * once the store holds the bytes durably. The last byte makes the material, as a multipart upload does.
 */
export async function appendBytes(ctx: UploadContext, actor: Actor, uploadId: string, input: AppendInput): Promise<AppendResult> {
  const row = await ownUpload(ctx.db, actor, uploadId);
  const length = Number(row.length);
  const received = Number(row.received);
  if (row.material_id !== null || input.offset !== received) throw conflict(received);
  if (input.offset + input.length > length)
    throw badRequest(`The upload is ${length} bytes long; this request would bring it to ${input.offset + input.length}.`);
  const last = input.offset + input.length === length;
  if (!last && input.length < ctx.storage.parts.minPartBytes)
    throw badRequest(`Send at least ${ctx.storage.parts.minPartBytes} bytes per request until the last one.`);
  const leaseId = newId();
  await takeUpload(ctx, row, input.offset, leaseId);
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  ctx.local.writers.set(uploadId, { stop: input.stop, done });
  try {
    return await writeAndRecord(ctx, actor, row, input, leaseId);
  } finally {
    if (ctx.local.writers.get(uploadId)?.done === done) ctx.local.writers.delete(uploadId);
    finish();
  }
}

async function writeAndRecord(
  ctx: UploadContext,
  actor: Actor,
  row: UploadRow,
  input: AppendInput,
  leaseId: string,
): Promise<AppendResult> {
  const length = Number(row.length);
  let hasher = ctx.local.digests.get(row.id) ?? null;
  if (input.offset === 0) hasher = new HashingCounter(length);
  if (hasher && hasher.size !== input.offset) hasher = null;
  ctx.local.digests.delete(row.id);
  const parts = partsOf(row);
  let deadline = Date.now() + writableFor(ctx.leaseMs);
  let renewedAt = Date.now();
  const db = ctx.db;
  async function* bytes(): AsyncIterable<Buffer> {
    let left = input.length;
    for await (const raw of input.body) {
      if (Date.now() > deadline) throw new Error('The claim on the upload lapsed.');
      if (Date.now() - renewedAt > renewEvery(ctx.leaseMs)) {
        renewedAt = Date.now();
        const renewed = await db
          .updateTable('resumable_upload')
          .set({ lease_until: new Date(renewedAt + ctx.leaseMs).toISOString() })
          .where('id', '=', row.id)
          .where('lease_id', '=', leaseId)
          .executeTakeFirst();
        if (Number(renewed.numUpdatedRows) !== 1) throw new Error('The upload was taken over or cancelled.');
        deadline = renewedAt + writableFor(ctx.leaseMs);
      }
      // Read to the body's own end (leaving early would destroy the request before its answer).
      if (left === 0) continue;
      const chunk = raw.length > left ? raw.subarray(0, left) : raw;
      left -= chunk.length;
      hasher?.add(chunk);
      yield chunk;
    }
  }
  const stored = await ctx.storage.parts
    .append(row.id, row.storage_ref, { offset: input.offset, partNumber: parts.length + 1, length: input.length }, bytes())
    .catch(async (error: unknown) => {
      await release(db, row.id, leaseId);
      throw error;
    });
  const received = input.offset + stored.written;
  if (stored.part) parts.push(stored.part);
  const expiresAt = expiresFrom(ctx);
  const recorded = await db
    .updateTable('resumable_upload')
    .set({
      received,
      parts: JSON.stringify(parts),
      updated_at: nowIso(),
      expires_at: expiresAt,
      lease_id: null,
      lease_until: null,
    })
    .where('id', '=', row.id)
    .where('lease_id', '=', leaseId)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) !== 1) {
    // Cancelled (or expired) meanwhile: whatever this request wrote goes too.
    await ctx.storage.parts.remove(row.id, row.storage_ref).catch(() => undefined);
    throw notFound(UPLOAD_NOT_FOUND);
  }
  if (hasher && hasher.size === received) ctx.local.digests.set(row.id, hasher);
  if (received < length) return { received, expiresAt, materialId: null };
  ctx.local.digests.delete(row.id);
  const digest: KnownDigest | null = hasher && hasher.size === length ? { sha256: hasher.digest(), crc32: hasher.crc32 } : null;
  const materialId = await finish(ctx, actor, { ...row, parts: JSON.stringify(parts) }, digest);
  return { received, expiresAt, materialId };
}

async function release(db: Db, uploadId: string, leaseId: string): Promise<void> {
  await db
    .updateTable('resumable_upload')
    .set({ lease_id: null, lease_until: null })
    .where('id', '=', uploadId)
    .where('lease_id', '=', leaseId)
    .execute()
    .catch(() => undefined);
}

/**
 * The last byte is stored: the parts become a blob and the blob a material (the multipart upload's
 * own recording). Cancelled meanwhile (the row is gone), the material is taken back at once.
 */
async function finish(ctx: UploadContext, actor: Actor, row: UploadRow, digest: KnownDigest | null): Promise<string> {
  const stored = await ctx.storage.parts.publish(
    row.id,
    row.storage_ref,
    { length: Number(row.length), parts: partsOf(row) },
    digest,
  );
  const item = await recordMaterial(ctx.db, ctx.storage, actor, stored, {
    folderId: row.folder_id,
    fileName: row.file_name,
    contentType: row.content_type,
  });
  const linked = await ctx.db
    .updateTable('resumable_upload')
    .set({ material_id: item.id, parts: '[]', updated_at: nowIso() })
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== 1) {
    await withdrawUpload(ctx.db, ctx.storage, actor, item.id);
    throw notFound(UPLOAD_NOT_FOUND);
  }
  ctx.count('finished');
  return item.id;
}
