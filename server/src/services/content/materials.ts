import type { Readable } from 'node:stream';
import { HttpError } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { BlobTooLargeError, type BlobStorage, type StoredBlob } from '../../storage/index.js';
import { folderTree, pathOf } from './tree.js';
import { freeName, renamedTitle } from './free-name.js';
import { inTransaction } from '../../db/transaction.js';
import { ownFolder, ownMaterial } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';
import { materialItem, senderNames, type ContentItem } from './items.js';
import { moveContent } from './move.js';
import { markSeen } from './origins.js';
import { lifecycleClock } from './lifecycle.js';
import { lifecycleView } from './lifecycle-view.js';
import { insertVersion, needsApproval } from './publish.js';
import { lifetimeFrom } from './recall.js';
import { discardIfUnreferenced, UploadAbandonedError } from './withdraw.js';
import { checkFileName, sanitizeContentType, sanitizeFileName, sanitizeTitle } from './names.js';
import type { Static } from 'typebox';
import type { MaterialDetailsSchema } from '../../schemas/content.js';
import type { Refs } from '../../schemas/refs.js';

export interface UploadInput {
  folderId: string | null;
  fileName: string | undefined;
  contentType: string | undefined;
  stream: Readable;
  maxBytes: number;
  /** True once the uploader has gone (closed the connection): the upload is then not recorded. */
  abandoned?: () => boolean;
}

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than the ${formatBytes(maxBytes)} this server accepts.`);

function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit += 1;
  }
  return `${value} ${units[unit]}`;
}

/**
 * Streams a file into storage (hashing on the way), and only once the bytes are durable records
 * the material — in one transaction with the blob reference.
 */
export async function uploadMaterial(db: Db, storage: BlobStorage, actor: Actor, input: UploadInput): Promise<ContentItem> {
  await checkUploadTarget(db, actor, input);
  let stored;
  try {
    stored = await storage.put(input.stream, { maxBytes: input.maxBytes });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(input.maxBytes);
    throw error;
  }
  return recordMaterial(db, storage, actor, stored, input);
}

/** What an upload is checked for before its first byte is stored: the file name, and the folder is mine. */
export async function checkUploadTarget(db: Db, actor: Actor, input: { folderId: string | null; fileName: string | undefined }) {
  checkFileName(input.fileName);
  if (input.folderId) await ownFolder(db, actor, input.folderId, 'own');
}

export type MaterialInput = Pick<UploadInput, 'folderId' | 'fileName' | 'contentType' | 'abandoned'>;

/**
 * Records stored bytes as a new material in my space (both upload paths end here): the blob reference,
 * a free name in the folder, version 1 (pending when approval is on) — in one transaction.
 */
export async function recordMaterial(
  db: Db,
  storage: BlobStorage,
  actor: Actor,
  stored: StoredBlob,
  input: MaterialInput,
): Promise<ContentItem> {
  const contentType = sanitizeContentType(input.contentType);
  const pending = await needsApproval(db, actor.companyId, actor.role);
  const company = await db
    .selectFrom('company')
    .select('material_lifetime_days')
    .where('id', '=', actor.companyId)
    .executeTakeFirst();
  // If the transaction fails, the published bytes stay (another upload may be about to reference them);
  // without a row they are an orphan that the blob janitor removes after its grace period. An upload
  // whose uploader went away is rolled back and its bytes removed at once, unless another row needs them.
  return withBlobLock(stored.sha256, async () => {
    try {
      return await inTransaction(db, async (trx) => {
        if (input.abandoned?.()) throw new UploadAbandonedError();
        await referenceStoredBlob(trx, stored, contentType);
        const container = { ownerId: actor.membershipId, space: 'own' as const, folderId: input.folderId };
        const title = await freeName(trx, container, sanitizeFileName(input.fileName), true);
        const now = nowIso();
        const row = {
          id: newId(),
          company_id: actor.companyId,
          owner_id: actor.membershipId,
          folder_id: input.folderId,
          title,
          blob_sha256: stored.sha256,
          size: stored.size,
          content_type: contentType,
          space: 'own' as const,
          shared_by_id: null,
          created_at: now,
          updated_at: now,
          link: 'origin' as const,
          origin_id: null,
          version: 1,
          delivered_version: null,
          seen_version: null,
          use_until: lifetimeFrom(new Date(lifecycleClock.now()).toISOString(), company?.material_lifetime_days ?? null),
          withdrawn_at: null,
          withdrawn_reason: null,
          withdrawn_by_id: null,
        };
        await trx.insertInto('material').values(row).execute();
        // Version 1 of a new original (docs/distribution.md); the material row holds the blob reference.
        await insertVersion(trx, {
          material_id: row.id,
          number: 1,
          company_id: row.company_id,
          title,
          blob_sha256: stored.sha256,
          size: stored.size,
          content_type: contentType,
          author_id: actor.membershipId,
          note: '',
          state: pending ? 'pending' : 'published',
          created_at: now,
        });
        // The last look before the commit: a connection that closed while the row was written.
        if (input.abandoned?.()) throw new UploadAbandonedError();
        return materialItem(row, new Map());
      });
    } catch (error) {
      if (error instanceof UploadAbandonedError) await discardIfUnreferenced(db, storage, stored.sha256);
      throw error;
    }
  });
}

/** Renames and/or moves a material (moving stays inside its space). */
export async function updateMaterial(
  db: Db,
  actor: Actor,
  materialId: string,
  input: { title?: string; folder_id?: string | null; keep_both?: boolean },
): Promise<ContentItem> {
  return inTransaction(db, async (trx) => {
    const material = await ownMaterial(trx, actor, materialId);
    let folderId = material.folder_id;
    if (input.folder_id !== undefined && input.folder_id !== material.folder_id) {
      await moveContent(
        trx,
        actor,
        { folder_ids: [], material_ids: [material.id], target_folder_id: input.folder_id },
        material.space,
      );
      folderId = input.folder_id;
    }
    const title = input.title !== undefined ? sanitizeTitle(input.title) : undefined;
    if (title !== undefined) {
      const container = { ownerId: actor.membershipId, space: material.space, folderId };
      const free = await renamedTitle(trx, container, title, true, material.id, input.keep_both ?? false);
      await trx.updateTable('material').set({ title: free, updated_at: nowIso() }).where('id', '=', material.id).execute();
    }
    const row = await ownMaterial(trx, actor, materialId);
    return materialItem(row, await senderNames(trx, [row.shared_by_id]));
  });
}

/** One material with its path and lifecycle (the `MaterialDetails` schema). */
export type MaterialDetails = Static<typeof MaterialDetailsSchema, Refs>;

/** A material's page: its details, and the row (the delivery record notes the open). */
export async function getMaterialDetails(
  db: Db,
  actor: Actor,
  materialId: string,
): Promise<{ details: MaterialDetails; material: Material }> {
  const material = await ownMaterial(db, actor, materialId);
  const lifecycle = await lifecycleView(db, actor, material);
  // Opening the review page is opening the copy: what it says is then no longer "Updated" news. The
  // answer still says `updated` this once, so the page can tell the holder what changed.
  await markSeen(db, material);
  const tree = material.folder_id ? await folderTree(db, actor.membershipId, material.space) : new Map();
  const senders = await senderNames(db, [material.shared_by_id]);
  const details = {
    ...materialItem(material, senders),
    sha256: material.blob_sha256,
    path: pathOf(tree, material.folder_id).map((node) => ({ id: node.id, title: node.title })),
    lifecycle,
  };
  return { details, material };
}
