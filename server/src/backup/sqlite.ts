import SQLite from 'better-sqlite3';
import { copyFile, rename, rm, stat } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SnapshotBlob } from './blobs.js';
import { BackupError } from './manifest.js';

export const SQLITE_FILE = 'database.sqlite';
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

const sqliteFileOf = (url: string): string => path.resolve(url.replace(/^sqlite:(\/\/)?/, ''));

export interface SnapshotContents {
  tables: Record<string, number>;
  migrations: string[];
  blobs: SnapshotBlob[];
}

/** The application's tables: not SQLite's own, not the search indexes (virtual tables and their shadow tables). */
function tableNames(db: SQLite.Database): string[] {
  const rows = db
    .prepare(`select name, sql from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name`)
    .all() as { name: string; sql: string }[];
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql)).map((r) => r.name);
  return rows
    .map((r) => r.name)
    .filter((name) => !MIGRATION_TABLES.has(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)));
}

function countSqliteRows(db: SQLite.Database): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of tableNames(db)) {
    counts[name] = (db.prepare(`select count(*) as n from "${name.replace(/"/g, '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

/**
 * SQLite's online backup API copies the database page by page while the server keeps writing (WAL);
 * a write between two steps restarts the copy, so the whole rest is copied in one step. The copy is
 * one self-contained file (rollback journal), checked with quick_check, and read for the manifest.
 */
export async function snapshotSqlite(url: string, dest: string): Promise<SnapshotContents> {
  const file = sqliteFileOf(url);
  if (!(await stat(file).catch(() => null))) throw new BackupError(`There is no database at ${file}.`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(dest, { progress: () => 1 << 30 });
  } finally {
    source.close();
  }
  const copy = new SQLite(dest, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The database copy failed its integrity check: ${String(check)}`);
    return {
      tables: countSqliteRows(copy),
      migrations: (copy.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
        (r) => r.name,
      ),
      blobs: (
        copy.prepare('select sha256, size, storage_key, ref_count from blob order by sha256').all() as {
          sha256: string;
          size: number;
          storage_key: string;
          ref_count: number;
        }[]
      ).map((b) => ({ sha256: b.sha256, size: Number(b.size), storageKey: b.storage_key, refCount: b.ref_count })),
    };
  } finally {
    copy.close();
  }
}

/** Refuses a database that has tables; an empty file (or none) is fine. */
export async function assertSqliteEmpty(url: string): Promise<void> {
  const file = sqliteFileOf(url);
  const info = await stat(file).catch(() => null);
  if (!info || info.size === 0) return;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const tables = db.prepare(`select count(*) as n from sqlite_schema where type = 'table'`).get() as { n: number };
    if (tables.n > 0) {
      throw new BackupError(
        `The database ${file} is not empty. Restore into an empty data folder (or point DATABASE_URL at a new file).`,
      );
    }
  } finally {
    db.close();
  }
}

/**
 * Puts the backed-up file in place (copied beside the target, then renamed), drops the rows of blobs
 * collected during the backup, and returns the row counts of the restored database.
 */
export async function restoreSqlite(url: string, source: string, collected: string[]): Promise<Record<string, number>> {
  const file = sqliteFileOf(url);
  mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
  const temp = `${file}.restoring`;
  await copyFile(source, temp);
  await rename(temp, file);
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('foreign_keys = ON');
    const drop = db.prepare('delete from blob where sha256 = ? and ref_count <= 0');
    db.transaction(() => collected.forEach((sha) => drop.run(sha)))();
    db.pragma('journal_mode = WAL');
    return countSqliteRows(db);
  } finally {
    db.close();
  }
}
