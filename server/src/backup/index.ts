import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { DIR_MODE, keepFilesPrivate } from '../lib/private-files.js';
import path from 'node:path';
import { connect } from '../db/connect.js';
import type { BlobStorage } from '../storage/index.js';
import { copyBlobs, putBlobs, storageIsEmpty, verifyBlobs } from './blobs.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  readManifest,
  sha256OfFile,
  writeManifest,
  type Manifest,
} from './manifest.js';
import { assertPostgresEmpty, restorePostgres, snapshotPostgres } from './postgres.js';
import { assertSqliteEmpty, restoreSqlite, snapshotSqlite, SQLITE_FILE } from './sqlite.js';

export { BackupError, type Manifest } from './manifest.js';

/** Key files the embedded mode keeps in the data folder (config.ts); production passes them in the environment. */
const DATA_DIR_SECRETS = ['jwt-secret', 'forms-encryption-key', 'forms-signing.p12', 'forms-signing-passphrase'];
const SECRETS_DIR = 'secrets';

/** Where a deployment keeps its data: the database and the blob store of its configuration. */
export interface Site {
  databaseUrl: string;
  databaseSchema?: string;
  dataDir: string;
  storage: BlobStorage;
}

export interface BackupSummary {
  manifest: Manifest;
  databaseSeconds: number;
  blobSeconds: number;
  bytes: number;
}

export interface RestoreSummary {
  manifest: Manifest;
  verifySeconds: number;
  databaseSeconds: number;
  blobSeconds: number;
}

const isSqlite = (url: string) => url.startsWith('sqlite:');
const since = (start: number) => (performance.now() - start) / 1000;

async function entries(dir: string): Promise<string[] | null> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

async function copySecrets(from: string, to: string): Promise<string[]> {
  const present = new Set((await entries(from)) ?? []);
  const names = DATA_DIR_SECRETS.filter((name) => present.has(name));
  if (names.length > 0) await mkdir(to, { recursive: true, mode: DIR_MODE });
  for (const name of names) await copyFile(path.join(from, name), path.join(to, name));
  return names;
}

/**
 * A consistent backup into `dir` (which must be new or empty): first the database snapshot, then
 * exactly the blobs that snapshot refers to, read through the blob store. Uploads that finish after the
 * snapshot are not in it; their bytes are simply not copied. The janitor keeps bytes of a blob for
 * BLOB_GRACE_SECONDS after its last reference goes, so the snapshot's blobs are still there to copy.
 */
export async function createBackup(site: Site, dir: string): Promise<BackupSummary> {
  const existing = await entries(dir);
  if (existing && existing.length > 0) throw new BackupError(`${dir} is not empty: give a new folder for each backup.`);
  // A backup holds everything the data folder does: 0600 files in 0700 folders, whatever the umask.
  keepFilesPrivate();
  await mkdir(dir, { recursive: true, mode: DIR_MODE });

  let start = performance.now();
  let snapshot: Awaited<ReturnType<typeof snapshotSqlite>>;
  let database: Manifest['database'];
  if (isSqlite(site.databaseUrl)) {
    snapshot = await snapshotSqlite(site.databaseUrl, path.join(dir, SQLITE_FILE));
    database = { dialect: 'sqlite', file: SQLITE_FILE, sha256: await sha256OfFile(path.join(dir, SQLITE_FILE)) };
  } else {
    const handle = connect(site.databaseUrl, { schema: site.databaseSchema, poolSize: 1 });
    try {
      const exported = await snapshotPostgres(handle, dir);
      snapshot = exported;
      database = { dialect: 'postgres', files: exported.files };
    } finally {
      await handle.close();
    }
  }
  const databaseSeconds = since(start);

  start = performance.now();
  const { copied, collected } = await copyBlobs(site.storage, snapshot.blobs, dir);
  const blobSeconds = since(start);
  const secrets = await copySecrets(site.dataDir, path.join(dir, SECRETS_DIR));

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    database,
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    blobs: copied,
    collected,
    secrets,
  };
  await writeManifest(dir, manifest);
  return { manifest, databaseSeconds, blobSeconds, bytes: copied.reduce((sum, b) => sum + b.size, 0) };
}

async function verifyDatabaseFiles(dir: string, database: Manifest['database']): Promise<void> {
  const files = database.dialect === 'sqlite' ? [database] : Object.values(database.files);
  for (const { file, sha256 } of files) {
    const actual = await sha256OfFile(path.join(dir, file)).catch(() => null);
    if (actual === null) throw new BackupError(`The backup is incomplete, nothing was restored: ${file} is missing.`);
    if (actual !== sha256)
      throw new BackupError(`The backup is damaged, nothing was restored: ${file} does not match its SHA-256.`);
  }
}

function compareCounts(manifest: Manifest, restored: Record<string, number>): void {
  const wrong: string[] = [];
  for (const [table, saved] of Object.entries(manifest.tables)) {
    const expected = table === 'blob' ? saved - manifest.collected.length : saved;
    if (restored[table] !== expected) wrong.push(`${table}: ${restored[table] ?? 'missing'} rows instead of ${expected}`);
  }
  if (wrong.length > 0) throw new BackupError(`The restored database differs from the backup: ${wrong.join('; ')}.`);
}

/**
 * Restores a backup into an empty database and an empty blob store. Everything is checked before
 * anything is written: the manifest, the database files' and every blob's SHA-256. Then the database,
 * the blobs (through the store, which hashes them again) and the data folder's key files; finally the
 * row counts are compared with the manifest.
 */
export async function restoreBackup(dir: string, site: Site): Promise<RestoreSummary> {
  keepFilesPrivate();
  const manifest = await readManifest(dir);
  const sqlite = isSqlite(site.databaseUrl);
  if (sqlite !== (manifest.database.dialect === 'sqlite')) {
    throw new BackupError(
      `The backup holds a ${manifest.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database, but DATABASE_URL points at ${sqlite ? 'SQLite' : 'PostgreSQL'}.`,
    );
  }
  const handle = sqlite ? null : connect(site.databaseUrl, { schema: site.databaseSchema, poolSize: 2 });
  try {
    if (handle) await assertPostgresEmpty(handle);
    else await assertSqliteEmpty(site.databaseUrl);
    if (!(await storageIsEmpty(site.storage))) {
      throw new BackupError(
        `The blob store (${site.storage.kind}) already holds files. Restore into an empty data folder or bucket prefix.`,
      );
    }

    let start = performance.now();
    await verifyDatabaseFiles(dir, manifest.database);
    await verifyBlobs(dir, manifest.blobs);
    const verifySeconds = since(start);

    start = performance.now();
    const { database } = manifest;
    const counts =
      database.dialect === 'sqlite'
        ? await restoreSqlite(site.databaseUrl, path.join(dir, database.file), manifest.collected)
        : await restorePostgres(handle!, dir, database.files, manifest.migrations, manifest.collected);
    const databaseSeconds = since(start);

    start = performance.now();
    await putBlobs(site.storage, dir, manifest.blobs);
    const blobSeconds = since(start);
    await copySecrets(path.join(dir, SECRETS_DIR), site.dataDir);
    compareCounts(manifest, counts);
    return { manifest, verifySeconds, databaseSeconds, blobSeconds };
  } finally {
    await handle?.close();
  }
}
