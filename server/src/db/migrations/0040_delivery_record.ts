import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The delivery record (docs/distribution.md): what happened to an original's copies, per version.
 *
 * - `material_event`: one row per send (to one recipient: who sent, which version, which ceilings), open
 *   of the material's page, preview, download and recall. No foreign keys: the record outlives the rows
 *   it is about (a deleted copy, a removed member). Opens, previews and downloads are written in batches;
 *   sends and recalls in the transaction that makes them.
 * - `material.notify_open_by`: the sender who asked to be told when this copy is first opened; cleared by
 *   that first open (one conditional update), which tells them.
 * - `distribution_report`: each sealed delivery record (PDF) made, by its SHA-256: the verification page
 *   finds it, as it finds a sealed intake form.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('material_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('origin_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(36)')
    .addColumn('copy_id', 'varchar(36)')
    .addColumn('by_id', 'varchar(36)')
    .addColumn('ceilings', 'varchar(40)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('material_event_kind_check', sql`kind in ('sent', 'opened', 'previewed', 'downloaded', 'recalled')`)
    .execute();
  // The Distribution page and the export of one original: per member and kind, dates from the index.
  await db.schema
    .createIndex('material_event_origin_idx')
    .on('material_event')
    .columns(['origin_id', 'member_id', 'kind', 'at'])
    .execute();
  // The company's export over a date range.
  await db.schema.createIndex('material_event_company_at_idx').on('material_event').columns(['company_id', 'at']).execute();
  await db.schema.alterTable('material').addColumn('notify_open_by', 'varchar(36)').execute();
  await db.schema
    .createTable('distribution_report')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('origin_id', 'varchar(36)')
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_by_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('distribution_report_sha_idx')
    .on('distribution_report')
    .columns(['company_id', 'sha256'])
    .execute();
  if (!sqlite) await sql`analyze material_event`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('distribution_report').execute();
  await db.schema.alterTable('material').dropColumn('notify_open_by').execute();
  await db.schema.dropTable('material_event').execute();
}
