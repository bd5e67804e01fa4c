import { sql } from 'kysely';
import type { BlobStorage, StoredBlob } from '../../storage/index.js';
import { nowIso } from '../../lib/ids.js';
import { chunks } from '../../lib/chunks.js';
import type { Db } from '../../db/connect.js';

/** Counts per blob, to change reference counts with one statement per blob. */
export function countBySha(rows: { blob_sha256: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.blob_sha256, (counts.get(row.blob_sha256) ?? 0) + 1);
  return counts;
}

/** Adds (or with negative deltas, drops) references; call inside the transaction that changes the rows. */
export async function changeRefs(db: Db, deltas: Map<string, number>): Promise<void> {
  for (const [sha256, delta] of deltas) {
    if (delta === 0) continue;
    await db
      .updateTable('blob')
      .set({ ref_count: sql<number>`ref_count + ${delta}` })
      .where('sha256', '=', sha256)
      .execute();
  }
}

/** Records freshly stored bytes (or one more reference to bytes already known). */
export async function referenceStoredBlob(db: Db, stored: StoredBlob, contentType: string): Promise<void> {
  await db
    .insertInto('blob')
    .values({
      sha256: stored.sha256,
      size: stored.size,
      content_type: contentType,
      storage_key: stored.key,
      ref_count: 1,
      crc32: stored.crc32,
      created_at: nowIso(),
    })
    .onConflict((oc) =>
      // A blob stored before CRC-32s were recorded gets its CRC-32 now.
      oc.column('sha256').doUpdateSet({ ref_count: sql<number>`blob.ref_count + 1`, crc32: sql<number>`coalesce(blob.crc32, excluded.crc32)` }),
    )
    .execute();
}

/**
 * Serialises, inside this process, publishing bytes under a hash and collecting that hash: the
 * collector never deletes bytes that an upload has just published and is about to reference.
 */
const busy = new Map<string, Promise<unknown>>();
export async function withBlobLock<T>(sha256: string, work: () => Promise<T>): Promise<T> {
  while (busy.has(sha256)) await busy.get(sha256)!.catch(() => undefined);
  const running = work();
  busy.set(sha256, running);
  try {
    return await running;
  } finally {
    busy.delete(sha256);
  }
}

/** Deletes blobs no material refers to: the row first, then (only if the row went) the bytes. */
export async function collectGarbage(db: Db, storage: BlobStorage, onlyShas?: string[]): Promise<number> {
  let query = db.selectFrom('blob').select(['sha256', 'storage_key']).where('ref_count', '<=', 0);
  if (onlyShas) {
    if (onlyShas.length === 0) return 0;
    query = query.where('sha256', 'in', onlyShas);
  }
  const candidates = await query.execute();
  let removed = 0;
  for (const blob of candidates) {
    await withBlobLock(blob.sha256, async () => {
      const gone = await db.deleteFrom('blob').where('sha256', '=', blob.sha256).where('ref_count', '<=', 0).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return;
      await storage.delete(blob.storage_key);
      removed += 1;
    });
  }
  return removed;
}

/** Bytes in storage that no blob row refers to (a crash between publishing and the row). */
export async function removeOrphans(db: Db, storage: BlobStorage, olderThan: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set<string>();
    for (const part of chunks(batch)) {
      const rows = await db.selectFrom('blob').select('storage_key').where('storage_key', 'in', part).execute();
      for (const row of rows) known.add(row.storage_key);
    }
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of storage.list()) {
    if (item.modifiedAt > olderThan) continue;
    batch.push(item.key);
    if (batch.length >= 500) await flush();
  }
  await flush();
  return removed;
}

/** Start-up sweep: temporaries, unreferenced blobs, and bytes without a row. */
export async function sweepStorage(db: Db, storage: BlobStorage): Promise<void> {
  await storage.cleanTemp();
  await collectGarbage(db, storage);
  // A local store belongs to this process alone; on S3 other replicas may be publishing right now.
  const cutoff = storage.kind === 'local' ? new Date(Date.now() + 60_000) : new Date(Date.now() - 60 * 60 * 1000);
  await removeOrphans(db, storage, cutoff);
}
