import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Members: a per-company version that changes whenever anything a member list filters, sorts on or
 * shows changes (a membership added, removed, archived, restored, reassigned, its role; a member's
 * name, email or phone).
 * The lists key their cached match sets by it, so a cached answer is never older than the database,
 * on every replica. Triggers keep it in step, so no write path (nor a direct insert) can forget it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company').addColumn('member_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = (where: string) => `update company set member_version = member_version + 1 where ${where};`;
    await sql
      .raw(`create trigger user_company_version_insert after insert on user_company begin ${bump('id = new.company_id')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger user_company_version_update after update of company_id, user_id, role, status, invited_by_id on user_company begin ${bump('id in (old.company_id, new.company_id)')} end`,
      )
      .execute(db);
    await sql.raw(`create trigger user_company_version_delete after delete on user_company begin ${bump('id = old.company_id')} end`).execute(db);
    await sql
      .raw(
        `create trigger users_version_name after update of first_name, last_name, email, phone on users begin ${bump('id in (select company_id from user_company where user_id = new.id)')} end`,
      )
      .execute(db);
    return;
  }

  await sql`create function bump_member_version() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'users' then
        update company set member_version = member_version + 1
          where id in (select company_id from user_company where user_id = new.id);
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update company set member_version = member_version + 1 where id = old.company_id;
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.company_id <> old.company_id) then
        update company set member_version = member_version + 1 where id = new.company_id;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger user_company_member_version
    after insert or delete or update of company_id, user_id, role, status, invited_by_id on user_company
    for each row execute function bump_member_version()`.execute(db);
  await sql`create trigger users_member_version after update of first_name, last_name, email, phone on users
    for each row execute function bump_member_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['user_company_version_insert', 'user_company_version_update', 'user_company_version_delete', 'users_version_name']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
  } else {
    await sql`drop trigger users_member_version on users`.execute(db);
    await sql`drop trigger user_company_member_version on user_company`.execute(db);
    await sql`drop function bump_member_version()`.execute(db);
  }
  await db.schema.alterTable('company').dropColumn('member_version').execute();
}
