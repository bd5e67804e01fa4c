import type { Kysely } from 'kysely';

/**
 * The audit trail: one row per thing a compliance officer asks about (sign-ins, invitations, archive,
 * restore, reassign, content sent and downloaded, settings). Rows are only ever inserted, and deleted by
 * the retention sweep; no column references another table, so a row outlives what it names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('action', 'varchar(48)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(24)')
    .addColumn('target_id', 'varchar(64)')
    .addColumn('target_name', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_company_idx').on('audit_log').columns(['company_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['company_id', 'actor_id', 'created_at']).execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['company_id', 'target_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['company_id', 'action', 'created_at']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
