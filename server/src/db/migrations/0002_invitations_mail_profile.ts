import type { Kysely } from 'kysely';

/** Invitations, the mail outbox, notifications, one-time account tokens, and company/user profile columns. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['address', 'phone', 'website', 'email']) {
    await db.schema.alterTable('company').addColumn(column, 'varchar(320)').execute();
  }
  await db.schema.alterTable('company').addColumn('logo', 'varchar(100)').execute();
  await db.schema.alterTable('users').addColumn('avatar', 'varchar(100)').execute();

  await db.schema
    .createTable('company_invitation')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('company_id', 'varchar(36)', (c) => c.references('company.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invitation')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('inviter_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invitation_inviter_idx').on('invitation').column('inviter_id').execute();
  await db.schema.createIndex('invitation_company_email_idx').on('invitation').columns(['company_id', 'email']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.references('company.id').onDelete('set null'))
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('notification')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('membership_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(300)')
    .addColumn('read_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_membership_idx').on('notification').columns(['membership_id', 'created_at']).execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_change')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['email_change', 'password_reset', 'notification', 'outbox', 'invitation', 'company_invitation']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('avatar').execute();
  for (const column of ['address', 'phone', 'website', 'email', 'logo']) {
    await db.schema.alterTable('company').dropColumn(column).execute();
  }
}
