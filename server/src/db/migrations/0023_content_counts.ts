import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * How many folders and materials each folder of each member's space holds (`folder_key` '' is the
 * root), kept by the database: triggers on `folder` and `material` change the counts in the statement
 * that adds, removes or moves a row — foreign-key cascades included — so they can never drift from the
 * rows. An unfiltered list then reads its counts from one row instead of counting a 25,000-item folder
 * on every cache miss.
 *
 * A row's counts go down to 0 and the row stays until its folder is removed (or its owner, by cascade).
 */
const PARTS = [
  { table: 'folder', parent: 'parent_id', column: 'folders' },
  { table: 'material', parent: 'folder_id', column: 'materials' },
] as const;

const key = (row: 'new' | 'old', parent: string) => `${row}.owner_id, ${row}.space, coalesce(${row}.${parent}, '')`;
const add = (parent: string, column: string) =>
  `insert into content_count (owner_id, space, folder_key, ${column}) values (${key('new', parent)}, 1)
     on conflict (owner_id, space, folder_key) do update set ${column} = content_count.${column} + 1;`;
const remove = (parent: string, column: string) =>
  `update content_count set ${column} = ${column} - 1
     where owner_id = old.owner_id and space = old.space and folder_key = coalesce(old.${parent}, '');`;
/** A removed folder's own row goes with it (whatever its cascade has left there is 0 by then, or soon). */
const forget = `delete from content_count where owner_id = old.owner_id and folder_key = old.id;`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_count')
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('user_company.id').onDelete('cascade'))
    .addColumn('space', 'varchar(8)', (c) => c.notNull())
    .addColumn('folder_key', 'varchar(36)', (c) => c.notNull())
    .addColumn('folders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('materials', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('content_count_pk', ['owner_id', 'space', 'folder_key'])
    .execute();
  await sql`
    insert into content_count (owner_id, space, folder_key, folders, materials)
    select owner_id, space, folder_key, sum(folders), sum(materials) from (
      select owner_id, space, coalesce(parent_id, '') as folder_key, 1 as folders, 0 as materials from folder
      union all
      select owner_id, space, coalesce(folder_id, ''), 0, 1 from material
    ) rows
    group by owner_id, space, folder_key`.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const { table, parent, column } of PARTS) {
      const moved = `old.owner_id is not new.owner_id or old.space is not new.space or old.${parent} is not new.${parent}`;
      await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${add(parent, column)} end`).execute(db);
      await sql
        .raw(
          `create trigger ${table}_count_delete after delete on ${table} begin ${remove(parent, column)} ${table === 'folder' ? forget : ''} end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_count_update after update of owner_id, space, ${parent} on ${table} when ${moved}
           begin ${remove(parent, column)} ${add(parent, column)} end`,
        )
        .execute(db);
    }
    return;
  }
  for (const { table, parent, column } of PARTS) {
    await sql
      .raw(
        `create function ${table}_count() returns trigger language plpgsql as $$
         begin
           if tg_op = 'UPDATE' and (old.owner_id, old.space, old.${parent}) is not distinct from (new.owner_id, new.space, new.${parent}) then
             return null;
           end if;
           if tg_op in ('DELETE', 'UPDATE') then
             ${remove(parent, column)}
             ${table === 'folder' ? `if tg_op = 'DELETE' then ${forget} end if;` : ''}
           end if;
           if tg_op in ('INSERT', 'UPDATE') then
             ${add(parent, column)}
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count after insert or delete or update of owner_id, space, ${parent} on ${table}
         for each row execute function ${table}_count()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const { table } of PARTS) {
    if (sqlite) {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${table}_count_${event}`).execute(db);
    } else {
      await sql.raw(`drop trigger ${table}_count on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_count()`).execute(db);
    }
  }
  await db.schema.dropTable('content_count').execute();
}
