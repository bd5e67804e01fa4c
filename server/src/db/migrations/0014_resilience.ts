import type { Kysely } from 'kysely';

/**
 * Two things a restart or an outage needs.
 *
 * `blob.unreferenced_at`: when a blob lost its last reference (ISO time; null while referenced). The blob janitor removes a
 * blob only once this is older than its grace period, so a copy or an upload that takes the blob up
 * again meanwhile keeps it. Blobs already unreferenced get the time of this migration.
 *
 * `notification(created_at)`: after its LISTEN connection comes back, each replica reads the
 * notifications stored meanwhile (a time range over every membership) to deliver them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blob').addColumn('unreferenced_at', 'varchar(32)').execute();
  await db.updateTable('blob').set({ unreferenced_at: new Date().toISOString() }).where('ref_count', '<=', 0).execute();
  await db.schema.createIndex('blob_unreferenced_at').on('blob').column('unreferenced_at').execute();
  await db.schema.createIndex('notification_created_at').on('notification').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notification_created_at').execute();
  await db.schema.dropIndex('blob_unreferenced_at').execute();
  await db.schema.alterTable('blob').dropColumn('unreferenced_at').execute();
}
