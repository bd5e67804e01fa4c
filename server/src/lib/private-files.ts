import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Data at rest is private (DESIGN §13): every file this process creates is 0600 and every folder 0700,
 * whatever umask it was started with. The umask is the one switch that reaches every writer — our own,
 * SQLite's (the database, its -wal and -shm), the backup's and the blob publisher's worker thread — so it
 * is set before any of them writes: by loadConfig (which may write the generated secrets), connect(),
 * createStorage() and the backup commands. Explicit modes are given too where we create things.
 */
const PRIVATE_UMASK = 0o077;
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export function keepFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Paths under `dir` (itself, and down to `depth` levels: the database files, the secrets, the blob
 * folders and their shards) that other users may read, write or enter — made before this rule, or by
 * hand. At most `limit` are listed.
 */
export function readableByOthers(dir: string, depth = 2, limit = 20): string[] {
  const found: string[] = [];
  const visit = (at: string, level: number) => {
    if (found.length >= limit) return;
    let info;
    try {
      info = statSync(at);
    } catch {
      return;
    }
    if ((info.mode & 0o077) !== 0) found.push(at);
    if (!info.isDirectory() || level >= depth) return;
    let names: string[];
    try {
      names = readdirSync(at);
    } catch {
      return;
    }
    for (const name of names) visit(path.join(at, name), level + 1);
  };
  visit(dir, 0);
  return found;
}
