import type { Kysely } from 'kysely';

/**
 * Sessions that end at once, and mail sent in the background.
 * - `user_company.tokens_valid_after` (milliseconds since the epoch): access tokens issued before it are
 *   refused — set by a password change or reset, an archive and a restore.
 * - `ended_session`: refresh-token families signed out, so their access tokens stop at once too. A row
 *   is needed only while such a token could still be unexpired; older rows may be deleted.
 * - outbox delivery state: attempts, when to try next, and a claim (who, until when) so several
 *   replicas share the queue without sending a message twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_company')
    .addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('ended_session')
    .addColumn('family_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ended_session_ended_at').on('ended_session').column('ended_at').execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'varchar(32)').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'varchar(36)').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'varchar(32)').execute();
  await db.schema
    .createIndex('outbox_pending')
    .on('outbox')
    .column('next_attempt_at')
    .where('next_attempt_at', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_pending').execute();
  for (const column of ['claimed_until', 'claimed_by', 'next_attempt_at', 'attempts']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  }
  await db.schema.dropTable('ended_session').execute();
  await db.schema.alterTable('user_company').dropColumn('tokens_valid_after').execute();
}
