import { HttpError } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/actor.js';
import { withdrawUpload } from '../content/withdraw.js';
import { stopWriter } from './append.js';
import { ownUpload, type UploadContext } from './records.js';

/**
 * Ends an upload at any stage (tus DELETE): its row and stored parts go. One whose last byte already
 * made a material takes that material back too (row and bytes), so a cancel after the last byte keeps
 * nothing — unless the material has since been sent to someone, which a cancel no longer undoes (409).
 */
export async function terminateUpload(ctx: UploadContext, actor: Actor, uploadId: string): Promise<void> {
  const row = await ownUpload(ctx.db, actor, uploadId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 410) return null;
    throw error;
  });
  if (row?.material_id) {
    const sent = await ctx.db.selectFrom('material').select('id').where('origin_id', '=', row.material_id).executeTakeFirst();
    if (sent)
      throw new HttpError(
        409,
        'This upload is finished and its file has been sent since; delete the file from the list instead.',
      );
    const exists = await ctx.db.selectFrom('material').select('id').where('id', '=', row.material_id).executeTakeFirst();
    if (exists) await withdrawUpload(ctx.db, ctx.storage, actor, row.material_id);
  }
  stopWriter(ctx, uploadId);
  const target =
    row ?? (await ctx.db.selectFrom('resumable_upload').selectAll().where('id', '=', uploadId).executeTakeFirstOrThrow());
  await ctx.db.deleteFrom('resumable_upload').where('id', '=', uploadId).execute();
  if (!row?.material_id) await ctx.storage.parts.remove(uploadId, target.storage_ref);
  ctx.count('terminated');
}

/**
 * Removes expired uploads (no new bytes for the expiry time) with their parts, rows of finished ones,
 * and parts no row knows (a crash between the store and the row), older than `strayGraceMs`.
 */
export async function expireUploads(ctx: UploadContext, strayGraceMs: number): Promise<number> {
  const now = nowIso();
  let expired = 0;
  for (;;) {
    const rows = await ctx.db
      .selectFrom('resumable_upload')
      .select(['id', 'storage_ref', 'material_id'])
      .where('expires_at', '<', now)
      .limit(100)
      .execute();
    for (const row of rows) {
      const gone = await ctx.db
        .deleteFrom('resumable_upload')
        .where('id', '=', row.id)
        .where('expires_at', '<', now)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0 || row.material_id) continue;
      await ctx.storage.parts.remove(row.id, row.storage_ref);
      ctx.count('expired');
      expired += 1;
    }
    if (rows.length < 100) break;
  }
  const cutoff = Date.now() - strayGraceMs;
  for await (const stored of ctx.storage.parts.list()) {
    if (stored.modifiedAt.getTime() > cutoff) continue;
    const row = await ctx.db.selectFrom('resumable_upload').select('id').where('id', '=', stored.uploadId).executeTakeFirst();
    if (!row) await ctx.storage.parts.remove(stored.uploadId, stored.ref);
  }
  return expired;
}
