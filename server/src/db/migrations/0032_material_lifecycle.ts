import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Distribution, second step (docs/distribution.md): approval, expiry and recall of an origin.
 *
 * - `company.material_approval` (0/1): versions need an approver before they reach clients.
 *   `company.material_lifetime_days`: the default "use until" of a new upload (null: none).
 * - `user_company.principal` (0/1): an admin marked this member as a principal (an approver).
 * - `material.use_until`, `withdrawn_at`, `withdrawn_reason`, `withdrawn_by_id`: the lifecycle of an
 *   origin, kept on the origin's row only. A copy reads it through `origin_id` (a primary-key join), so
 *   expiring or recalling a material held by any number of copies writes one row, not one per copy.
 * - `material_version.decided_by_id`, `decided_at`, `decision_note`: who approved or rejected a version,
 *   when, and why (the version's SHA-256 is already on the row).
 * - `material_notice`: one row per notice the expiry sweep sent (14 and 3 days before, and on expiry),
 *   keyed by origin, kind and the date it was about: several API processes sweeping at once insert the
 *   same key once, and only the one whose insert went in sends the notice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('company')
    .addColumn('material_approval', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('company').addColumn('material_lifetime_days', 'integer').execute();
  await db.schema
    .alterTable('user_company')
    .addColumn('principal', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('material').addColumn('use_until', 'varchar(32)').execute();
  await db.schema.alterTable('material').addColumn('withdrawn_at', 'varchar(32)').execute();
  await db.schema.alterTable('material').addColumn('withdrawn_reason', 'varchar(1000)').execute();
  await db.schema.alterTable('material').addColumn('withdrawn_by_id', 'varchar(36)').execute();
  await db.schema.alterTable('material_version').addColumn('decided_by_id', 'varchar(36)').execute();
  await db.schema.alterTable('material_version').addColumn('decided_at', 'varchar(32)').execute();
  await db.schema.alterTable('material_version').addColumn('decision_note', 'varchar(1000)').execute();
  // The approvers' queue: pending versions of a company, oldest first.
  await db.schema
    .createIndex('material_version_queue_idx')
    .on('material_version')
    .columns(['company_id', 'state', 'created_at'])
    .execute();
  // The expiry sweep: origins with a date (a partial index on PostgreSQL and SQLite alike).
  await db.schema
    .createIndex('material_use_until_idx')
    .on('material')
    .column('use_until')
    .where('use_until', 'is not', null)
    .execute();
  await db.schema
    .createTable('material_notice')
    .addColumn('origin_id', 'varchar(36)', (c) => c.notNull().references('material.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('about', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('material_notice_pk', ['origin_id', 'kind', 'about'])
    .execute();
  if (!sqlite) await sql`analyze material`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('material_notice').execute();
  await db.schema.dropIndex('material_use_until_idx').execute();
  await db.schema.dropIndex('material_version_queue_idx').execute();
  for (const column of ['decided_by_id', 'decided_at', 'decision_note'])
    await db.schema.alterTable('material_version').dropColumn(column).execute();
  for (const column of ['use_until', 'withdrawn_at', 'withdrawn_reason', 'withdrawn_by_id'])
    await db.schema.alterTable('material').dropColumn(column).execute();
  await db.schema.alterTable('user_company').dropColumn('principal').execute();
  await db.schema.alterTable('company').dropColumn('material_lifetime_days').execute();
  await db.schema.alterTable('company').dropColumn('material_approval').execute();
}
