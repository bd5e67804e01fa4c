import { sql, type Kysely } from 'kysely';

/**
 * Members: an audit trail of what happened to each membership (archived, restored, reassigned, invited…),
 * and the indexes the member lists need on a company of tens of thousands of members.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_event')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('company.id').onDelete('cascade'))
    .addColumn('member_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('actor_id', 'varchar(36)', (c) => c.references('user_company.id').onDelete('set null'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_event_member_idx').on('member_event').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('member_event_company_idx').on('member_event').columns(['company_id', 'created_at']).execute();

  // Lists filter by company, status and role; downline counts by upline and status.
  await db.schema.createIndex('user_company_company_status_role_idx').on('user_company').columns(['company_id', 'status', 'role']).execute();
  await db.schema.createIndex('user_company_invited_by_status_idx').on('user_company').columns(['invited_by_id', 'status']).execute();
  // The default order of the lists: by name as it is shown, case-insensitively.
  await db.schema.createIndex('users_name_lower_idx').on('users').expression(sql`lower(first_name), lower(last_name)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_name_lower_idx').execute();
  await db.schema.dropIndex('user_company_invited_by_status_idx').execute();
  await db.schema.dropIndex('user_company_company_status_role_idx').execute();
  await db.schema.dropTable('member_event').execute();
}
