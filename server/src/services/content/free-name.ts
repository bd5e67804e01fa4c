import type { Db } from '../../db/connect.js';
import { titleStartsWith } from '../../db/like.js';
import type { ContentSpace } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import { nameStem, uniqueName } from './names.js';

export interface Container {
  ownerId: string;
  space: ContentSpace;
  folderId: string | null;
}

/** A free name in a folder (folders and materials share one namespace, like a desktop). */
export async function freeName(db: Db, where: Container, wanted: string, isFile: boolean, exceptId?: string): Promise<string> {
  const stem = nameStem(wanted, isFile);
  const taken = new Set<string>();
  for (const table of ['folder', 'material'] as const) {
    const parentColumn = table === 'folder' ? 'parent_id' : 'folder_id';
    const rows = await db
      .selectFrom(table)
      .select(['id', 'title'])
      .where('owner_id', '=', where.ownerId)
      .where('space', '=', where.space)
      .where((eb) => (where.folderId ? eb(parentColumn, '=', where.folderId) : eb(parentColumn, 'is', null)))
      .where(titleStartsWith(db, stem))
      .execute();
    for (const row of rows) if (row.id !== exceptId) taken.add(row.title.toLowerCase());
  }
  return uniqueName(wanted, taken, isFile);
}

/**
 * The name a rename ends with: the wanted one when it is free; when it is taken, a 409 that says so and
 * names the numbered alternative, unless the person chose to keep both (then the numbered name).
 */
export async function renamedTitle(
  db: Db,
  where: Container,
  wanted: string,
  isFile: boolean,
  exceptId: string,
  keepBoth: boolean,
): Promise<string> {
  const free = await freeName(db, where, wanted, isFile, exceptId);
  if (free === wanted || keepBoth) return free;
  throw conflict(
    `A folder or file called “${wanted}” is already here. Choose another name, or keep both and name this one “${free}”.`,
  );
}
