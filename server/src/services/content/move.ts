import type { ContentSpace } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { folderTree, withDescendants } from './tree.js';
import { freeName } from './free-name.js';
import { inTransaction } from '../../db/transaction.js';
import { ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { loadSelection, spacesOf, type SelectionInput } from './selection.js';

export interface MoveInput extends SelectionInput {
  target_folder_id: string | null;
}

/**
 * Moves folders and materials into a folder (or the root) of the same space. A folder cannot go into
 * itself or below itself; a name already taken in the target gets a number.
 */
export async function moveContent(db: Db, actor: Actor, input: MoveInput, onlySpace?: ContentSpace): Promise<{ moved: number }> {
  return inTransaction(db, async (trx) => {
    const selection = await loadSelection(trx, actor, input);
    const spaces = spacesOf(selection);
    if (spaces.size === 0) return { moved: 0 };
    if (spaces.size > 1) throw badRequest('Received content and your own materials cannot be moved together.');
    const space = [...spaces][0]!;
    if (onlySpace && space !== onlySpace) throw badRequest('This content cannot be moved there.');
    const target = input.target_folder_id;
    if (target) {
      await ownFolder(trx, actor, target, space);
      const tree = await folderTree(trx, actor.membershipId, space);
      if (
        withDescendants(
          tree,
          selection.folders.map((f) => f.id),
        ).has(target)
      ) {
        throw badRequest('A folder cannot be moved into itself or one of its subfolders.');
      }
    }
    const container = { ownerId: actor.membershipId, space, folderId: target };
    const now = nowIso();
    let moved = 0;
    for (const folder of selection.folders) {
      if (folder.parent_id === target) continue;
      const title = await freeName(trx, container, folder.title, false, folder.id);
      await trx.updateTable('folder').set({ parent_id: target, title, updated_at: now }).where('id', '=', folder.id).execute();
      moved += 1;
    }
    for (const material of selection.materials) {
      if (material.folder_id === target) continue;
      const title = await freeName(trx, container, material.title, true, material.id);
      await trx
        .updateTable('material')
        .set({ folder_id: target, title, updated_at: now })
        .where('id', '=', material.id)
        .execute();
      moved += 1;
    }
    return { moved };
  });
}
