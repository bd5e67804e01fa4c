import type { Db } from '../../db/connect.js';
import type { Material } from '../../db/schema.js';
import { mayOnMaterial } from '../../policy/index.js';
import type { Actor } from '../../policy/actor.js';
import { memberNames } from '../members/names.js';
import { lifecyclesOf, openRefusal, statesOf } from './lifecycle.js';
import { withPrincipal } from './originals.js';
import type { Static } from 'typebox';
import type { MaterialLifecycleSchema } from '../../schemas/content.js';
import type { Refs } from '../../schemas/refs.js';
import { gated, membersOf, qualificationRefusal } from './qualification.js';
import { rulesView } from './rules.js';
import { watermarkOf } from './watermark.js';

const NOBODY = { id: '', fullName: '', email: '', license: false, state: null };

/** A material's lifecycle as its holder's page shows it (the `MaterialLifecycle` schema). */
export type LifecycleView = Static<typeof MaterialLifecycleSchema, Refs>;

/** What a copy's ceilings keep from its holder, in words (null: nothing). */
function ceilingReason(viewOnly: boolean, noResend: boolean): string | null {
  if (!viewOnly && !noResend) return null;
  const what = [viewOnly ? 'to view in Cascade only (no download, zip or print)' : '', noResend ? 'not to be sent on' : '']
    .filter(Boolean)
    .join(', and ');
  return `Whoever sent you this shared it ${what}.`;
}

/** What the review page says about one of the actor's materials: its states, dates, and what they may do. */
export async function lifecycleView(db: Db, actor: Actor, material: Material): Promise<LifecycleView> {
  const life = (await lifecyclesOf(db, [material])).get(material.id)!;
  const approver = life.approvedById ? (await memberNames(db, [life.approvedById])).get(life.approvedById) : undefined;
  // The table decides, about the original (a holder of a copy who is an approver acts from it).
  const who = await withPrincipal(db, actor);
  let mayRecall = mayOnMaterial(who, 'recallMaterial', material);
  let maySetRules = mayOnMaterial(who, 'setMaterialRules', material);
  if ((!mayRecall || !maySetRules) && material.link === 'copy' && material.origin_id) {
    const origin = await db
      .selectFrom('material')
      .select(['owner_id', 'company_id', 'link'])
      .where('id', '=', material.origin_id)
      .executeTakeFirst();
    mayRecall ||= origin !== undefined && mayOnMaterial(who, 'recallMaterial', origin);
    maySetRules ||= origin !== undefined && mayOnMaterial(who, 'setMaterialRules', origin);
  }
  const holder =
    !life.holdsOrigin && gated(life.rules) ? (await membersOf(db, [actor.membershipId])).get(actor.membershipId) : undefined;
  const withheld = holder ? qualificationRefusal(life.title, life.rules, holder, true) : null;
  const open = openRefusal(actor.role, life) === null && withheld === null;
  return {
    states: [...statesOf(life), ...(withheld ? ['withheld' as const] : [])],
    withheld_reason: withheld,
    version_state: life.versionState,
    approved_by: approver?.full_name ?? null,
    approved_at: life.approvedAt,
    use_until: life.useUntil,
    withdrawn_at: life.withdrawnAt,
    withdrawn_reason: life.withdrawnReason,
    may_open: open,
    may_recall: mayRecall,
    may_download: open && !life.viewOnly,
    may_send: open && !life.noResend,
    ceiling_reason: ceilingReason(life.viewOnly, life.noResend),
    rules: rulesView(life.rules),
    may_set_rules: maySetRules,
    watermarked: watermarkOf(life, { ...(holder ?? NOBODY), role: actor.role }, material.content_type) !== null,
  };
}
