/**
 * Test databases copied from one migrated template instead of migrated one by one: the migrations run
 * once per version of them (the template is named after a hash of the migration files), then every test
 * app gets a copy — on SQLite a file copy, on PostgreSQL `CREATE DATABASE … TEMPLATE`, a database of its
 * own holding the template's schema. A copy is what migrating gives (the app's own migration run then
 * finds nothing to do); it costs milliseconds where migrating a PostgreSQL schema cost a second or two on
 * a busy machine.
 *
 * Test files run in processes of their own, side by side: the first to need a template builds it under
 * a name of its own and renames it into place (SQLite: a file rename; PostgreSQL: under an advisory lock),
 * so no process ever copies a half-built one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { connect, migrateToLatest } from '../../src/db/connect.js';

/** The schema of every PostgreSQL copy (each copy is a database of its own). */
export const TEMPLATE_SCHEMA = 'app';

const migrationsDir = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/** A hash of the migration files: a change to any of them makes a new template. */
const migrationsHash = (): string => {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsDir).sort()) hash.update(name).update(readFileSync(path.join(migrationsDir, name)));
  return hash.digest('hex').slice(0, 16);
};

let hash: string | undefined;
const templateHash = () => (hash ??= migrationsHash());

/** Copies the migrated SQLite template to `file` (made first by whichever process needs it first). */
export async function copySqliteTemplate(file: string): Promise<void> {
  const template = path.join(os.tmpdir(), `cascade-test-template-${templateHash()}.sqlite`);
  if (!existsSync(template)) {
    const building = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const handle = connect(`sqlite:${building}`);
    try {
      await migrateToLatest(handle.db);
      // Everything in the main file: a copy of it alone is the whole database.
      await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    } finally {
      await handle.close();
    }
    renameSync(building, template);
    for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
  }
  copyFileSync(template, file);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `url` with its database changed to `database`. */
export const onDatabase = (url: string, database: string): string => {
  const changed = new URL(url);
  changed.pathname = `/${database}`;
  return changed.href;
};

/** The migrated PostgreSQL template's database name on the server of `url`, built if it is not there. */
async function postgresTemplate(url: string): Promise<string> {
  const name = `cascade_test_template_${templateHash()}`;
  await withClient(url, async (client) => {
    const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return;
    const lock = BigInt.asIntN(64, BigInt(`0x${templateHash()}`)).toString();
    await client.query('select pg_advisory_lock($1)', [lock]);
    try {
      if (await exists()) return;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database ${building}`);
      await withClient(onDatabase(url, building), (c) => c.query(`create schema ${TEMPLATE_SCHEMA}`));
      const handle = connect(onDatabase(url, building), { schema: TEMPLATE_SCHEMA, poolSize: 1 });
      try {
        await migrateToLatest(handle.db, TEMPLATE_SCHEMA);
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lock]);
    }
  });
  return name;
}

/** A new database on the server of `url`, a copy of the migrated template; its URL and how to drop it. */
export async function copyPostgresTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(url);
  const database = `cascade_test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${database} template ${template}`));
  return {
    url: onDatabase(url, database),
    drop: () =>
      withClient(url, (client) => client.query(`drop database if exists ${database} with (force)`)).then(() => undefined),
  };
}
