import type { Kysely } from 'kysely';

/**
 * Content lists filter by company, owner, space and parent folder and sort by title, id. With every one
 * of those columns in one index, the count of a folder of 20,000 items and its page are read from the
 * index alone (no table row per item, no sort); without company_id in it, SQLite either visited every
 * row or read the whole company through `*_company_idx`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('folder_company_listing_idx').on('folder').columns(['company_id', 'owner_id', 'space', 'parent_id', 'title', 'id']).execute();
  await db.schema.createIndex('material_company_listing_idx').on('material').columns(['company_id', 'owner_id', 'space', 'folder_id', 'title', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('material_company_listing_idx').execute();
  await db.schema.dropIndex('folder_company_listing_idx').execute();
}
