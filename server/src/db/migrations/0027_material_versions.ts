import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Distribution, first step (docs/distribution.md): one origin, many copies, and versions.
 *
 * - `material.link`: `origin` (an upload: the material is its own origin), `copy` (made by a send or a
 *   copy, `origin_id` names the origin — at any depth, a copy of a copy names the same origin) or
 *   `unlinked` (a copy made before this migration whose origin cannot be proven).
 * - `material.version`: the origin's version the row shows (copies follow their origin: publishing a
 *   version moves every copy in one statement). `delivered_version`: the version the last send delivered
 *   to this holder; `seen_version`: the version the holder last opened (or was delivered). A copy whose
 *   `version` is past `seen_version` is "Updated" for its holder.
 * - `folder.origin_id`: the folder a sent or copied folder was copied from (its origin; null for a folder
 *   made in an own space, which is its own origin): a second send of the same folder to the same holder
 *   updates their copy instead of adding "Kit (2)". Folders received before this migration stay null.
 * - `material_version`: every version of an origin — blob, size, media type, SHA-256, title at the time,
 *   author, time, change note — and its `state` (`published` now; `pending`, `approved` and `rejected`
 *   come with approval). A superseded version holds its own blob reference.
 *
 * Existing rows: every material in an own space is an origin with version 1. A material in a shared
 * space is linked to its origin when the sender (`shared_by_id`) holds a material with the same blob,
 * written no later than the copy, and every such material leads to one and the same origin (a copy of a
 * copy is resolved through its sender, level by level); otherwise it is `unlinked`. No foreign keys on
 * the new columns (SQLite cannot drop such a column): deleting an origin clears its copies' `origin_id`
 * in the same transaction (services/content/delete.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('material')
    .addColumn('link', 'varchar(8)', (c) => c.notNull().defaultTo('origin'))
    .execute();
  await db.schema.alterTable('material').addColumn('origin_id', 'varchar(36)').execute();
  await db.schema
    .alterTable('material')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('material').addColumn('delivered_version', 'integer').execute();
  await db.schema.alterTable('material').addColumn('seen_version', 'integer').execute();
  await db.schema.alterTable('folder').addColumn('origin_id', 'varchar(36)').execute();
  await db.schema.createIndex('material_origin_idx').on('material').column('origin_id').execute();
  await db.schema.createIndex('folder_origin_idx').on('folder').columns(['owner_id', 'origin_id']).execute();

  await db.schema
    .createTable('material_version')
    .addColumn('material_id', 'varchar(36)', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('blob_sha256', 'varchar(64)', (c) => c.notNull().references('blob.sha256'))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('author_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_version_pk', ['material_id', 'number'])
    .addCheckConstraint('material_version_state_check', sql`state in ('published', 'pending', 'approved', 'rejected')`)
    .execute();

  // Materials in a shared space: linked level by level through their senders.
  await sql`update material set link = 'pending' where space = 'shared'`.execute(db);
  const candidates = (extra: string) =>
    sql.raw(`select 1 from material p
      where p.owner_id = material.shared_by_id and p.company_id = material.company_id
        and p.blob_sha256 = material.blob_sha256 and p.created_at <= material.created_at and p.id <> material.id ${extra}`);
  const originOf = sql.raw(`coalesce(p.origin_id, p.id)`);
  const originCount = sql`(select count(distinct ${originOf}) from material p
      where p.owner_id = material.shared_by_id and p.company_id = material.company_id
        and p.blob_sha256 = material.blob_sha256 and p.created_at <= material.created_at and p.id <> material.id)`;
  const ready = sql`link = 'pending' and shared_by_id is not null
    and not exists (${candidates(`and p.link = 'pending'`)})`;
  // Depth is bounded by the hierarchy; the loop ends when a round changes nothing.
  for (let round = 0; round < 50; round += 1) {
    const linked = await sql`update material set link = 'copy', seen_version = 1, delivered_version = 1,
        origin_id = (select min(${originOf}) from material p
          where p.owner_id = material.shared_by_id and p.company_id = material.company_id
            and p.blob_sha256 = material.blob_sha256 and p.created_at <= material.created_at and p.id <> material.id)
      where ${ready} and exists (${candidates('')}) and not exists (${candidates(`and p.link = 'unlinked'`)})
        and ${originCount} = 1`.execute(db);
    const unlinked = await sql`update material set link = 'unlinked'
      where (link = 'pending' and shared_by_id is null)
         or (${ready} and (not exists (${candidates('')}) or exists (${candidates(`and p.link = 'unlinked'`)})
             or ${originCount} > 1))`.execute(db);
    if (Number(linked.numAffectedRows ?? 0) + Number(unlinked.numAffectedRows ?? 0) === 0) break;
  }
  // What is left waits on itself (a loop of same-time sends): not provable.
  await sql`update material set link = 'unlinked' where link = 'pending'`.execute(db);

  await sql`insert into material_version (material_id, number, company_id, title, blob_sha256, size, content_type, author_id, note, state, created_at)
    select id, 1, company_id, title, blob_sha256, size, content_type, owner_id, '', 'published', created_at
    from material where link = 'origin'`.execute(db);
  if (!sqlite) await sql`analyze material_version`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('material_version').execute();
  await db.schema.dropIndex('material_origin_idx').execute();
  await db.schema.dropIndex('folder_origin_idx').execute();
  for (const column of ['link', 'origin_id', 'version', 'delivered_version', 'seen_version'])
    await db.schema.alterTable('material').dropColumn(column).execute();
  await db.schema.alterTable('folder').dropColumn('origin_id').execute();
}
