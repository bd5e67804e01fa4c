import type { Db } from '../../db/connect.js';
import type { ContentSpace, Folder, Material } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';

export const FOLDER_NOT_FOUND = 'This folder does not exist or is not yours.';
export const MATERIAL_NOT_FOUND = 'This material does not exist or is not yours.';

type Owner = Pick<Actor, 'membershipId' | 'companyId'>;

/** A folder of the actor's, or 404 — other members' and other companies' folders do not exist here. */
export async function ownFolder(db: Db, actor: Owner, id: string, space?: ContentSpace): Promise<Folder> {
  const folder = await db
    .selectFrom('folder')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .where('owner_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (!folder || (space && folder.space !== space)) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

export async function ownMaterial(db: Db, actor: Owner, id: string): Promise<Material> {
  const material = await db
    .selectFrom('material')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .where('owner_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  return material;
}
