import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { mayOnMaterial, type MaterialAction } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { MATERIAL_NOT_FOUND } from './ownership.js';

/** The actor with their principal flag, for the decisions that need it. */
export async function withPrincipal(db: Db, actor: Actor): Promise<Actor & { principal: boolean }> {
  const row = await db.selectFrom('user_company').select('principal').where('id', '=', actor.membershipId).executeTakeFirst();
  return { ...actor, principal: Number(row?.principal ?? 0) === 1 };
}

const byId = (db: Db, actor: Actor, id: string) =>
  db.selectFrom('material').selectAll().where('id', '=', id).where('company_id', '=', actor.companyId).executeTakeFirst();

/**
 * An original the policy table lets the actor do `action` to: their own, or (for approvers) any of the
 * company's — named by its id, or by the id of a copy the actor holds (an approver acts from their copy).
 * Someone holding it who may not gets a 403 with `refusal`; anyone else a 404.
 */
export async function originFor(
  db: Db,
  actor: Actor,
  materialId: string,
  action: MaterialAction,
  refusal: string,
): Promise<Material> {
  const material = await byId(db, actor, materialId);
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  const who = await withPrincipal(db, actor);
  if (mayOnMaterial(who, action, material)) return material;
  const held = material.owner_id === actor.membershipId;
  if (held && material.link === 'copy' && material.origin_id) {
    const origin = await byId(db, actor, material.origin_id);
    if (origin && mayOnMaterial(who, action, origin)) return origin;
  }
  if (held) throw forbidden(refusal);
  throw notFound(MATERIAL_NOT_FOUND);
}
