import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Distribution, third step (docs/distribution.md): retention of the record.
 *
 * - `company.material_retention_years`: how long the record of a material (its versions, approvals and
 *   copies) is kept after its last use, once every holder has deleted it; 3 by default, and never less
 *   than 3 while approval is on (services/identity/companies.ts refuses it).
 * - `material_retained`: a material a member (or the owner of the original) deleted. Deleting hides: the
 *   row leaves `material` (every list, search, count and name check forgets it at once) and lands here,
 *   with who deleted it and when, keeping its blob reference. The retention sweep removes it — with its
 *   original's versions and their references — once the period has passed, and the audit trail says so.
 * - `material_version` no longer cascades from `material`: an original's versions outlive its deletion.
 *   SQLite cannot drop a foreign key, so there the table is rebuilt (same columns, same index).
 */
const COLUMNS = `material_id, number, company_id, title, blob_sha256, size, content_type, author_id, note, state,
  created_at, decided_by_id, decided_at, decision_note`;

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .alterTable('company')
    .addColumn('material_retention_years', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema
    .createTable('material_retained')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('blob_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('space', 'varchar(8)', (c) => c.notNull())
    .addColumn('shared_by_id', 'varchar(36)')
    .addColumn('link', 'varchar(8)', (c) => c.notNull())
    .addColumn('origin_id', 'varchar(36)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('delivered_version', 'integer')
    .addColumn('seen_version', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_by_id', 'varchar(36)')
    .execute();
  // The sweep groups a record by its original: the original's own row and its copies' rows.
  await db.schema.createIndex('material_retained_origin_idx').on('material_retained').column('origin_id').execute();
  await db.schema
    .createIndex('material_retained_company_idx')
    .on('material_retained')
    .columns(['company_id', 'deleted_at'])
    .execute();

  if (!sqlite) {
    await sql`alter table material_version drop constraint material_version_material_id_fkey`.execute(db);
    return;
  }
  await db.schema
    .createTable('material_version_kept')
    .addColumn('material_id', 'varchar(36)', (c) => c.notNull())
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
    .addColumn('decided_by_id', 'varchar(36)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decision_note', 'varchar(1000)')
    .addPrimaryKeyConstraint('material_version_pk', ['material_id', 'number'])
    .addCheckConstraint('material_version_state_check', sql`state in ('published', 'pending', 'approved', 'rejected')`)
    .execute();
  await sql.raw(`insert into material_version_kept (${COLUMNS}) select ${COLUMNS} from material_version`).execute(db);
  await db.schema.dropTable('material_version').execute();
  await sql`alter table material_version_kept rename to material_version`.execute(db);
  await db.schema
    .createIndex('material_version_queue_idx')
    .on('material_version')
    .columns(['company_id', 'state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Versions of originals that are gone cannot hang from `material` again.
  await sql`delete from material_version where not exists (select 1 from material m where m.id = material_version.material_id)`.execute(
    db,
  );
  if (!sqlite)
    await sql`alter table material_version add constraint material_version_material_id_fkey
      foreign key (material_id) references material (id) on delete cascade`.execute(db);
  await db.schema.dropTable('material_retained').execute();
  await db.schema.alterTable('company').dropColumn('material_retention_years').execute();
}
