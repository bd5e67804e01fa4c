import { SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Whether `db` (or a transaction of it) runs on SQLite; otherwise it is PostgreSQL. */
export const isSqlite = (db: Kysely<Database>): boolean => db.getExecutor().adapter instanceof SqliteAdapter;
