import type { Kysely } from 'kysely';

/**
 * Mail beyond invitations and resets (services/mail-events): each member's choices per kind of event
 * (in the app only, at once, in the digest) with their digest frequency, hour and time zone; the company's
 * defaults set by its admins; and the queue of notifications waiting to be mailed — at once after a short
 * hold (action mail) or in the member's next digest — claimed by one process at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_preference')
    .addColumn('membership_id', 'varchar(36)', (c) => c.primaryKey().references('user_company.id').onDelete('cascade'))
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('digest_frequency', 'varchar(16)')
    .addColumn('digest_hour', 'integer')
    .addColumn('time_zone', 'varchar(64)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('company_mail_default')
    .addColumn('company_id', 'varchar(36)', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
    .addColumn('channels', 'text', (c) => c.notNull())
    .addColumn('digest_frequency', 'varchar(16)')
    .addColumn('digest_hour', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notification_mail')
    .addColumn('notification_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(36)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('done_at', 'varchar(32)')
    .addColumn('outcome', 'varchar(16)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // What is due and not done: the senders' scans. Done rows drop out of the index's useful range.
  await db.schema.createIndex('notification_mail_due').on('notification_mail').columns(['channel', 'done_at', 'due_at']).execute();
  await db.schema
    .createIndex('notification_mail_member')
    .on('notification_mail')
    .columns(['membership_id', 'channel', 'done_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_mail').execute();
  await db.schema.dropTable('company_mail_default').execute();
  await db.schema.dropTable('mail_preference').execute();
}
