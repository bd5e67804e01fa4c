import { sql, SqliteAdapter, type Kysely } from 'kysely';

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

  // Name search matches any part of "first last". On SQLite a trigram full-text index answers it without
  // reading every member; triggers keep it in step with users. (PostgreSQL scans; see docs/members.md.)
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`create virtual table users_name_fts using fts5(name, user_id unindexed, tokenize = 'trigram')`.execute(db);
    await sql`insert into users_name_fts (name, user_id) select lower(first_name || ' ' || last_name), id from users`.execute(db);
    await sql`create trigger users_name_fts_insert after insert on users begin
      insert into users_name_fts (name, user_id) values (lower(new.first_name || ' ' || new.last_name), new.id);
    end`.execute(db);
    await sql`create trigger users_name_fts_update after update of first_name, last_name on users begin
      delete from users_name_fts where user_id = old.id;
      insert into users_name_fts (name, user_id) values (lower(new.first_name || ' ' || new.last_name), new.id);
    end`.execute(db);
    await sql`create trigger users_name_fts_delete after delete on users begin
      delete from users_name_fts where user_id = old.id;
    end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['users_name_fts_insert', 'users_name_fts_update', 'users_name_fts_delete']) await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    await sql`drop table users_name_fts`.execute(db);
  }
  await db.schema.dropIndex('users_name_lower_idx').execute();
  await db.schema.dropIndex('user_company_invited_by_status_idx').execute();
  await db.schema.dropIndex('user_company_company_status_role_idx').execute();
  await db.schema.dropTable('member_event').execute();
}
