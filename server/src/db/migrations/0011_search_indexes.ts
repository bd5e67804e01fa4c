import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Title and member-name search through an index whose cost grows with the matches, not with the space,
 * ignoring case and accents in every script (see docs/search.md).
 *
 * SQLite: FTS5 trigram tables (`remove_diacritics 1`, Unicode case folding) over folder and material
 * titles and users' names, as external-content tables keyed by the rows' rowids and kept in step by
 * triggers (foreign-key cascades fire them too). They replace `users_name_fts`, which was lower-cased in
 * ASCII only and deleted by a scan.
 *
 * PostgreSQL: `pg_trgm` GIN indexes over `search_fold(...)` = lower(unaccent(...)), titles with their
 * owner (`btree_gin`). The extensions are in contrib and trusted (a database owner may create them); without them the migration stops with a
 * sentence saying what to install.
 */
const TITLES = [
  { table: 'folder', fts: 'folder_title_fts' },
  { table: 'material', fts: 'material_title_fts' },
] as const;

const TRIGRAM = `tokenize = 'trigram remove_diacritics 1'`;

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return upSqlite(db);
  const schemaOf = async (extension: string): Promise<string> => {
    try {
      await sql.raw(`create extension if not exists ${extension} with schema public`).execute(db);
    } catch (error) {
      // Two servers migrating at once may race to create it; what matters is that it exists.
      const found = await sql<{
        schema: string;
      }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = ${extension}`.execute(db);
      if (!found.rows[0]) {
        throw new Error(
          `The PostgreSQL extension ${extension} is needed for search and could not be created (${(error as Error).message}). ` +
            `Install PostgreSQL's contrib package and run "create extension ${extension}" as the database owner, then start again.`,
        );
      }
    }
    const found = await sql<{
      schema: string;
    }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = ${extension}`.execute(db);
    return found.rows[0]!.schema;
  };
  const trgm = await schemaOf('pg_trgm');
  const unaccent = await schemaOf('unaccent');
  // btree_gin: the owner in the same GIN index as the title's trigrams, so a search reads one owner's
  // entries (GIN skips through the long lists of common trigrams), not every owner's matches.
  await schemaOf('btree_gin');
  // Immutable (unaccent() is only stable because of its default dictionary), so it can be indexed.
  await sql
    .raw(
      `create function search_fold(text) returns text language sql immutable strict parallel safe
       as $$ select lower(${unaccent}.unaccent('${unaccent}.unaccent'::regdictionary, $1)) $$`,
    )
    .execute(db);
  for (const { table } of TITLES) {
    await sql
      .raw(`create index ${table}_title_trgm_idx on ${table} using gin (owner_id, search_fold(title) ${trgm}.gin_trgm_ops)`)
      .execute(db);
  }
  await sql
    .raw(`create index users_name_trgm_idx on users using gin (search_fold(first_name || ' ' || last_name) ${trgm}.gin_trgm_ops)`)
    .execute(db);
}

/** The owner's scope code (see `scopeCode` in db/text-search.ts), in SQL so triggers need no function. */
const scopeSql = (column: string) => {
  const digit = (i: number) => `(instr('0123456789abcdef', substr(${column}, ${i}, 1)) - 1)`;
  const char = (a: number, b: number, c: number) => `char(57344 + ${digit(a)} * 256 + ${digit(b)} * 16 + ${digit(c)})`;
  return `(${char(1, 2, 3)} || ${char(4, 5, 6)} || ${char(7, 8, 10)})`;
};

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const { table, fts } of TITLES) {
    // Contentless (the titles are in the table): rows are found and deleted by rowid.
    await sql
      .raw(`create virtual table ${fts} using fts5(scope, title, content = '', contentless_delete = 1, ${TRIGRAM})`)
      .execute(db);
    await sql
      .raw(`insert into ${fts} (rowid, scope, title) select rowid, ${scopeSql('owner_id')}, title from ${table}`)
      .execute(db);
    const add = `insert into ${fts} (rowid, scope, title) values (new.rowid, ${scopeSql('new.owner_id')}, new.title);`;
    const remove = `delete from ${fts} where rowid = old.rowid;`;
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${add} end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${remove} end`).execute(db);
    await sql
      .raw(`create trigger ${fts}_update after update of title, owner_id on ${table} begin ${remove} ${add} end`)
      .execute(db);
  }

  for (const trigger of ['users_name_fts_insert', 'users_name_fts_update', 'users_name_fts_delete']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
  }
  await sql`drop table if exists users_name_fts`.execute(db);
  await sql
    .raw(
      `create virtual table users_name_search using fts5(first_name, last_name, content = 'users', content_rowid = 'rowid', ${TRIGRAM})`,
    )
    .execute(db);
  await sql`insert into users_name_search (users_name_search) values ('rebuild')`.execute(db);
  const add = 'insert into users_name_search (rowid, first_name, last_name) values (new.rowid, new.first_name, new.last_name);';
  const remove = `insert into users_name_search (users_name_search, rowid, first_name, last_name) values ('delete', old.rowid, old.first_name, old.last_name);`;
  await sql.raw(`create trigger users_name_search_insert after insert on users begin ${add} end`).execute(db);
  await sql.raw(`create trigger users_name_search_delete after delete on users begin ${remove} end`).execute(db);
  await sql
    .raw(`create trigger users_name_search_update after update of first_name, last_name on users begin ${remove} ${add} end`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const index of ['users_name_trgm_idx', 'material_title_trgm_idx', 'folder_title_trgm_idx'])
      await sql.raw(`drop index ${index}`).execute(db);
    await sql`drop function search_fold(text)`.execute(db);
    return;
  }
  for (const fts of [...TITLES.map((t) => t.fts), 'users_name_search']) {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${fts}_${event}`).execute(db);
    await sql.raw(`drop table ${fts}`).execute(db);
  }
  // Back to 0003's name index.
  await sql`create virtual table users_name_fts using fts5(name, user_id unindexed, tokenize = 'trigram')`.execute(db);
  await sql`insert into users_name_fts (name, user_id) select lower(first_name || ' ' || last_name), id from users`.execute(db);
  const add = `insert into users_name_fts (name, user_id) values (lower(new.first_name || ' ' || new.last_name), new.id);`;
  await sql.raw(`create trigger users_name_fts_insert after insert on users begin ${add} end`).execute(db);
  await sql
    .raw(
      `create trigger users_name_fts_update after update of first_name, last_name on users begin delete from users_name_fts where user_id = old.id; ${add} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_name_fts_delete after delete on users begin delete from users_name_fts where user_id = old.id; end`,
    )
    .execute(db);
}
