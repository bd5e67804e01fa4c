import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Content: a per-membership version that changes whenever a folder or material of that member is added,
 * changed (renamed, moved, re-owned) or removed, in any space. The content lists key their caches by it
 * (with the company's member_version, which covers the senders' names), so a cached page is never older
 * than the database, on every replica. Triggers keep it in step, so no write path can forget it.
 *
 * PostgreSQL bumps each owner once per statement (a copy of 20,000 materials is one update per
 * recipient, not 20,000), locking the owners' rows in id order so that two sends to the same members
 * cannot deadlock on them; `for no key update` does not wait for the key-share locks that inserting
 * content referencing the member takes.
 */
const TABLES = ['folder', 'material'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user_company')
    .addColumn('content_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    const bump = (where: string) => `update user_company set content_version = content_version + 1 where ${where};`;
    for (const table of TABLES) {
      await sql
        .raw(`create trigger ${table}_content_version_insert after insert on ${table} begin ${bump('id = new.owner_id')} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_content_version_update after update on ${table} begin ${bump('id in (old.owner_id, new.owner_id)')} end`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${table}_content_version_delete after delete on ${table} begin ${bump('id = old.owner_id')} end`)
        .execute(db);
    }
    return;
  }

  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    declare
      owners varchar[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct owner_id) into owners from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(distinct owner_id) into owners from old_rows;
      else
        select array_agg(distinct owner_id) into owners
          from (select owner_id from old_rows union select owner_id from new_rows) changed;
      end if;
      if owners is null then
        return null;
      end if;
      perform 1 from user_company where id = any(owners) order by id for no key update;
      update user_company set content_version = content_version + 1 where id = any(owners);
      return null;
    end
  $$`.execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `create trigger ${table}_content_version_insert after insert on ${table} referencing new table as new_rows for each statement execute function bump_content_version()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_content_version_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function bump_content_version()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_content_version_delete after delete on ${table} referencing old table as old_rows for each statement execute function bump_content_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      const trigger = `${table}_content_version_${event}`;
      await sql.raw(sqlite ? `drop trigger ${trigger}` : `drop trigger ${trigger} on ${table}`).execute(db);
    }
  }
  if (!sqlite) await sql`drop function bump_content_version()`.execute(db);
  await db.schema.alterTable('user_company').dropColumn('content_version').execute();
}
