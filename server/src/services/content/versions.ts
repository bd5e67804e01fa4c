import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import type { Actor } from '../../policy/actor.js';
import { BlobTooLargeError, type BlobStorage } from '../../storage/index.js';
import { recordAudit } from '../audit/index.js';
import { memberNames } from '../members/names.js';
import { referenceStoredBlob, withBlobLock } from '../../storage/blob-refs.js';
import type { MaterialNotice, VersionPublished } from './events.js';
import { requireOpenable } from './lifecycle.js';
import { originFor } from './originals.js';
import { approversOf, holdersOf, insertVersion, needsApproval, publishToCopies } from './publish.js';
import { renewOnPublish } from './recall.js';
import { renamedTitle } from './free-name.js';
import { checkFileName, sanitizeContentType, sanitizeTitle } from './names.js';
import { ownMaterial } from './ownership.js';
import { tooLarge } from './materials.js';
import type { Static } from 'typebox';
import type { MaterialVersionSchema } from '../../schemas/content.js';
import type { Refs } from '../../schemas/refs.js';

const NOT_THE_ORIGIN =
  'Only the owner of the original can upload a new version of it; this copy follows the original and updates itself.';
const VERSIONS_NOT_YOURS = 'Only the owner of the original sees its earlier versions; this copy always shows the current one.';
const VERSION_NOT_FOUND = 'This material has no such version.';
const MAX_NOTE = 1000;

export interface VersionUploadInput {
  fileName: string | undefined;
  contentType: string | undefined;
  stream: Readable;
  maxBytes: number;
  /** What changed, for the holders' notification and the history. */
  note: string;
  /** A new title; the current one is kept when absent. */
  title?: string | undefined;
}

/** One version of an original (the `MaterialVersion` schema). */
export type VersionItem = Static<typeof MaterialVersionSchema, Refs>;

/** A change note as stored: one line of plain text, at most MAX_NOTE characters. */
function cleanNote(note: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const text = (note ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text.length > MAX_NOTE) throw badRequest(`The change note is longer than ${MAX_NOTE} characters; shorten it.`);
  return text;
}

/** The original the table lets the actor act on so: theirs, or the company's for an approver. */
function originOf(db: Db, actor: Actor, materialId: string, action: 'uploadMaterialVersion' | 'readMaterialVersions') {
  return originFor(db, actor, materialId, action, action === 'uploadMaterialVersion' ? NOT_THE_ORIGIN : VERSIONS_NOT_YOURS);
}

/**
 * Uploads a new version of an origin: same id, same place; the bytes stream into storage first, then
 * one transaction records the version and moves the origin to it. Where the company needs approval
 * (and the author is staff), the version waits for an approver and the copies stay where they are;
 * otherwise it is published and every copy everywhere follows in one statement (publish.ts). Returns
 * the holders to tell, or the approvers, after commit.
 */
export async function uploadVersion(
  db: Db,
  storage: BlobStorage,
  actor: Actor,
  materialId: string,
  input: VersionUploadInput,
): Promise<{ material: Material; published: VersionPublished | null; notice: MaterialNotice | null }> {
  checkFileName(input.fileName);
  const note = cleanNote(input.note);
  const wantedTitle = input.title?.trim() ? sanitizeTitle(input.title) : undefined;
  await originOf(db, actor, materialId, 'uploadMaterialVersion');
  const pending = await needsApproval(db, actor.companyId, actor.role);
  let stored;
  try {
    stored = await storage.put(input.stream, { maxBytes: input.maxBytes });
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(input.maxBytes);
    throw error;
  }
  const contentType = sanitizeContentType(input.contentType);
  return withBlobLock(stored.sha256, async () =>
    inTransaction(db, async (trx) => {
      // Taking the next number locks the origin's row: concurrent uploads of one material queue here.
      const bumped = await trx
        .updateTable('material')
        .set({ version: sql<number>`version + 1` })
        .where('id', '=', materialId)
        .where('owner_id', '=', actor.membershipId)
        .where('link', '=', 'origin')
        .returning(['version'])
        .executeTakeFirst();
      if (!bumped) throw notFound();
      const origin = await ownMaterial(trx, actor, materialId);
      const number = bumped.version;
      const title = wantedTitle
        ? await renamedTitle(
            trx,
            { ownerId: actor.membershipId, space: origin.space, folderId: origin.folder_id },
            wantedTitle,
            true,
            origin.id,
            false,
          )
        : origin.title;
      const now = nowIso();
      await referenceStoredBlob(trx, stored, contentType);
      await insertVersion(trx, {
        material_id: origin.id,
        number,
        company_id: origin.company_id,
        title,
        blob_sha256: stored.sha256,
        size: stored.size,
        content_type: contentType,
        author_id: actor.membershipId,
        note,
        state: pending ? 'pending' : 'published',
        created_at: now,
      });
      // The origin row's reference moves to the new bytes; the superseded version keeps the old bytes
      // with a reference of its own: for the old blob, one reference changes hands. The owner sees the
      // newest version, pending or not; copies follow only a published (or approved) one.
      await trx
        .updateTable('material')
        .set({ title, blob_sha256: stored.sha256, size: stored.size, content_type: contentType, updated_at: now })
        .where('id', '=', origin.id)
        .execute();
      const version = { number, blob_sha256: stored.sha256, size: stored.size, content_type: contentType, updated_at: now };
      const copies = pending ? 0 : await publishToCopies(trx, origin.id, version);
      if (!pending) await renewOnPublish(trx, origin, now);
      await recordAudit(
        { db: trx },
        {
          companyId: actor.companyId,
          actorId: actor.membershipId,
          action: pending ? 'material.version_submitted' : 'material.version_published',
          target: { type: 'material', id: origin.id, name: title },
          detail: { version: number, sha256: stored.sha256, size: stored.size, copies, note },
          source: actor.source,
        },
      );
      const material = await ownMaterial(trx, actor, materialId);
      if (pending) {
        const approvers = await approversOf(trx, actor.companyId, actor.membershipId);
        return {
          material,
          published: null,
          notice: {
            companyId: actor.companyId,
            kind: 'pending' as const,
            originId: origin.id,
            actorId: actor.membershipId,
            version: number,
            note,
            recipients: approvers.map((id) => ({ membershipId: id, materialId: origin.id, title })),
          },
        };
      }
      return {
        material,
        notice: null,
        published: {
          companyId: actor.companyId,
          authorId: actor.membershipId,
          originId: origin.id,
          version: number,
          note,
          holders: await holdersOf(trx, origin.id, actor.membershipId),
        },
      };
    }),
  );
}

/** The versions of an original (its owner, or an approver), newest first; a copy's holder gets a 403. */
export async function listVersions(db: Db, actor: Actor, materialId: string): Promise<VersionItem[]> {
  const material = await originOf(db, actor, materialId, 'readMaterialVersions');
  const rows = await db
    .selectFrom('material_version')
    .selectAll()
    .where('material_id', '=', material.id)
    .orderBy('number', 'desc')
    .execute();
  const names = await memberNames(db, [...rows.map((r) => r.author_id), ...rows.map((r) => r.decided_by_id)]);
  return rows.map((r) => ({
    number: r.number,
    title: r.title,
    size: Number(r.size),
    content_type: r.content_type,
    sha256: r.blob_sha256,
    state: r.state,
    note: r.note,
    author: r.author_id ? { id: r.author_id, full_name: names.get(r.author_id)?.full_name ?? '' } : null,
    created_at: r.created_at,
    current: r.number === material.version,
    decided_by: r.decided_by_id ? { id: r.decided_by_id, full_name: names.get(r.decided_by_id)?.full_name ?? '' } : null,
    decided_at: r.decided_at,
    decision_note: r.decision_note,
  }));
}

/**
 * One version's bytes, for the owner of the original or an approver (never editable: versions are only
 * read). The gate lets them read every version, whatever its state: they keep the record.
 */
export async function versionForDownload(db: Db, actor: Actor, materialId: string, number: number) {
  const material = await originOf(db, actor, materialId, 'readMaterialVersions');
  await requireOpenable(db, actor.role, material);
  const version = await db
    .selectFrom('material_version as v')
    .innerJoin('blob as b', 'b.sha256', 'v.blob_sha256')
    .select(['v.title', 'v.size', 'v.content_type', 'v.blob_sha256', 'b.storage_key'])
    .where('v.material_id', '=', material.id)
    .where('v.number', '=', number)
    .executeTakeFirst();
  if (!version) throw notFound(VERSION_NOT_FOUND);
  return {
    title: version.title,
    contentType: version.content_type,
    size: Number(version.size),
    etag: `"${version.blob_sha256}"`,
    storageKey: version.storage_key,
  };
}
