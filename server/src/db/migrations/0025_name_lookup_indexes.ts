import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * A new or renamed item gets a free name in its folder (`freeName`: "report (2).pdf"), which reads the
 * titles there that start like it, compared in lower case. Read through the listing index, that meant
 * every item of the folder: 14 ms for a top level of 36,000 materials, inside the write's transaction.
 * These indexes hold each folder's titles in lower case, so the lookup reads only the titles that start
 * like the name (0.1 ms there). PostgreSQL's key compares bytes (`collate "C"`), as SQLite's does, so a
 * prefix is one range of the index on both. On SQLite the index also holds the title and the id, all the
 * lookup reads: without them its planner prefers the listing index, which holds them, and reads the
 * whole folder from it.
 */
const INDEXES = [
  { name: 'folder_name_idx', table: 'folder', parent: 'parent_id' },
  { name: 'material_name_idx', table: 'material', parent: 'folder_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const key = sqlite ? 'lower(title), title, id' : '(lower(title) collate "C")';
  for (const { name, table, parent } of INDEXES)
    await sql.raw(`create index ${name} on ${table} (owner_id, space, ${parent}, ${key})`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await sql.raw(`drop index ${name}`).execute(db);
}
