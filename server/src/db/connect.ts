import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { CommitEvents, withCommitHooks } from './after-commit.js';
import { migrationProvider } from './migrations/index.js';
import { timeQuery } from './query-timing.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** Where it was opened (the realtime adapter opens its own PostgreSQL connection to LISTEN). */
  url: string;
  /** PostgreSQL only: the schema in use, if not the default. */
  schema?: string;
  /** PostgreSQL only: the connection pool (its sizes are reported as metrics). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: a schema to use (and create) instead of public — used to isolate test runs. */
  schema?: string;
  poolSize?: number;
}

function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

export function connect(url: string, options: ConnectOptions = {}): DbHandle {
  if (url.startsWith('sqlite:')) {
    const file = sqliteFile(url);
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: withCommitHooks(new SqliteDialect({ database: withStatementCache(database) })), plugins: [new CommitEvents()], log: timeQuery });
    return { db, dialect: 'sqlite', url, close: () => db.destroy() };
  }
  // pg is loaded only for PostgreSQL: an SQLite server never holds it.
  const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
  const pool = new Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: withCommitHooks(new PostgresDialect({ pool })), plugins: [new CommitEvents()], log: timeQuery });
  return { db, dialect: 'postgres', url, schema: options.schema, pool, close: () => db.destroy() };
}

/**
 * `schema` (PostgreSQL) keeps Kysely's bookkeeping tables in that schema: without it the migrator sees
 * the tables of any schema on the search of its introspection and may skip creating its own.
 */
// Migration numbers are reserved per change and may land in any order: an older number can arrive
// after a newer one ran, hence allowUnorderedMigrations.
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`, { cause });
  }
}

