import type { Kysely } from 'kysely';

/**
 * Requests the proxy may send twice: each non-idempotent request that arrives through nginx carries the
 * proxy's request id, claimed here when its handling starts, so the same request sent again to another
 * process (after a connection error or a 503) is answered 409 instead of being done twice
 * (plugins/request-claims.ts). Claims are kept for minutes only; the index serves the sweep.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_claim')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('request_claim_claimed_at_idx').on('request_claim').column('claimed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_claim').execute();
}
