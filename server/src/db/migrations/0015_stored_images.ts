import type { Kysely } from 'kysely';

/**
 * Avatars and company logos are blobs like materials. `stored_image` gives each uploaded image its
 * public key (`<uuid>.webp`, the value `users.avatar` and `company.logo` already hold, so their URLs stay
 * the same) and holds one reference (`blob.ref_count`) to the bytes. Images stored as files under
 * `DATA_DIR` by earlier versions are moved into the blob store on start (services/images/legacy-files.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_image')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('blob_sha256', 'varchar(64)', (c) => c.notNull().references('blob.sha256'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The blob janitor asks whether an image still refers to a blob before it collects one.
  await db.schema.createIndex('stored_image_blob_idx').on('stored_image').column('blob_sha256').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_image').execute();
}
