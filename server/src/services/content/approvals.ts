import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/ids.js';
import { isApprover } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { recordAudit } from '../audit/index.js';
import { memberNames } from '../members/names.js';
import type { MaterialNotice, VersionPublished } from './events.js';
import { originFor, withPrincipal } from './originals.js';
import { approversOf, holdersOf, publishToCopies } from './publish.js';
import { renewOnPublish } from './recall.js';
import type { Static } from 'typebox';
import type { PendingVersionSchema } from '../../schemas/content.js';
import type { Refs } from '../../schemas/refs.js';

const NOT_AN_APPROVER = 'Only admins and members marked as principals approve materials.';
const NOT_YOURS_TO_APPROVE = 'Only an approver can approve or reject a version; you hold a copy.';
const MAX_NOTE = 1000;

/** A version waiting for an approver (the `PendingVersion` schema). */
export type PendingVersion = Static<typeof PendingVersionSchema, Refs>;

/** The versions waiting for an approver in the company, oldest first (approvers only). */
export async function approvalQueue(db: Db, actor: Actor): Promise<PendingVersion[]> {
  if (!isApprover(await withPrincipal(db, actor))) throw forbidden(NOT_AN_APPROVER);
  const rows = await db
    .selectFrom('material_version as v')
    .innerJoin('material as o', 'o.id', 'v.material_id')
    .select((eb) => [
      'v.material_id',
      'v.number',
      'v.title',
      'v.size',
      'v.content_type',
      'v.blob_sha256',
      'v.note',
      'v.author_id',
      'v.created_at',
      eb
        .selectFrom('material_version as p')
        .select((p) => p.fn.max('p.number').as('n'))
        .whereRef('p.material_id', '=', 'v.material_id')
        .whereRef('p.number', '<', 'v.number')
        .where('p.state', 'in', ['approved', 'published'])
        .as('previous'),
    ])
    .where('v.company_id', '=', actor.companyId)
    .where('v.state', '=', 'pending')
    .where('o.withdrawn_at', 'is', null)
    .orderBy('v.created_at')
    .orderBy('v.material_id')
    .orderBy('v.number')
    .limit(500)
    .execute();
  const names = await memberNames(
    db,
    rows.map((r) => r.author_id),
  );
  return rows.map((r) => ({
    material_id: r.material_id,
    number: r.number,
    title: r.title,
    size: Number(r.size),
    content_type: r.content_type,
    sha256: r.blob_sha256,
    note: r.note,
    author: r.author_id ? { id: r.author_id, full_name: names.get(r.author_id)?.full_name ?? '' } : null,
    created_at: r.created_at,
    previous: r.previous === null ? null : Number(r.previous),
  }));
}

function cleanNote(note: string | undefined, required: boolean): string {
  // eslint-disable-next-line no-control-regex
  const text = (note ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (required && !text) throw badRequest('Say why the version is rejected: its author reads it.');
  if (text.length > MAX_NOTE) throw badRequest(`The note is longer than ${MAX_NOTE} characters; shorten it.`);
  return text;
}

export interface Decision {
  notice: MaterialNotice;
  published: VersionPublished | null;
}

/**
 * Approves or rejects one pending version, recording the approver, the time, the note and the version's
 * SHA-256; the author is told. Approving moves every copy still on an older version to this one (one
 * statement) and tells their holders; it never touches any other version (a later one stays pending).
 */
export async function decideVersion(
  db: Db,
  actor: Actor,
  materialId: string,
  number: number,
  decision: 'approved' | 'rejected',
  note?: string,
): Promise<Decision> {
  const text = cleanNote(note, decision === 'rejected');
  const origin = await originFor(db, actor, materialId, 'approveMaterial', NOT_YOURS_TO_APPROVE);
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const version = await trx
      .updateTable('material_version')
      .set({ state: decision, decided_by_id: actor.membershipId, decided_at: now, decision_note: text })
      .where('material_id', '=', origin.id)
      .where('number', '=', number)
      .where('state', '=', 'pending')
      .returning(['number', 'title', 'blob_sha256', 'size', 'content_type', 'author_id', 'note'])
      .executeTakeFirst();
    if (!version) {
      const exists = await trx
        .selectFrom('material_version')
        .select('state')
        .where('material_id', '=', origin.id)
        .where('number', '=', number)
        .executeTakeFirst();
      if (!exists) throw notFound('This material has no such version.');
      throw conflict(`Version ${number} of “${origin.title}” is not waiting for approval (it is ${exists.state}).`);
    }
    let copies = 0;
    if (decision === 'approved') {
      copies = await publishToCopies(trx, origin.id, { ...version, updated_at: now });
      await renewOnPublish(trx, origin, now);
    }
    await recordAudit(
      { db: trx },
      {
        companyId: actor.companyId,
        actorId: actor.membershipId,
        action: decision === 'approved' ? 'material.version_approved' : 'material.version_rejected',
        target: { type: 'material', id: origin.id, name: origin.title },
        detail: { version: number, sha256: version.blob_sha256, note: text, copies },
        source: actor.source,
      },
    );
    const author = version.author_id && version.author_id !== actor.membershipId ? version.author_id : null;
    return {
      notice: {
        companyId: actor.companyId,
        kind: decision,
        originId: origin.id,
        actorId: actor.membershipId,
        version: number,
        note: text,
        recipients: author ? [{ membershipId: author, materialId: origin.id, title: origin.title }] : [],
      },
      published:
        decision === 'approved' && copies > 0
          ? {
              companyId: actor.companyId,
              authorId: version.author_id ?? actor.membershipId,
              originId: origin.id,
              version: number,
              note: version.note,
              holders: await holdersOf(trx, origin.id, null),
            }
          : null,
    };
  });
}

/** The approvers' notice of a new original waiting for approval (none when it needs none). */
export async function submittedNotice(db: Db, actor: Actor, materialId: string): Promise<MaterialNotice | null> {
  const version = await db
    .selectFrom('material_version')
    .select(['number', 'title'])
    .where('material_id', '=', materialId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (!version) return null;
  const approvers = await approversOf(db, actor.companyId, actor.membershipId);
  return {
    companyId: actor.companyId,
    kind: 'pending',
    originId: materialId,
    actorId: actor.membershipId,
    version: version.number,
    recipients: approvers.map((id) => ({ membershipId: id, materialId, title: version.title })),
  };
}
