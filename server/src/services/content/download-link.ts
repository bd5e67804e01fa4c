import type { Db } from '../../db/connect.js';
import { badRequest } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import type { DownloadPurpose, DownloadTarget } from '../identity/download-links.js';
import { ownFolder, ownMaterial } from './ownership.js';
import { loadSelection, type SelectionInput } from './selection.js';
import { versionForDownload } from './versions.js';
import { requireOpenable } from './lifecycle.js';

/** One material as itself, one folder as its zip, anything else as the zip of the selection. */
export function downloadTarget(input: SelectionInput & { version?: number | undefined }): DownloadTarget {
  const folderIds = [...new Set(input.folder_ids)];
  const materialIds = [...new Set(input.material_ids)];
  if (folderIds.length === 0 && materialIds.length === 0) throw badRequest('Choose at least one folder or material to download.');
  if (input.version !== undefined && (folderIds.length > 0 || materialIds.length !== 1))
    throw badRequest('A version belongs to one material: choose exactly one.');
  if (folderIds.length === 0 && materialIds.length === 1)
    return input.version !== undefined
      ? { kind: 'material', id: materialIds[0]!, version: input.version }
      : { kind: 'material', id: materialIds[0]! };
  if (folderIds.length === 1 && materialIds.length === 0) return { kind: 'folder', id: folderIds[0]! };
  return { kind: 'selection', folderIds, materialIds };
}

/**
 * Checks, before a link is made, that the member may open what it names (a missing or foreign item
 * is a 404 now, not a failed download later). The link is checked again when it is used.
 */
export async function checkDownloadTarget(db: Db, actor: Actor, target: DownloadTarget, purpose: DownloadPurpose) {
  if (purpose !== 'download' && target.kind !== 'material') throw badRequest('Only one material can be previewed at a time.');
  if (target.kind === 'material' && target.version !== undefined) {
    if (purpose === 'thumbnail') throw badRequest('Thumbnails show the current version only.');
    await versionForDownload(db, actor, target.id, target.version);
  } else if (target.kind === 'material')
    await requireOpenable(db, actor.role, await ownMaterial(db, actor, target.id), purpose === 'download' ? 'download' : 'open');
  else if (target.kind === 'folder') await ownFolder(db, actor, target.id);
  else await loadSelection(db, actor, { folder_ids: target.folderIds, material_ids: target.materialIds });
}
