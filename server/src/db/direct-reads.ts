import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { reportQuery } from './query-timing.js';
import { refuseNulParameters } from './refuse-nul.js';

/**
 * SQLite handles whose reads may run on the handle itself, by the Kysely instance they serve.
 *
 * Kysely's SQLite driver hands its one connection out through an async mutex that wakes every waiter
 * at each release: with fifty requests in flight, each statement cost dozens of promise turns beside
 * the microseconds SQLite needs. A read outside a transaction needs none of it — better-sqlite3 runs it
 * synchronously, so nothing else can run on the connection meanwhile — and runs straight on the handle
 * (docs/perf-figures.md: the read mix's CPU per request fell by about 40%).
 */
const handles = new WeakMap<object, SQLite.Database>();

/** Lets `readNow` run reads of `db` (the root Kysely instance of an SQLite file) on `handle`. */
export function readDirectly(db: object, handle: SQLite.Database): void {
  handles.set(db, handle);
}

/**
 * The rows of `query`, read at once on the SQLite handle behind `db`; undefined when it must go through
 * Kysely instead: on PostgreSQL, inside a transaction (its own connection, or the one connection that a
 * transaction holds open — reading there would see writes not committed yet), and for a statement that
 * writes. A read between the rows of a stream is fine: better-sqlite3 refuses only writes meanwhile.
 */
export function readNow<Row>(db: object, query: CompiledQuery<Row>, parameters: readonly unknown[]): Row[] | undefined {
  const handle = handles.get(db);
  if (!handle || handle.inTransaction) return undefined;
  refuseNulParameters(parameters);
  const started = performance.now();
  try {
    const statement = handle.prepare(query.sql);
    if (!statement.reader) return undefined;
    const rows = rowsOf<Row>(statement, parameters);
    reportQuery((performance.now() - started) / 1000, false, query);
    return rows;
  } catch (error) {
    reportQuery((performance.now() - started) / 1000, true, query);
    throw error;
  }
}

/** Each statement's column names, read once: the rows' keys. */
const columnNames = new WeakMap<SQLite.Statement, string[]>();
const namesOf = (statement: SQLite.Statement): string[] => statement.columns().map((column) => column.name);

/**
 * The statement's rows as objects, fetched from SQLite as arrays: better-sqlite3 builds a row array a
 * good deal faster than a row object, and the objects built here from the arrays cost less than that
 * difference (a page of 20 materials ~20% less, docs/perf-figures.md). Same keys and values as
 * `all()` gives, a later column of the same name winning as there.
 */
function rowsOf<Row>(statement: SQLite.Statement, parameters: readonly unknown[]): Row[] {
  let names = columnNames.get(statement);
  if (!names) columnNames.set(statement, (names = namesOf(statement)));
  // A column named so would set the row's prototype: such a statement gets its objects from SQLite.
  if (names.includes('__proto__')) return statement.all(parameters) as Row[];
  statement.raw(true);
  let arrays: unknown[][];
  try {
    arrays = statement.all(parameters) as unknown[][];
  } finally {
    statement.raw(false);
  }
  // SQLite prepares a statement again after a schema change; its columns may then differ.
  if (arrays.length > 0 && arrays[0]!.length !== names.length) columnNames.set(statement, (names = namesOf(statement)));
  const rows = new Array<Row>(arrays.length);
  for (let i = 0; i < arrays.length; i++) {
    const values = arrays[i]!;
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) row[names[c]!] = values[c];
    rows[i] = row as Row;
  }
  return rows;
}
