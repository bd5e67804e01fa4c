import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { DIR_MODE, keepFilesPrivate } from '../lib/private-files.js';
import path from 'node:path';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { CommitEvents, withCommitHooks } from './after-commit.js';
import { preparedName } from './compiled.js';
import { ANALYSIS_LIMIT } from './planner-statistics.js';
import { readDirectly } from './direct-reads.js';
import { withNulRefused } from './refuse-nul.js';
import { withImmediateTransactions } from './immediate.js';
import { migrationProvider } from './migrations/index.js';
import { timeQuery } from './query-timing.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';
import { foldText } from './text-search.js';

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
  connectTimeoutMs?: number;
  /** Told about connections that failed outside a query (the database restarted); logged by the app. */
  onConnectionError?: (error: Error) => void;
}

/**
 * A PostgreSQL restart terminates every connection (57P01). pg reports that as an `'error'` event on the
 * pool (idle connections) or on the client (one checked out between two queries of a transaction); an
 * unhandled `'error'` event ends the process. Both are only logged: the query in progress fails on its
 * own (503), and the pool opens fresh connections once the database is back.
 */
export function guardPool(pool: pg.Pool, onError: (error: Error) => void = () => {}): void {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
}

/**
 * Statements built once per shape (`queryShapes`) run as named prepared statements: each connection
 * parses and plans one the first time it runs it, then only binds the values. Other SQL is unchanged.
 */
function preparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const name = typeof text === 'string' && Array.isArray(values) && args.length === 2 ? preparedName(text) : undefined;
      return name ? query({ name, text, values }) : query(...args);
    };
  });
}

function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '');
}

export function connect(url: string, options: ConnectOptions = {}): DbHandle {
  if (url.startsWith('sqlite:')) {
    const file = sqliteFile(url);
    // The database, its -wal and -shm are 0600 in a 0700 folder whatever the umask (lib/private-files.ts).
    keepFilesPrivate();
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: DIR_MODE });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    // ANALYZE on this connection (optimize, a migration's) keeps averages only: planner-statistics.ts.
    database.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
    // The same folding as PostgreSQL's search_fold (migration 0011), for search words too short to index.
    database.function(
      'search_fold',
      { deterministic: true },
      (text: unknown) => (typeof text === 'string' ? foldText(text) : text) as string,
    );
    const statements = withStatementCache(database);
    const db = new Kysely<Database>({
      dialect: withCommitHooks(withNulRefused(withImmediateTransactions(new SqliteDialect({ database: statements })))),
      plugins: [new CommitEvents()],
      log: timeQuery,
    });
    readDirectly(db, statements);
    return { db, dialect: 'sqlite', url, close: () => db.destroy() };
  }
  // pg is loaded only for PostgreSQL: an SQLite server never holds it.
  const { Pool } = createRequire(import.meta.url)('pg') as typeof pg;
  const pool = new Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // While the database is away a request fails fast (503) instead of queueing for a connection.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  guardPool(pool, options.onConnectionError);
  preparedStatements(pool);
  const db = new Kysely<Database>({
    dialect: withCommitHooks(withNulRefused(new PostgresDialect({ pool }))),
    plugins: [new CommitEvents()],
    log: timeQuery,
  });
  return { db, dialect: 'postgres', url, schema: options.schema, pool, close: () => db.destroy() };
}

/**
 * `schema` (PostgreSQL) keeps Kysely's bookkeeping tables in that schema: without it the migrator sees
 * the tables of any schema on the search of its introspection and may skip creating its own.
 */
// Migration numbers are reserved per change and may land in any order: an older number can arrive
// after a newer one ran, hence allowUnorderedMigrations.
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? failed?.migrationName));
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${cause.message}`, { cause });
  }
}
