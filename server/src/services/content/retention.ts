import { sql } from 'kysely';
import { MIN_RETENTION_WITH_APPROVAL } from '../identity/companies.js';
import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { chunks } from '../../lib/chunks.js';
import { recordAudit } from '../audit/index.js';
import { changeRefs } from '../../storage/blob-refs.js';
import { lifecycleClock } from './lifecycle.js';

/**
 * Retention of the record (docs/distribution.md, "Retention"). Deleting a material hides it: its row
 * moves to `material_retained` with its blob reference, and an original's versions (with their
 * approvals) stay where they are. A record — an original, its versions and every copy of it — is
 * removed only when nobody holds any of it any more and the company's period has passed since its last
 * use; then its blob references go (the blob janitor removes bytes nobody refers to) and the audit trail
 * says so.
 *
 * "Last use" is the last moment anyone could still use the material: the latest of the deletions of
 * its rows (the last holder to delete it), which is never earlier than its last send, version or
 * approval. Opens and downloads are not recorded per holder, so the period is counted from when the
 * last holder let go of it — never shorter than from the last actual use.
 */

const YEAR_MS = 365.25 * 86_400_000;

/** The period a company's record is kept for, in years: its setting, never below the minimum while approval is on. */
function retentionYears(company: { material_retention_years: number; material_approval: number }): number {
  const years = Number(company.material_retention_years);
  return Number(company.material_approval) === 1 ? Math.max(years, MIN_RETENTION_WITH_APPROVAL) : years;
}

const RETAINED_COLUMNS = [
  'id',
  'company_id',
  'owner_id',
  'title',
  'blob_sha256',
  'size',
  'content_type',
  'space',
  'shared_by_id',
  'link',
  'origin_id',
  'version',
  'delivered_version',
  'seen_version',
  'created_at',
] as const;

/**
 * Hides materials (call in the transaction that deletes them, before the delete): each row is kept in
 * `material_retained` with who deleted it and when; its blob reference passes to the kept row.
 */
export async function retainMaterials(trx: Db, materials: readonly Pick<Material, 'id'>[], deletedById: string): Promise<void> {
  const now = new Date(lifecycleClock.now()).toISOString();
  for (const part of chunks(materials.map((m) => m.id))) {
    await trx
      .insertInto('material_retained')
      .columns([...RETAINED_COLUMNS, 'deleted_at', 'deleted_by_id'])
      .expression((eb) =>
        eb
          .selectFrom('material')
          .select([
            ...RETAINED_COLUMNS,
            sql<string>`cast(${now} as varchar(32))`.as('deleted_at'),
            sql<string>`cast(${deletedById} as varchar(36))`.as('deleted_by_id'),
          ])
          .where('id', 'in', part),
      )
      .execute();
  }
}

interface Due {
  record: string;
  company_id: string;
  last_use: string;
}

/** At most this many records are removed per sweep (the next sweep goes on). */
const BATCH = 200;

/**
 * The records whose period has passed at `now`: grouped by original (a copy whose original is unknown
 * is a record of its own), nothing of it still held (no row in `material` is the original or a copy of
 * it), and the latest deletion older than the company's period.
 */
async function dueRecords(db: Db, now: number): Promise<Due[]> {
  const recordOf = sql<string>`coalesce(r.origin_id, r.id)`;
  const groups = await db
    .selectFrom('material_retained as r')
    .innerJoin('company as c', 'c.id', 'r.company_id')
    .select((eb) => [
      recordOf.as('record'),
      'r.company_id',
      eb.fn.max('r.deleted_at').as('last_use'),
      'c.material_retention_years',
      'c.material_approval',
    ])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('material as m')
            .select('m.id')
            .where((w) => w.or([w('m.id', '=', recordOf), w('m.origin_id', '=', recordOf)])),
        ),
      ),
    )
    .groupBy([recordOf, 'r.company_id', 'c.material_retention_years', 'c.material_approval'])
    .execute();
  return groups
    .filter((g) => Date.parse(g.last_use) + retentionYears(g) * YEAR_MS <= now)
    .slice(0, BATCH)
    .map((g) => ({ record: g.record, company_id: g.company_id, last_use: g.last_use }));
}

/**
 * Removes one record whose period has passed: its kept rows and the original's versions, dropping their
 * blob references, and writes the audit entry. Several processes may sweep at once: the rows are taken
 * by conditional DELETEs, and only the one that took them drops references and writes the entry.
 */
async function removeRecord(trx: Db, due: Due, now: number): Promise<boolean> {
  const rows = await trx
    .deleteFrom('material_retained')
    .where((eb) => eb.or([eb('id', '=', due.record), eb('origin_id', '=', due.record)]))
    .returning(['id', 'title', 'link', 'version', 'blob_sha256'])
    .execute();
  if (rows.length === 0) return false;
  const original = rows.find((r) => r.id === due.record);
  const versions = await trx
    .deleteFrom('material_version')
    .where('material_id', '=', due.record)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('material').select('id').where('id', '=', due.record))))
    .returning(['number', 'blob_sha256', 'title'])
    .execute();
  const deltas = new Map<string, number>();
  const drop = (sha: string) => deltas.set(sha, (deltas.get(sha) ?? 0) - 1);
  for (const row of rows) drop(row.blob_sha256);
  // A superseded version held a reference of its own; the current one's is the original's row's.
  for (const v of versions) if (!original || v.number !== Number(original.version)) drop(v.blob_sha256);
  await changeRefs(trx, deltas);
  const title = original?.title ?? versions.at(-1)?.title ?? rows[0]!.title;
  await recordAudit(
    { db: trx },
    {
      companyId: due.company_id,
      actorId: null,
      action: 'material.record_removed',
      target: { type: 'material', id: due.record, name: title },
      detail: {
        last_use: due.last_use,
        removed_at: new Date(now).toISOString(),
        copies: rows.filter((r) => r.id !== due.record).length,
        versions: versions.length,
        blobs: [...deltas.keys()].sort(),
      },
    },
  );
  return true;
}

/** One retention sweep at `now` (the controlled clock): returns how many records were removed. */
export async function sweepRetention(db: Db, now = lifecycleClock.now()): Promise<number> {
  let removed = 0;
  for (const due of await dueRecords(db, now)) {
    if (await inTransaction(db, (trx) => removeRecord(trx, due, now))) removed += 1;
  }
  return removed;
}
