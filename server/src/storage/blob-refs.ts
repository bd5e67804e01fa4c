import { sql } from 'kysely';
import type { StoredBlob } from './index.js';
import { nowIso } from '../lib/ids.js';
import type { Db } from '../db/connect.js';

export { withBlobLock } from './index.js';

/**
 * Adds (or with negative deltas, drops) references; call inside the transaction that changes the rows.
 * A blob left without references records when, and the blob janitor removes it after a grace period.
 */
export async function changeRefs(db: Db, deltas: Map<string, number>): Promise<void> {
  const now = nowIso();
  for (const [sha256, delta] of deltas) {
    if (delta === 0) continue;
    await db
      .updateTable('blob')
      .set({
        ref_count: sql<number>`ref_count + ${delta}`,
        unreferenced_at: sql<string | null>`case when ref_count + ${delta} <= 0 then ${now} else null end`,
      })
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
      unreferenced_at: null,
    })
    .onConflict((oc) =>
      // A blob stored before CRC-32s were recorded gets its CRC-32 now.
      oc.column('sha256').doUpdateSet({
        ref_count: sql<number>`blob.ref_count + 1`,
        crc32: sql<number>`coalesce(blob.crc32, excluded.crc32)`,
        unreferenced_at: null,
      }),
    )
    .execute();
}
