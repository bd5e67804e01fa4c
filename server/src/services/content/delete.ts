import type { ContentSpace } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';
import { folderTree, withDescendants } from './tree.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { changeRefs, countBySha } from '../../storage/blob-refs.js';
import { loadSelection, materialsIn, type SelectionInput } from './selection.js';

export interface DeleteResult {
  folders: number;
  materials: number;
  /** Blobs that lost references; the collector looks at these. */
  touchedBlobs: string[];
}

/** Deletes folders (with everything in them) and materials, dropping their blob references. */
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
    const deltas = countBySha([...materials.values()]);
    for (const [sha, count] of deltas) deltas.set(sha, -count);
    // An original that goes takes its versions with it (superseded ones held a reference each), and
    // its copies keep what they show, no longer linked (docs/distribution.md).
    const origins = [...materials.values()].filter((m) => m.link === 'origin');
    for (const part of chunks(origins.map((m) => m.id))) {
      const versions = await trx
        .selectFrom('material_version as v')
        .innerJoin('material as m', 'm.id', 'v.material_id')
        .select('v.blob_sha256')
        .where('v.material_id', 'in', part)
        .whereRef('v.number', '<>', 'm.version')
        .execute();
      for (const v of versions) deltas.set(v.blob_sha256, (deltas.get(v.blob_sha256) ?? 0) - 1);
      await trx.updateTable('material').set({ origin_id: null }).where('origin_id', 'in', part).execute();
    }
    await changeRefs(trx, deltas);
    for (const part of chunks([...materials.keys()])) await trx.deleteFrom('material').where('id', 'in', part).execute();
    for (const part of chunks([...folderIds])) await trx.deleteFrom('folder').where('id', 'in', part).execute();
    return { folders: folderIds.size, materials: materials.size, touchedBlobs: [...deltas.keys()] };
  });
}
