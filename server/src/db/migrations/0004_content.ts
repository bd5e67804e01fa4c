import { sql, type Kysely } from 'kysely';

/** Folders, materials and the content-addressed blobs they point at. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blob')
    .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('ref_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The collector looks for blobs nobody refers to any more.
  await db.schema.createIndex('blob_unreferenced_idx').on('blob').column('ref_count').execute();

  await db.schema
    .createTable('folder')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('parent_id', 'varchar(36)', (c) => c.references('folder.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('space', 'varchar(8)', (c) => c.notNull())
    .addColumn('shared_by_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('folder_space_check', sql`space in ('own', 'shared')`)
    .execute();

  await db.schema
    .createTable('material')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('folder_id', 'varchar(36)', (c) => c.references('folder.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('blob_sha256', 'varchar(64)', (c) => c.notNull().references('blob.sha256'))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('space', 'varchar(8)', (c) => c.notNull())
    .addColumn('shared_by_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('material_space_check', sql`space in ('own', 'shared')`)
    .execute();

  // Listing one folder of one member's space, ordered by title: an index range scan even at 100k items.
  await db.schema.createIndex('folder_listing_idx').on('folder').columns(['owner_id', 'space', 'parent_id', 'title']).execute();
  await db.schema.createIndex('material_listing_idx').on('material').columns(['owner_id', 'space', 'folder_id', 'title']).execute();
  // "Shared with me by X".
  await db.schema.createIndex('folder_shared_by_idx').on('folder').columns(['owner_id', 'space', 'shared_by_id']).execute();
  await db.schema.createIndex('material_shared_by_idx').on('material').columns(['owner_id', 'space', 'shared_by_id']).execute();
  await db.schema.createIndex('folder_parent_idx').on('folder').column('parent_id').execute();
  await db.schema.createIndex('material_folder_idx').on('material').column('folder_id').execute();
  await db.schema.createIndex('material_blob_idx').on('material').column('blob_sha256').execute();
  await db.schema.createIndex('folder_company_idx').on('folder').column('company_id').execute();
  await db.schema.createIndex('material_company_idx').on('material').column('company_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['material', 'folder', 'blob']) await db.schema.dropTable(table).execute();
}
