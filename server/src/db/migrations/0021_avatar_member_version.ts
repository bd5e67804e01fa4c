import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The member lists show each member's photo, so a new avatar changes what a list shows: the users
 * trigger of 0005 bumps `company.member_version` on an avatar change too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger users_version_name`.execute(db);
    await sql
      .raw(
        `create trigger users_version_name after update of first_name, last_name, email, phone, avatar on users begin update company set member_version = member_version + 1 where id in (select company_id from user_company where user_id = new.id); end`,
      )
      .execute(db);
    return;
  }
  await sql`drop trigger users_member_version on users`.execute(db);
  await sql`create trigger users_member_version after update of first_name, last_name, email, phone, avatar on users
    for each row execute function bump_member_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`drop trigger users_version_name`.execute(db);
    await sql
      .raw(
        `create trigger users_version_name after update of first_name, last_name, email, phone on users begin update company set member_version = member_version + 1 where id in (select company_id from user_company where user_id = new.id); end`,
      )
      .execute(db);
    return;
  }
  await sql`drop trigger users_member_version on users`.execute(db);
  await sql`create trigger users_member_version after update of first_name, last_name, email, phone on users
    for each row execute function bump_member_version()`.execute(db);
}
