import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/errors.js';
import type { Actor } from '../../policy/actor.js';
import { blobKey, withBlobLock, type BlobStorage } from '../../storage/index.js';
import { changeRefs } from '../../storage/blob-refs.js';
import { MATERIAL_NOT_FOUND, ownMaterial } from './ownership.js';

/** The uploader went away (cancelled, closed the tab) before the upload was answered: nothing is kept. */
export class UploadAbandonedError extends HttpError {
  constructor() {
    super(400, 'The upload was cancelled before it finished; nothing was kept.');
    this.name = 'UploadAbandonedError';
  }
}

/**
 * Removes the bytes of a blob at once when no row refers to them any more (no material, signed form or
 * image): a cancelled upload leaves nothing behind, instead of waiting for the janitor's grace period.
 * Call inside `withBlobLock(sha256)`, so an upload of the same bytes in this process cannot be between
 * publishing and referencing them.
 */
export async function discardIfUnreferenced(db: Db, storage: BlobStorage, sha256: string): Promise<boolean> {
  await db
    .deleteFrom('blob')
    .where('sha256', '=', sha256)
    .where('ref_count', '<=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('stored_image').select('key').whereRef('stored_image.blob_sha256', '=', 'blob.sha256'))),
    )
    .execute();
  const kept = await db.selectFrom('blob').select('sha256').where('sha256', '=', sha256).executeTakeFirst();
  if (kept) return false;
  await storage.delete(blobKey(sha256));
  return true;
}

/**
 * Takes back an upload whose answer came after its uploader cancelled: the material goes, and its
 * bytes too unless another row refers to them. Only a material uploaded into one's own space (not one
 * received from someone) can be withdrawn.
 */
export async function withdrawUpload(db: Db, storage: BlobStorage, actor: Actor, materialId: string): Promise<void> {
  const material = await ownMaterial(db, actor, materialId);
  if (material.space !== 'own' || material.shared_by_id !== null) throw notFound(MATERIAL_NOT_FOUND);
  await withBlobLock(material.blob_sha256, async () => {
    const removed = await inTransaction(db, async (trx) => {
      const gone = await trx.deleteFrom('material').where('id', '=', material.id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return false;
      // An upload taken back was never used: its versions go with it (there is no record to keep). The
      // current version's reference is the material row's; a superseded one held its own.
      const versions = await trx
        .deleteFrom('material_version')
        .where('material_id', '=', material.id)
        .returning(['number', 'blob_sha256'])
        .execute();
      const deltas = new Map([[material.blob_sha256, -1]]);
      for (const v of versions)
        if (v.number !== Number(material.version)) deltas.set(v.blob_sha256, (deltas.get(v.blob_sha256) ?? 0) - 1);
      await changeRefs(trx, deltas);
      return true;
    });
    if (removed) await discardIfUnreferenced(db, storage, material.blob_sha256);
  });
}
