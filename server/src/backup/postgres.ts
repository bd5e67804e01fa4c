import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Migrator, sql, type Kysely, type Transaction } from 'kysely';
import { DIR_MODE } from '../lib/private-files.js';
import type { DbHandle } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { migrationProvider } from '../db/migrations/index.js';
import { BackupError, sha256OfFile } from './manifest.js';
import type { SnapshotContents } from './sqlite.js';

const PG_DIR = 'database';
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
const FETCH = 2000;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMETERS = 30_000;

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function tableNames(db: AnyDb): Promise<string[]> {
  const result = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return result.rows.map((r) => r.name).filter((name) => !MIGRATION_TABLES.has(name));
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

async function exportTable(trx: Transaction<Database>, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  // Generated columns (the folded titles of 0024) are made again from the row when it is restored.
  const columns = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`.execute(
    trx,
  );
  const list = sql.join(columns.rows.map((c) => sql.ref(c.name)));
  await sql`declare backup_rows no scroll cursor for select ${list} from ${sql.table(table)}`.execute(trx);
  for (;;) {
    const batch = await sql<Record<string, unknown>>`fetch forward ${sql.lit(FETCH)} from backup_rows`.execute(trx);
    for (const row of batch.rows) await write(out, `${JSON.stringify(row)}\n`);
    rows += batch.rows.length;
    if (batch.rows.length < FETCH) break;
  }
  await sql`close backup_rows`.execute(trx);
  out.end();
  await once(out, 'close');
  return rows;
}

/**
 * A logical export: every table of the schema into `database/<table>.jsonl`, read inside one
 * REPEATABLE READ, READ ONLY transaction — one consistent snapshot while the server keeps writing,
 * which is what pg_dump does too. The blob list and the migrations come from the same snapshot.
 */
export async function snapshotPostgres(
  handle: DbHandle,
  dir: string,
): Promise<SnapshotContents & { files: Record<string, { file: string; sha256: string }> }> {
  await mkdir(path.join(dir, PG_DIR), { recursive: true, mode: DIR_MODE });
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const tables: Record<string, number> = {};
      const files: Record<string, { file: string; sha256: string }> = {};
      for (const table of await tableNames(trx)) {
        const file = path.join(PG_DIR, `${table}.jsonl`);
        tables[table] = await exportTable(trx, table, path.join(dir, file));
        files[table] = { file, sha256: await sha256OfFile(path.join(dir, file)) };
      }
      const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx);
      const blobs = await trx
        .selectFrom('blob')
        .select(['sha256', 'size', 'storage_key', 'ref_count'])
        .orderBy('sha256')
        .execute();
      return {
        tables,
        files,
        migrations: migrations.rows.map((r) => r.name),
        blobs: blobs.map((b) => ({ sha256: b.sha256, size: Number(b.size), storageKey: b.storage_key, refCount: b.ref_count })),
      };
    });
}

export async function assertPostgresEmpty(handle: DbHandle): Promise<void> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema()`.execute(handle.db);
  if (tables.rows.length > 0) {
    const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    throw new BackupError(
      `The PostgreSQL schema "${schema.rows[0]?.schema}" already has ${tables.rows.length} table(s) (${tables.rows
        .slice(0, 5)
        .map((t) => t.name)
        .join(', ')}…). Restore into an empty database or a new DATABASE_SCHEMA.`,
    );
  }
}

/** Builds exactly the backup's migrations, so its rows fit; the server migrates further when it starts. */
async function migrateTo(handle: DbHandle, names: string[]): Promise<void> {
  const known = await migrationProvider.getMigrations();
  const unknown = names.filter((name) => !(name in known));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup was made by a newer Cascade (unknown migrations: ${unknown.join(', ')}). Restore it with that version.`,
    );
  }
  const wanted = Object.fromEntries(names.map((name) => [name, known[name]!]));
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => wanted },
    allowUnorderedMigrations: true,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw new Error(`Creating the tables failed: ${(error as Error).message}`, { cause: error });
}

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  refColumn: string;
}

async function foreignKeys(db: AnyDb): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`select cl.relname as "table", a.attname as "column",
      rcl.relname as "references", ra.attname as "refColumn"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_class rcl on rcl.oid = c.confrelid
    cross join lateral unnest(c.conkey, c.confkey) as k(col, refcol)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = k.refcol
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return result.rows;
}

/** Tables ordered so that every table comes after the ones it refers to. */
function loadOrder(tables: string[], keys: ForeignKey[]): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) if (key.table === table && key.references !== table) visit(key.references, path);
    placed.add(table);
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table, new Set());
  return order;
}

async function* readRows(file: string): AsyncGenerator<Record<string, unknown>> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as Record<string, unknown>;
}

/** Rows of a table that refers to itself (folders in folders), parents before children. */
function parentsFirst(rows: Record<string, unknown>[], selfKeys: ForeignKey[]): Record<string, unknown>[] {
  const seen = new Map(selfKeys.map((k) => [k.refColumn, new Set<unknown>()]));
  const ordered: Record<string, unknown>[] = [];
  let pending = rows;
  while (pending.length > 0) {
    const later: Record<string, unknown>[] = [];
    for (const row of pending) {
      const ready = selfKeys.every(
        (k) => row[k.column] === null || row[k.column] === row[k.refColumn] || seen.get(k.refColumn)!.has(row[k.column]),
      );
      if (!ready) {
        later.push(row);
        continue;
      }
      ordered.push(row);
      for (const k of selfKeys) seen.get(k.refColumn)!.add(row[k.refColumn]);
    }
    if (later.length === pending.length) return ordered.concat(later); // a cycle: the insert names it
    pending = later;
  }
  return ordered;
}

async function insertAll(
  trx: AnyDb,
  table: string,
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
) {
  let batch: Record<string, unknown>[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length > 0) await trx.insertInto(table).values(batch).execute();
    batch = [];
  };
  for await (const row of rows) {
    if (batch.length === 0) size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(row).length)));
    batch.push(row);
    if (batch.length >= size) await flush();
  }
  await flush();
}

/**
 * Creates the backup's tables in the (empty) schema, then loads every table in one transaction,
 * referred-to tables first. The tables' own triggers (cache version counters) are off while loading,
 * so the rows come back exactly as saved; foreign keys are checked as usual.
 */
export async function restorePostgres(
  handle: DbHandle,
  dir: string,
  files: Record<string, { file: string }>,
  migrations: string[],
  collected: string[],
): Promise<Record<string, number>> {
  await migrateTo(handle, migrations);
  const db = handle.db as unknown as AnyDb;
  const existing = new Set(await tableNames(db));
  const missing = Object.keys(files).filter((table) => !existing.has(table));
  if (missing.length > 0) throw new BackupError(`The backup has tables this schema lacks: ${missing.join(', ')}.`);
  const keys = await foreignKeys(db);
  await db.transaction().execute(async (trx) => {
    for (const table of loadOrder(Object.keys(files), keys)) {
      const file = path.join(dir, files[table]!.file);
      const selfKeys = keys.filter((k) => k.table === table && k.references === table);
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
      if (selfKeys.length === 0) await insertAll(trx, table, readRows(file));
      else {
        const rows: Record<string, unknown>[] = [];
        for await (const row of readRows(file)) rows.push(row);
        await insertAll(trx, table, parentsFirst(rows, selfKeys));
      }
      await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    }
    if (collected.length > 0) await trx.deleteFrom('blob').where('sha256', 'in', collected).where('ref_count', '<=', 0).execute();
  });
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(row.rows[0]!.n);
  }
  return counts;
}
