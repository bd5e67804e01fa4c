import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { eventTime, writeEvents } from './delivery-record.js';
import type { Actor } from '../../policy/actor.js';
import { recordAudit, type AuditAction } from '../audit/index.js';
import type { MaterialNotice } from './events.js';
import { lifecycleClock } from './lifecycle.js';
import { originFor } from './originals.js';
import { holdersOf } from './publish.js';

const NOT_YOURS_TO_RECALL = 'Only the owner of the original or an approver can recall it; you hold a copy.';
const NOT_YOURS_TO_RENEW = 'Only the owner of the original or an approver can change its "use until" date; you hold a copy.';
const MAX_REASON = 1000;

/** One line of plain text: what a holder reads in their notification. */
function cleanReason(reason: string): string {
  // eslint-disable-next-line no-control-regex
  const text = reason.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!text) throw badRequest('Say why the material is recalled: the holders of its copies read it.');
  if (text.length > MAX_REASON) throw badRequest(`The reason is longer than ${MAX_REASON} characters; shorten it.`);
  return text;
}

async function audit(trx: Db, actor: Actor, origin: Material, action: AuditAction, detail: Record<string, unknown>) {
  await recordAudit(
    { db: trx },
    {
      companyId: actor.companyId,
      actorId: actor.membershipId,
      action,
      target: { type: 'material', id: origin.id, name: origin.title },
      detail,
      source: actor.source,
    },
  );
}

/**
 * Recalls a material: one statement on the origin's row withdraws every copy at every depth at once
 * (copies read the state through their origin); the holders' lists follow (one statement for all
 * holders' cache versions) and each holder is told with the reason, after commit.
 */
export async function recallMaterial(db: Db, actor: Actor, materialId: string, reason: string): Promise<MaterialNotice> {
  const text = cleanReason(reason);
  const origin = await originFor(db, actor, materialId, 'recallMaterial', NOT_YOURS_TO_RECALL);
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const done = await trx
      .updateTable('material')
      .set({ withdrawn_at: now, withdrawn_reason: text, withdrawn_by_id: actor.membershipId })
      .where('id', '=', origin.id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(`“${origin.title}” is already withdrawn.`);
    const recipients = await holdersOf(trx, origin.id, actor.membershipId);
    await audit(trx, actor, origin, 'material.recalled', { reason: text, holders: recipients.length });
    // The delivery record: the recall reaches every copy of the version they show.
    await writeEvents(trx, [
      {
        id: newId(),
        company_id: origin.company_id,
        origin_id: origin.id,
        version: origin.version,
        kind: 'recalled',
        member_id: null,
        copy_id: null,
        by_id: actor.membershipId,
        ceilings: null,
        at: eventTime(),
      },
    ]);
    return {
      companyId: actor.companyId,
      kind: 'withdrawn',
      originId: origin.id,
      actorId: actor.membershipId,
      note: text,
      recipients,
    };
  });
}

/** Undoes a recall: every copy comes back at once, and its holders are told. */
export async function undoRecall(db: Db, actor: Actor, materialId: string): Promise<MaterialNotice> {
  const origin = await originFor(db, actor, materialId, 'recallMaterial', NOT_YOURS_TO_RECALL);
  return inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('material')
      .set({ withdrawn_at: null, withdrawn_reason: null, withdrawn_by_id: null })
      .where('id', '=', origin.id)
      .where('withdrawn_at', 'is not', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(`“${origin.title}” is not withdrawn.`);
    const recipients = await holdersOf(trx, origin.id, actor.membershipId);
    await audit(trx, actor, origin, 'material.recall_undone', { was: origin.withdrawn_reason, holders: recipients.length });
    return { companyId: actor.companyId, kind: 'restored', originId: origin.id, actorId: actor.membershipId, recipients };
  });
}

/** A "use until" as stored: an ISO time in the future, or null for none. */
function cleanUseUntil(value: string | null): string | null {
  if (value === null) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw badRequest('Give the "use until" date as a date and time (ISO 8601).');
  if (at <= lifecycleClock.now()) throw badRequest('Choose a "use until" date in the future.');
  return new Date(at).toISOString();
}

/**
 * Changes (or clears) the "use until" date of a material: an expired material comes back for every copy
 * at once when the date moves into the future; its holders are told.
 */
export async function renewMaterial(db: Db, actor: Actor, materialId: string, useUntil: string | null): Promise<MaterialNotice> {
  const date = cleanUseUntil(useUntil);
  const origin = await originFor(db, actor, materialId, 'renewMaterial', NOT_YOURS_TO_RENEW);
  const wasExpired = origin.use_until !== null && Date.parse(origin.use_until) <= lifecycleClock.now();
  return inTransaction(db, async (trx) => {
    await trx.updateTable('material').set({ use_until: date }).where('id', '=', origin.id).execute();
    await audit(trx, actor, origin, 'material.renewed', { from: origin.use_until, to: date });
    const recipients = wasExpired ? await holdersOf(trx, origin.id, actor.membershipId) : [];
    return {
      companyId: actor.companyId,
      kind: 'restored',
      originId: origin.id,
      actorId: actor.membershipId,
      useUntil: date,
      recipients,
    };
  });
}

/**
 * A new version published (or approved) renews an expired material: its "use until" becomes the
 * company's default lifetime from now, or none.
 */
export async function renewOnPublish(trx: Db, origin: Material, now: string): Promise<void> {
  if (origin.use_until === null || Date.parse(origin.use_until) > lifecycleClock.now()) return;
  const company = await trx
    .selectFrom('company')
    .select('material_lifetime_days')
    .where('id', '=', origin.company_id)
    .executeTakeFirst();
  await trx
    .updateTable('material')
    .set({ use_until: lifetimeFrom(now, company?.material_lifetime_days ?? null) })
    .where('id', '=', origin.id)
    .execute();
}

/** The "use until" of an upload made at `now` under a default lifetime of `days` (null: none). */
export const lifetimeFrom = (now: string, days: number | null): string | null =>
  days ? new Date(Date.parse(now) + days * 86_400_000).toISOString() : null;
