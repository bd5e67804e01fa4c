import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { requireOnMaterial } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { BlobTooLargeError, type BlobStorage } from '../../storage/index.js';
import { recordAudit } from '../audit/index.js';
import { memberNames } from '../members/names.js';
import { changeRefs, referenceStoredBlob, withBlobLock } from './blobs.js';
import type { VersionPublished } from './events.js';
import { renamedTitle } from './free-name.js';
import { checkFileName, sanitizeContentType, sanitizeTitle } from './names.js';
import { ownMaterial } from './ownership.js';
import { tooLarge } from './materials.js';

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

export interface VersionItem {
  number: number;
  title: string;
  size: number;
  content_type: string;
  sha256: string;
  state: string;
  note: string;
  author: { id: string; full_name: string } | null;
  created_at: string;
  current: boolean;
}

/** A change note as stored: one line of plain text, at most MAX_NOTE characters. */
function cleanNote(note: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const text = (note ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text.length > MAX_NOTE) throw badRequest(`The change note is longer than ${MAX_NOTE} characters; shorten it.`);
  return text;
}

/** The actor's original, or a 403 for a copy they hold (the table decides), or a 404. */
async function ownOrigin(db: Db, actor: Actor, materialId: string, action: 'uploadMaterialVersion' | 'readMaterialVersions') {
  const material = await ownMaterial(db, actor, materialId);
  requireOnMaterial(actor, action, material, action === 'uploadMaterialVersion' ? NOT_THE_ORIGIN : VERSIONS_NOT_YOURS);
  return material;
}

/**
 * Uploads a new version of an origin: same id, same place; the bytes stream into storage first, then
 * one transaction records the version, moves the origin to it and every copy everywhere with one
 * statement (copies follow their origin), and moves the blob references. With approval not built yet,
 * a version is published at once. Returns the holders to tell (after commit).
 */
export async function uploadVersion(
  db: Db,
  storage: BlobStorage,
  actor: Actor,
  materialId: string,
  input: VersionUploadInput,
): Promise<{ material: Material; published: VersionPublished }> {
  checkFileName(input.fileName);
  const note = cleanNote(input.note);
  const wantedTitle = input.title?.trim() ? sanitizeTitle(input.title) : undefined;
  await ownOrigin(db, actor, materialId, 'uploadMaterialVersion');
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
      await trx
        .insertInto('material_version')
        .values({
          material_id: origin.id,
          number,
          company_id: origin.company_id,
          title,
          blob_sha256: stored.sha256,
          size: stored.size,
          content_type: contentType,
          author_id: actor.membershipId,
          note,
          state: 'published',
          created_at: now,
        })
        .execute();
      // The origin row's reference moves to the new bytes; the superseded version keeps the old bytes
      // with a reference of its own: for the old blob, one reference changes hands.
      await trx
        .updateTable('material')
        .set({ title, blob_sha256: stored.sha256, size: stored.size, content_type: contentType, updated_at: now })
        .where('id', '=', origin.id)
        .execute();
      // Every copy, at any depth: what it holds now, then all of them in one statement.
      const held = await trx
        .selectFrom('material')
        .select(['blob_sha256', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('origin_id', '=', origin.id)
        .groupBy('blob_sha256')
        .execute();
      const deltas = new Map<string, number>();
      let copies = 0;
      for (const row of held) {
        const n = Number(row.n);
        copies += n;
        deltas.set(row.blob_sha256, (deltas.get(row.blob_sha256) ?? 0) - n);
      }
      deltas.set(stored.sha256, (deltas.get(stored.sha256) ?? 0) + copies);
      if (copies > 0) {
        await trx
          .updateTable('material')
          .set({ blob_sha256: stored.sha256, size: stored.size, content_type: contentType, version: number, updated_at: now })
          .where('origin_id', '=', origin.id)
          .execute();
        await changeRefs(trx, deltas);
      }
      const holders = await trx
        .selectFrom('material')
        .select(['owner_id', 'id', 'title'])
        .where('origin_id', '=', origin.id)
        .where('owner_id', '<>', actor.membershipId)
        .orderBy('owner_id')
        .orderBy('id')
        .execute();
      const seen = new Set<string>();
      const tell = holders.filter((h) => !seen.has(h.owner_id) && seen.add(h.owner_id));
      await recordAudit(
        { db: trx },
        {
          companyId: actor.companyId,
          actorId: actor.membershipId,
          action: 'material.version_published',
          target: { type: 'material', id: origin.id, name: title },
          detail: { version: number, sha256: stored.sha256, size: stored.size, copies, note },
          source: actor.source,
        },
      );
      const material = await ownMaterial(trx, actor, materialId);
      return {
        material,
        published: {
          companyId: actor.companyId,
          authorId: actor.membershipId,
          originId: origin.id,
          version: number,
          note,
          holders: tell.map((h) => ({ membershipId: h.owner_id, materialId: h.id, title: h.title })),
        },
      };
    }),
  );
}

/** The versions of the actor's original, newest first; a copy's holder gets a 403. */
export async function listVersions(db: Db, actor: Actor, materialId: string): Promise<VersionItem[]> {
  const material = await ownOrigin(db, actor, materialId, 'readMaterialVersions');
  const rows = await db
    .selectFrom('material_version')
    .selectAll()
    .where('material_id', '=', material.id)
    .orderBy('number', 'desc')
    .execute();
  const names = await memberNames(
    db,
    rows.map((r) => r.author_id),
  );
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
  }));
}

/** One version's bytes, for the owner of the original (never editable: versions are only read). */
export async function versionForDownload(db: Db, actor: Actor, materialId: string, number: number) {
  const material = await ownOrigin(db, actor, materialId, 'readMaterialVersions');
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
