import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isSqlite } from './dialect.js';
import { escapeLike } from './like.js';
import type { Database } from './schema.js';

/**
 * Searches that find what people type: every word, in any order, as any part of the text, ignoring
 * case and accents in every script; `%`, `_` and `\` are plain characters. Words of three characters
 * or more go through the search index of migration 0011 (FTS5 trigram tables on SQLite, pg_trgm GIN
 * indexes on PostgreSQL), so a search costs by its matches; shorter words only narrow those matches
 * (or, alone, are compared row by row within the list's own index range).
 */

/** Lower case without diacritics: "RÉSUMÉ" and "résumé" → "resume". The same on both databases. */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** The distinct folded words of a search, longest first (the most selective drive the index). */
export function searchWords(text: string | undefined): string[] {
  const words = foldText(text ?? '')
    .split(/\s+/u)
    .filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
}

const indexable = (word: string): boolean => [...word].length >= 3;

/** `search_fold(text)`: SQL on PostgreSQL and a function registered on SQLite. */
const folded = (text: Expression<string>) => sql<string>`search_fold(${text})`;

/**
 * A LIKE of text already folded (`folded`, or a column that keeps it so) against a folded pattern.
 *
 * On PostgreSQL the pattern is folded in a scalar subquery, which runs once per execution. Written
 * as `search_fold($n)`, a prepared statement's generic plan folds it again for every row that it
 * checks. That means an `unaccent` per row: the rows that a word's trigrams find must be compared
 * anew. For 15,000 matches this made the page statement 25 ms → 41 ms (docs/perf-figures.md).
 * Backslash is PostgreSQL's default LIKE escape, the one `escapeLike` writes. SQLite has no default
 * escape, so it is named there, and SQLite folds a constant argument of a deterministic function only once.
 */
const foldedLike = (db: Kysely<Database>, text: Expression<string>, pattern: string) =>
  isSqlite(db)
    ? sql<SqlBool>`${text} like search_fold(${pattern}) escape '\\'`
    : sql<SqlBool>`${text} like (select search_fold(${pattern}))`;

/** The FTS5 query for the indexable words: each a quoted phrase (no operator is read from the search). */
const ftsQuery = (words: string[], column?: string): string =>
  words
    .filter(indexable)
    .map((w) => `${column ? `${column} : ` : ''}"${w.replaceAll('"', '""')}"`)
    .join(' AND ');

/**
 * Three private-use characters from an owner's id: indexed as the `scope` column beside each title on
 * SQLite, one trigram that only that owner's rows carry (a collision only widens what the owner filter
 * then narrows). `scope : "…" AND title : "…"` lets FTS5 step through the owner's rows and seek in the
 * long lists of common trigrams, so a search costs by the owner's rows, not the whole table's matches.
 * The same arithmetic is in SQL in migration 0011.
 */
export function scopeCode(ownerId: string): string {
  const digit = (i: number) => '0123456789abcdef'.indexOf(ownerId.charAt(i));
  const char = (a: number, b: number, c: number) => String.fromCharCode(57344 + digit(a) * 256 + digit(b) * 16 + digit(c));
  return char(0, 1, 2) + char(3, 4, 5) + char(6, 7, 9);
}

/**
 * A space this small is searched row by row on SQLite (folding each title): reading a few hundred index
 * entries costs less than seeking through the trigram index's segments (measured: ~35 titles 0.1 ms
 * against 1–6 ms).
 */
export const SMALL_SPACE = 400;

/**
 * A title search as the parameters of a query built once per shape (`queryShapes`): `shape` says which
 * parts the condition has, `params` their values — `search_fts` (the FTS5 query: the owner's scope, then
 * the indexable words) and `search_like<i>` (a folded LIKE pattern per word). Null without words.
 */
type SearchParams = Readonly<Record<`search_${string}`, string>>;

export interface TitleSearch {
  shape: { indexable: boolean[]; rowByRow: boolean } | null;
  params: SearchParams;
}

/**
 * The search for `words` in one owner's titles. `rowByRow` (SQLite, a small space) compares each title
 * instead of asking the index; PostgreSQL always compares by LIKE (its trigram indexes serve them).
 */
export function titleSearch(ownerId: string, words: string[], rowByRow: boolean): TitleSearch {
  if (words.length === 0) return { shape: null, params: {} };
  const params: Record<`search_${string}`, string> = {};
  words.forEach((w, i) => (params[`search_like${i}`] = `%${escapeLike(w)}%`));
  const titles = ftsQuery(words, 'title');
  // The owner's scope first: FTS5 then steps through the owner's rows only.
  if (titles) params.search_fts = `scope : "${scopeCode(ownerId)}" AND ${titles}`;
  return { shape: { indexable: words.map(indexable), rowByRow }, params };
}

/** Whether SQLite's search of `table` starts from the title index's matches (`searchedFrom`). */
const fromMatches = (db: Kysely<Database>, table: 'folder' | 'material' | 'intake_form', shape: TitleSearch['shape']) =>
  isSqlite(db) && shape !== null && !shape.rowByRow && table !== 'intake_form' && shape.indexable.some(Boolean);

/**
 * The rows of `table` (folder or material) a list reads, unaliased: the table itself, or for a search
 * through the title index on SQLite the index's matches first, each joined to its row by rowid — then the
 * owner's filters and the short words narrow those rows. A search so costs by its matches, not by the
 * owner's space: asked as `rowid in (…matches)`, SQLite's planner walks the owner's whole range of the
 * listing index and checks each row against them (26 ms for no match in a 190,000-item space).
 * `cross join` keeps that order (SQLite never reorders a CROSS JOIN). The matches' table has one column,
 * `hit`: the query's other columns are the table's, unqualified, as without a search.
 */
export function searchedFrom<T extends 'folder' | 'material'>(
  db: Kysely<Database>,
  table: T,
  shape: TitleSearch['shape'],
  p: SearchParams,
): SelectQueryBuilder<Database, T, object> {
  if (!fromMatches(db, table, shape)) return db.selectFrom(table as 'material') as never;
  const fts = sql.table(`${table}_title_fts`);
  const hits = sql<{ hit: number }>`(select rowid as hit from ${fts} where ${fts} match ${p.search_fts})`.as('hits');
  return db
    .selectFrom(hits)
    .crossJoin(table as 'material')
    .where(sql<SqlBool>`${sql.ref(`${table}.rowid`)} = hits.hit`) as never;
}

/**
 * Every word of a title search within `title` of the rows of `table` (folder, material or intake form)
 * of one owner, for a query on that table (unaliased, read through `searchedFrom`) that also filters by
 * that owner; `p` holds the search's params (or their stand-ins). Null when there are no words, or when
 * the rows read are already the title index's matches and every word went into its query.
 */
export function titleCondition(
  db: Kysely<Database>,
  table: 'folder' | 'material' | 'intake_form',
  shape: TitleSearch['shape'],
  p: SearchParams,
): Expression<SqlBool> | null {
  if (!shape) return null;
  // On PostgreSQL folders and materials keep their title folded (0024), and the trigram index is over it.
  const title =
    isSqlite(db) || table === 'intake_form'
      ? folded(sql.ref<string>(`${table}.title`))
      : sql.ref<string>(`${table}.title_folded`);
  const all = shape.indexable.map((_, i) => foldedLike(db, title, p[`search_like${i}`]!));
  // A client's intake forms are few: they have no trigram index and are compared row by row.
  if (!isSqlite(db) || shape.rowByRow || table === 'intake_form') return sql<SqlBool>`(${sql.join(all, sql` and `)})`;
  // The rows are the index's matches already (`searchedFrom`): only the words too short for it are left.
  const short = all.filter((_, i) => !shape.indexable[i]);
  if (fromMatches(db, table, shape)) return short.length ? sql<SqlBool>`(${sql.join(short, sql` and `)})` : null;
  return sql<SqlBool>`(${sql.join(short, sql` and `)})`;
}

/**
 * A name search as the parameters of a query built once per shape, as `titleSearch`: `search_fts` (the
 * FTS5 query of the indexable words, SQLite) and `search_like<i>` (a folded LIKE pattern per word).
 */
export interface NameSearch {
  shape: { indexable: boolean[] } | null;
  params: SearchParams;
}

export function nameSearch(words: string[]): NameSearch {
  if (words.length === 0) return { shape: null, params: {} };
  const params: Record<`search_${string}`, string> = {};
  words.forEach((w, i) => (params[`search_like${i}`] = `%${escapeLike(w)}%`));
  const query = ftsQuery(words);
  if (query) params.search_fts = query;
  return { shape: { indexable: words.map(indexable) }, params };
}

/**
 * Every word of a name search within the first or last name of `users as u`; `p` holds the search's
 * params (or their stand-ins). Null when there are no words.
 */
export function nameCondition(db: Kysely<Database>, shape: NameSearch['shape'], p: SearchParams): Expression<SqlBool> | null {
  if (!shape) return null;
  const name = folded(sql<string>`u.first_name || ' ' || u.last_name`);
  const all = shape.indexable.map((_, i) => foldedLike(db, name, p[`search_like${i}`]!));
  if (!isSqlite(db)) return sql<SqlBool>`(${sql.join(all, sql` and `)})`;
  const conditions: Expression<SqlBool>[] = [];
  if (shape.indexable.some(Boolean))
    conditions.push(sql<SqlBool>`u.rowid in (select rowid from users_name_search where users_name_search match ${p.search_fts})`);
  conditions.push(...all.filter((_, i) => !shape.indexable[i]));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The list statements with a search run unprepared on PostgreSQL (`queryShapes`' `prepared`), so each
 * run is planned with its owner and words. Prepared, the sixth run of a shape may get PostgreSQL's
 * generic plan, made for an average owner: it reads the owner's rows through a listing index and checks
 * each title instead of asking the trigram index — in a 20,000-item space 8.5–13.7 ms against 1.2–1.8.
 * Planning each run costs ~0.4 ms (docs/search.md). Other lists' plans do not depend on their values
 * and stay prepared.
 */
export const plannedPerSearch = { prepared: (shape: { search: unknown }) => shape.search === null };
