import type { Role } from '../db/schema.js';
import type { Actor } from './actor.js';
import { ACTIVE_TARGET_ONLY, ruleOf, type Action, type Relation } from './table.js';

/** What the decision about one target needs to know, read in one query (policy/decide.ts). */
export interface TargetFacts {
  id: string;
  role: Role;
  status: string;
  companyId: string;
  /** The target's upline chain, nearest first (as deep as any role's downline reaches). */
  uplines: readonly (string | null)[];
  /** The actor's own upline. */
  actorUplineId: string | null;
}

/** How the target stands to the actor; empty when it is in another company. */
export function relationsOf(actor: Actor, target: TargetFacts): Set<Relation> {
  const found = new Set<Relation>();
  if (target.companyId !== actor.companyId) return found;
  if (target.id === actor.membershipId) {
    found.add('self');
    return found;
  }
  found.add('company');
  if (target.id === target.actorUplineId) found.add('upline');
  if (target.uplines.includes(actor.membershipId)) found.add('downline');
  return found;
}

/** The pure decision: whether the table lets the actor do `action` to a target with these facts. */
export function allows(actor: Actor, action: Action, target: TargetFacts): boolean {
  const rule = ruleOf(actor.role, action);
  if (rule.targetRoles && !rule.targetRoles.includes(target.role)) return false;
  if (ACTIVE_TARGET_ONLY.includes(action) && target.status !== 'active') return false;
  const relations = relationsOf(actor, target);
  return rule.relations.some((relation) => relations.has(relation));
}
