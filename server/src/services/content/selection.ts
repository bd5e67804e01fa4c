import type { ContentSpace, Folder, Material } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { chunks } from '../../lib/chunks.js';
import { FOLDER_NOT_FOUND, MATERIAL_NOT_FOUND } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';

export interface SelectionInput {
  folder_ids: string[];
  material_ids: string[];
}

export interface Selection {
  folders: Folder[];
  materials: Material[];
}

/** Loads the selected items; any id that is not the actor's makes the whole request 404. */
export async function loadSelection(db: Db, actor: Actor, input: SelectionInput): Promise<Selection> {
  const folderIds = [...new Set(input.folder_ids)];
  const materialIds = [...new Set(input.material_ids)];
  const folders: Folder[] = [];
  const materials: Material[] = [];
  for (const part of chunks(folderIds)) {
    folders.push(
      ...(await db
        .selectFrom('folder')
        .selectAll()
        .where('id', 'in', part)
        .where('company_id', '=', actor.companyId)
        .where('owner_id', '=', actor.membershipId)
        .execute()),
    );
  }
  if (folders.length !== folderIds.length) throw notFound(FOLDER_NOT_FOUND);
  for (const part of chunks(materialIds)) {
    materials.push(
      ...(await db
        .selectFrom('material')
        .selectAll()
        .where('id', 'in', part)
        .where('company_id', '=', actor.companyId)
        .where('owner_id', '=', actor.membershipId)
        .execute()),
    );
  }
  if (materials.length !== materialIds.length) throw notFound(MATERIAL_NOT_FOUND);
  return { folders, materials };
}

export const spacesOf = (selection: Selection): Set<ContentSpace> =>
  new Set([...selection.folders.map((f) => f.space), ...selection.materials.map((m) => m.space)]);

/** Materials inside any of the given folders. */
export async function materialsIn(db: Db, ownerId: string, folderIds: string[]): Promise<Material[]> {
  const found: Material[] = [];
  for (const part of chunks(folderIds)) {
    found.push(
      ...(await db.selectFrom('material').selectAll().where('owner_id', '=', ownerId).where('folder_id', 'in', part).execute()),
    );
  }
  return found;
}
