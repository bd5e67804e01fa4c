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

/**
 * A free name in a folder (folders and materials share one namespace, like a desktop): the taken names
 * that start like it, of both tables, in one statement (every upload, new folder, rename and send asks).
 */
export async function freeName(db: Db, where: Container, wanted: string, isFile: boolean, exceptId?: string): Promise<string> {
  const stem = nameStem(wanted, isFile);
  const takenIn = (table: 'folder' | 'material') =>
    db
      .selectFrom(table as 'material')
      .select(['id', 'title'])
      .where('owner_id', '=', where.ownerId)
      .where('space', '=', where.space)
      .where((eb) => {
        const parent = table === 'folder' ? eb.ref('parent_id' as 'folder_id') : eb.ref('folder_id');
        return where.folderId ? eb(parent, '=', where.folderId) : eb(parent, 'is', null);
      })
      .where(titleStartsWith(db, stem));
  const rows = await takenIn('folder').unionAll(takenIn('material')).execute();
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.title.toLowerCase()));
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
