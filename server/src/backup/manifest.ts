import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const BACKUP_FORMAT = 'cascade-backup';
/** Raised when the layout of a backup folder changes; restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST_FILE = 'manifest.json';

export interface ManifestBlob {
  sha256: string;
  size: number;
  /** The key the database row names (`blobs/<sha256>`); the file is `blobs/<sha256>` in the backup. */
  storageKey: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How the database was saved: SQLite's online backup (one file) or a PostgreSQL export (one JSON-lines file per table). */
  database:
    | { dialect: 'sqlite'; file: string; sha256: string }
    | { dialect: 'postgres'; files: Record<string, { file: string; sha256: string }> };
  /** Migrations applied to the saved database; a restore builds exactly these before loading rows. */
  migrations: string[];
  /** Rows per table in the snapshot, checked again after a restore. */
  tables: Record<string, number>;
  /** Every blob the snapshot references, with the SHA-256 of its bytes. */
  blobs: ManifestBlob[];
  /**
   * Blob rows that no material or form referred to any more and whose bytes the janitor removed while the
   * backup ran; their rows are dropped on restore (nothing refers to them).
   */
  collected: string[];
  /** Key files of the data folder (embedded mode), restored beside the database. */
  secrets: string[];
}

/** A backup or restore that cannot proceed; the message says what to do. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Written last, through a rename: a folder without it is an unfinished backup. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const temp = path.join(dir, `${MANIFEST_FILE}.partial`);
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(temp, path.join(dir, MANIFEST_FILE));
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(
      `${path.join(dir, MANIFEST_FILE)} is missing: ${dir} is not a Cascade backup, or the backup did not finish.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError(`${path.join(dir, MANIFEST_FILE)} is not valid JSON: the backup is damaged.`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`${dir} is not a Cascade backup (format "${String(manifest.format)}").`);
  if (manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup has format version ${manifest.version}; this Cascade reads version ${BACKUP_FORMAT_VERSION}. Restore it with the Cascade version that wrote it.`,
    );
  }
  return manifest;
}
