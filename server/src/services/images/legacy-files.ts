import { readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { withBlobLock } from '../../storage/index.js';
import { avatars } from './avatars.js';
import { logos } from './logos.js';
import { IMAGE_KEY, type StoredImages } from './stored-images.js';
import type { ServiceContext } from '../context.js';

export interface LegacyImagesResult {
  /** Files moved into the blob store by this run. */
  migrated: number;
  /** Files another run (or another process) had moved already: removed. */
  removed: number;
  /** Files no user or company refers to: left in place, with a note. */
  left: number;
}

/** Written into a folder that keeps files after the move, for whoever looks at DATA_DIR. */
export const LEGACY_NOTE = 'README-not-migrated.txt';
const NOTE = `Avatars and company logos are now kept in the blob storage (STORAGE_URL) like every other stored file.
The images in this folder that a user or company referred to were moved there, and removed from here.
The files still here were not referred to by any user or company when Cascade started (left behind by
an earlier version, or half-written temporaries): Cascade never reads them, and they may be deleted.
`;

const owners: { images: StoredImages; referenced(db: Db, key: string): Promise<boolean> }[] = [
  {
    images: avatars,
    referenced: async (db, key) => !!(await db.selectFrom('users').select('id').where('avatar', '=', key).executeTakeFirst()),
  },
  {
    images: logos,
    referenced: async (db, key) => !!(await db.selectFrom('company').select('id').where('logo', '=', key).executeTakeFirst()),
  },
];

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Moves avatars and logos that versions before blob storage wrote to `DATA_DIR/{avatars,logos}/` into
 * the blob store, under the same keys (so their URLs stay). Each file: its bytes are published (durable),
 * then one transaction records the image with its blob reference — unless a row for the key exists —
 * and only then is the file removed. Idempotent, and safe when several processes run it at once (on the
 * same or separate data folders): the key is the primary key, so one of them records it and the others
 * only remove their file; a crash at any point leaves the file to the next start (published bytes without
 * a row are collected by the janitor). Files no user or company refers to stay, with a note.
 */
export async function migrateLegacyImages(
  ctx: Pick<ServiceContext, 'db' | 'storage'>,
  dataDir: string,
): Promise<LegacyImagesResult> {
  const result: LegacyImagesResult = { migrated: 0, removed: 0, left: 0 };
  for (const { images, referenced } of owners) {
    const dir = path.join(dataDir, images.kind.legacyFolder);
    const names = await readdir(dir).catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!names) continue;
    let left = 0;
    for (const key of names.filter((name) => IMAGE_KEY.test(name))) {
      const file = path.join(dir, key);
      const known = await ctx.db.selectFrom('stored_image').select('key').where('key', '=', key).executeTakeFirst();
      if (!known && !(await referenced(ctx.db, key))) {
        left += 1;
        continue;
      }
      if (!known) {
        const bytes = await readFile(file).catch((error: unknown) => {
          if (missing(error)) return null; // another process moved it meanwhile
          throw error;
        });
        if (!bytes) continue;
        const stored = await images.put(ctx.storage, bytes);
        const recorded = await withBlobLock(stored.sha256, () => inTransaction(ctx.db, (trx) => images.record(trx, stored, key)));
        if (recorded) result.migrated += 1;
        else result.removed += 1;
      } else result.removed += 1;
      await rm(file, { force: true });
    }
    result.left += left;
    const rest = (await readdir(dir).catch(() => [] as string[])).filter((name) => name !== LEGACY_NOTE);
    if (rest.length === 0) {
      await rm(path.join(dir, LEGACY_NOTE), { force: true });
      await rmdir(dir).catch(() => undefined); // another process may have removed it already
    } else await writeFile(path.join(dir, LEGACY_NOTE), NOTE);
  }
  return result;
}
