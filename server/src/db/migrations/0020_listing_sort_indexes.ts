import type { Kysely } from 'kysely';

/**
 * Content lists can be sorted by date (updated_at) and by size as well as by title. Each order has its own
 * index behind the same filter columns, so a sorted page of a large folder is read in order from an index
 * (no sort of the whole folder), in either direction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('folder_company_updated_idx').on('folder').columns(['company_id', 'owner_id', 'space', 'parent_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('material_company_updated_idx').on('material').columns(['company_id', 'owner_id', 'space', 'folder_id', 'updated_at', 'id']).execute();
  await db.schema.createIndex('material_company_size_idx').on('material').columns(['company_id', 'owner_id', 'space', 'folder_id', 'size', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('material_company_size_idx').execute();
  await db.schema.dropIndex('material_company_updated_idx').execute();
  await db.schema.dropIndex('folder_company_updated_idx').execute();
}
