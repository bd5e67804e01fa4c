import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { mayOnMaterial } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { memberNames } from '../members/names.js';
import { lifecyclesOf, openRefusal, statesOf } from './lifecycle.js';
import { withPrincipal } from './originals.js';
import type { Static } from 'typebox';
import type { MaterialLifecycleSchema } from '../../schemas/content.js';

/** A material's lifecycle as its holder's page shows it (the `MaterialLifecycle` schema). */
export type LifecycleView = Static<typeof MaterialLifecycleSchema>;

/** What the review page says about one of the actor's materials: its states, dates, and what they may do. */
export async function lifecycleView(db: Db, actor: Actor, material: Material): Promise<LifecycleView> {
  const life = (await lifecyclesOf(db, [material])).get(material.id)!;
  const approver = life.approvedById ? (await memberNames(db, [life.approvedById])).get(life.approvedById) : undefined;
  // The table decides, about the original (a holder of a copy who is an approver acts from it).
  const who = await withPrincipal(db, actor);
  let mayRecall = mayOnMaterial(who, 'recallMaterial', material);
  if (!mayRecall && material.link === 'copy' && material.origin_id) {
    const origin = await db
      .selectFrom('material')
      .select(['owner_id', 'company_id', 'link'])
      .where('id', '=', material.origin_id)
      .executeTakeFirst();
    mayRecall = origin !== undefined && mayOnMaterial(who, 'recallMaterial', origin);
  }
  return {
    states: statesOf(life),
    version_state: life.versionState,
    approved_by: approver?.full_name ?? null,
    approved_at: life.approvedAt,
    use_until: life.useUntil,
    withdrawn_at: life.withdrawnAt,
    withdrawn_reason: life.withdrawnReason,
    may_open: openRefusal(actor.role, life) === null,
    may_recall: mayRecall,
  };
}
