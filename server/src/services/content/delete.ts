import type { ContentSpace } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';
import { folderTree, withDescendants } from './tree.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { retainMaterials } from './retention.js';
import { loadSelection, materialsIn, type SelectionInput } from './selection.js';

export interface DeleteResult {
  folders: number;
  materials: number;
}

/**
 * Deletes folders (with everything in them) and materials from the actor's space. A material is hidden,
 * not destroyed: its row is kept for the record with its blob reference (retention.ts), an original's
 * versions and approvals stay, and its copies keep what they show, still naming their original. The
 * retention sweep removes the record, and its references, once the company's period has passed.
 */
export async function deleteContent(db: Db, actor: Actor, input: SelectionInput): Promise<DeleteResult> {
  return inTransaction(db, async (trx) => {
    const selection = await loadSelection(trx, actor, input);
    const folderIds = new Set<string>();
    for (const space of ['own', 'shared'] as ContentSpace[]) {
      const roots = selection.folders.filter((f) => f.space === space).map((f) => f.id);
      if (roots.length === 0) continue;
      for (const id of withDescendants(await folderTree(trx, actor.membershipId, space), roots)) folderIds.add(id);
    }
    const inside = await materialsIn(trx, actor.membershipId, [...folderIds]);
    const materials = new Map([...inside, ...selection.materials].map((m) => [m.id, m]));
    await retainMaterials(trx, [...materials.values()], actor.membershipId);
    for (const part of chunks([...materials.keys()])) await trx.deleteFrom('material').where('id', 'in', part).execute();
    for (const part of chunks([...folderIds])) await trx.deleteFrom('folder').where('id', 'in', part).execute();
    return { folders: folderIds.size, materials: materials.size };
  });
}
