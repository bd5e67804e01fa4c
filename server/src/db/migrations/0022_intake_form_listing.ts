import type { Kysely } from 'kysely';

/**
 * A sent intake form is a content item of type `intake_form`: its own row (owner = the client, at the
 * top level of their shared space, sender = `shared_by_id`) is what content lists read, so every form
 * sent before this migration is listed as it is, with nothing to copy. Lists sorted by title use
 * `intake_form_owner_idx` (0013); this index serves the lists sorted by date, in either direction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('intake_form_owner_updated_idx').on('intake_form').columns(['owner_id', 'updated_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('intake_form_owner_updated_idx').execute();
}
