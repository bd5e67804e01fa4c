import { badRequest } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { folderTree, withDescendants } from './tree.js';
import { freeName, renamedTitle } from './free-name.js';
import { inTransaction } from '../../db/transaction.js';
import { ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { folderItem, senderNames, type ContentItem } from './items.js';
import { sanitizeTitle } from './names.js';

/** A new folder in one's own space, at the root or inside `folder_id`; a taken name gets a number. */
export async function createFolder(
  db: Db,
  actor: Actor,
  input: { title: string; folder_id?: string | null },
): Promise<ContentItem> {
  return inTransaction(db, async (trx) => {
    const parentId = input.folder_id ?? null;
    if (parentId) await ownFolder(trx, actor, parentId, 'own');
    const title = await freeName(
      trx,
      { ownerId: actor.membershipId, space: 'own', folderId: parentId },
      sanitizeTitle(input.title),
      false,
    );
    const now = nowIso();
    const row = {
      id: newId(),
      company_id: actor.companyId,
      owner_id: actor.membershipId,
      parent_id: parentId,
      title,
      space: 'own' as const,
      shared_by_id: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('folder').values(row).execute();
    return folderItem(row, new Map());
  });
}

/**
 * Renames and/or moves a folder. Moving stays inside the folder's space, and a folder cannot go
 * into itself or one of its own subfolders.
 */
export async function updateFolder(
  db: Db,
  actor: Actor,
  folderId: string,
  input: { title?: string; folder_id?: string | null; keep_both?: boolean },
): Promise<ContentItem> {
  return inTransaction(db, async (trx) => {
    const folder = await ownFolder(trx, actor, folderId);
    let parentId = folder.parent_id;
    if (input.folder_id !== undefined && input.folder_id !== folder.parent_id) {
      parentId = input.folder_id;
      if (parentId) {
        await ownFolder(trx, actor, parentId, folder.space);
        const tree = await folderTree(trx, actor.membershipId, folder.space);
        if (withDescendants(tree, [folder.id]).has(parentId)) {
          throw badRequest('A folder cannot be moved into itself or one of its subfolders.');
        }
      }
    }
    const wanted = input.title !== undefined ? sanitizeTitle(input.title) : folder.title;
    const container = { ownerId: actor.membershipId, space: folder.space, folderId: parentId };
    // A new title that is taken is refused (unless both are kept); a folder moved under its old title
    // takes the next free name, as a desktop does.
    const title =
      input.title !== undefined
        ? await renamedTitle(trx, container, wanted, false, folder.id, input.keep_both ?? false)
        : await freeName(trx, container, wanted, false, folder.id);
    const updated = { ...folder, title, parent_id: parentId, updated_at: nowIso() };
    await trx
      .updateTable('folder')
      .set({ title, parent_id: parentId, updated_at: updated.updated_at })
      .where('id', '=', folder.id)
      .execute();
    return folderItem(updated, await senderNames(trx, [folder.shared_by_id]));
  });
}
