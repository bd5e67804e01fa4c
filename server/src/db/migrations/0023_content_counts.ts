import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * How many folders and materials each folder of each member's space holds (`folder_key` '' is the
 * root), kept by the database: triggers on `folder` and `material` change the counts in the statement
 * that adds, removes or moves a row — foreign-key cascades included — so they can never drift from the
 * rows. An unfiltered list then reads its counts from one row instead of counting a 25,000-item folder
 * on every cache miss.
 *
 * A row's counts go down to 0 and the row stays until its folder is removed (or its owner, by cascade).
 * SQLite changes them row by row (one writer at a time); PostgreSQL once per statement (below).
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
  // PostgreSQL: once per statement, from its transition tables — a copy of a 1,000-item tree changes each
  // folder's row once, not 1,000 times. Named to fire after `*_content_version_*` (0008, alphabetical
  // order), which has locked the owners' rows in id order by then: two statements changing one owner's
  // counts wait for each other instead of locking count rows in opposite orders.
  for (const { table, parent, column } of PARTS) {
    const rows = (from: 'new_rows' | 'old_rows', sign: 1 | -1) =>
      `select owner_id, space, coalesce(${parent}, '') as folder_key, ${sign} as n from ${from}`;
    const apply = (changes: string) => `
      with changed as (
        select owner_id, space, folder_key, sum(n)::integer as n from (${changes}) rows
        group by owner_id, space, folder_key having sum(n) <> 0
      ), kept as (
        update content_count c set ${column} = c.${column} + changed.n from changed
        where c.owner_id = changed.owner_id and c.space = changed.space and c.folder_key = changed.folder_key
        returning c.owner_id, c.space, c.folder_key
      )
      insert into content_count (owner_id, space, folder_key, ${column})
      select owner_id, space, folder_key, n from changed
      where n > 0 and not exists (
        select 1 from kept where kept.owner_id = changed.owner_id and kept.space = changed.space and kept.folder_key = changed.folder_key
      )
      on conflict (owner_id, space, folder_key) do update set ${column} = content_count.${column} + excluded.${column};`;
    await sql
      .raw(
        `create function ${table}_count() returns trigger language plpgsql as $$
         begin
           if tg_op = 'INSERT' then
             ${apply(rows('new_rows', 1))}
           elsif tg_op = 'DELETE' then
             ${apply(rows('old_rows', -1))}
             ${table === 'folder' ? 'delete from content_count c using old_rows o where c.owner_id = o.owner_id and c.folder_key = o.id;' : ''}
           else
             ${apply(`${rows('new_rows', 1)} union all ${rows('old_rows', -1)}`)}
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const [event, tables] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_count_${event} after ${event} on ${table} referencing ${tables}
           for each statement execute function ${table}_count()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const { table } of PARTS) {
    for (const event of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger ${table}_count_${event}${sqlite ? '' : ` on ${table}`}`).execute(db);
    if (!sqlite) await sql.raw(`drop function ${table}_count()`).execute(db);
  }
  await db.schema.dropTable('content_count').execute();
}
