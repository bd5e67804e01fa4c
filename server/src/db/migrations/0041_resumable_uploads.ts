import type { Kysely } from 'kysely';

/**
 * Resumable (tus) uploads: what was declared at creation, how many bytes the store holds, and the
 * store's own reference to them (an S3 multipart upload id and its parts), so any API process can
 * resume an upload another one began. A row is removed when it expires (its parts go with it); one
 * that became a material keeps `material_id` until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resumable_upload')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('folder_id', 'varchar(36)')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_ref', 'text')
    .addColumn('parts', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('lease_id', 'varchar(36)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('material_id', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resumable_upload_owner').on('resumable_upload').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('resumable_upload_expiry').on('resumable_upload').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('resumable_upload').execute();
}
