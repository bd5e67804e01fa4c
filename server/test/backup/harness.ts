import SQLite from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { Manifest, Site } from '../../src/backup/index.js';
import { loadConfig } from '../../src/config.js';
import { connect, type DbHandle } from '../../src/db/connect.js';
import { createStorage } from '../../src/storage/index.js';
import { API, multipart } from '../helpers/content.js';
import type { TestApp } from '../helpers/app.js';

export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

export async function siteOf(t: TestApp): Promise<Site> {
  return {
    databaseUrl: t.config.databaseUrl,
    databaseSchema: t.db.schema,
    dataDir: t.config.dataDir,
    storage: await createStorage(t.config.storage),
  };
}

/** An empty place to restore into: a new data folder and, on PostgreSQL, a new schema. */
export interface Target {
  dir: string;
  env: Record<string, string>;
  schema: string | undefined;
  site(): Promise<Site>;
  /** The restored app, on the restored database and store. */
  start(): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; db: DbHandle }>;
  close(): Promise<void>;
}

async function pgQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function emptyTarget(extraEnv: Record<string, string> = {}): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-restore-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? `test_restore_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await pgQuery(`create schema ${schema}`);
  const env: Record<string, string> = {
    DATA_DIR: dir,
    DATABASE_URL: pgUrl || `sqlite:${path.join(dir, 'cascade.sqlite')}`,
    ...(schema ? { DATABASE_SCHEMA: schema } : {}),
    JWT_SECRET,
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
    INIT_CWD: '',
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
    ...extraEnv,
  };
  const config = () => loadConfig(env);
  const opened: { close(): Promise<unknown> }[] = [];
  return {
    dir,
    env,
    schema,
    async site() {
      const c = config();
      return {
        databaseUrl: c.databaseUrl,
        databaseSchema: c.databaseSchema,
        dataDir: c.dataDir,
        storage: await createStorage(c.storage),
      };
    },
    async start() {
      const c = config();
      const db = connect(c.databaseUrl, { schema, poolSize: 4 });
      const app = await buildApp(c, { db, dbSchema: schema, logger: false });
      await app.ready();
      opened.push(db, app);
      return { app, db };
    },
    async close() {
      for (const item of opened.reverse()) await item.close();
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Uploads through HTTP, as the SPA does; resolves with the new material's id. */
export async function httpUpload(base: string, token: string, data: Buffer): Promise<string> {
  const body = multipart({ name: `load-${data.length}.pdf`, data });
  const response = await fetch(`${base}${API}/material/`, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

const canonical = (row: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));

/** Every row of the saved snapshot, per table, as sorted canonical JSON. */
export function backupRows(dir: string, manifest: Manifest): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (manifest.database.dialect === 'sqlite') {
    const db = new SQLite(path.join(dir, manifest.database.file), { readonly: true });
    for (const table of Object.keys(manifest.tables))
      out[table] = (db.prepare(`select * from "${table}"`).all() as Record<string, unknown>[]).map(canonical).sort();
    db.close();
    return out;
  }
  for (const [table, { file }] of Object.entries(manifest.database.files)) {
    out[table] = readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => canonical(JSON.parse(line) as Record<string, unknown>))
      .sort();
  }
  return out;
}

/** Every row of the restored database, per table, in the same form. */
/**
 * Every row of the tables, as a backup holds them: without PostgreSQL's generated columns (the folded
 * titles), which the database makes again from each restored row.
 */
export async function databaseRows(db: DbHandle, tables: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.db);
    const generated =
      db.dialect === 'postgres'
        ? (
            await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table} and is_generated <> 'NEVER'`.execute(db.db)
          ).rows.map((c) => c.name)
        : [];
    for (const row of result.rows) for (const column of generated) delete row[column];
    out[table] = result.rows.map(canonical).sort();
  }
  return out;
}
