/**
 * The policy evaluator: how the table (policy/table.ts, the one home of who may do what) decides one
 * action on one member. The server decides with it (policy/decide.ts reads the facts in one query); the
 * SPA gets this very code (`npm run api:generate` copies it into
 * src/shared/api/generated/policy-evaluator.gen.ts, beside the generated table) to offer exactly the
 * buttons and recipients the server will allow.
 */
import {
  ACTIVE_TARGET_ONLY,
  MATERIAL_POLICY,
  POLICY,
  UPLINE_ROLE,
  type ACTIONS,
  type MATERIAL_RELATIONS,
  type RELATIONS,
  type ROLES,
} from '../policy/table.js';

type Role = (typeof ROLES)[number];
type Action = (typeof ACTIONS)[number];
type Relation = (typeof RELATIONS)[number];
type MaterialRelation = (typeof MATERIAL_RELATIONS)[number];

/** Who acts. */
export interface PolicyActor {
  membershipId: string;
  companyId: string;
  role: Role;
}

/** What the decision about one target needs to know. */
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
function relationsOf(actor: PolicyActor, target: TargetFacts): Set<Relation> {
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
export function allows(actor: PolicyActor, action: Action, target: TargetFacts): boolean {
  const rule: { relations: readonly Relation[]; targetRoles?: readonly Role[] } = POLICY[action][actor.role];
  if (rule.targetRoles && !rule.targetRoles.includes(target.role)) return false;
  if ((ACTIVE_TARGET_ONLY as readonly string[]).includes(action) && target.status !== 'active') return false;
  const relations = relationsOf(actor, target);
  return rule.relations.some((relation) => relations.has(relation));
}

/** The signed-in member, as the SPA knows them. */
export interface Viewer {
  role: Role;
  membershipId: string;
  /** Their own upline. */
  uplineId: string | null;
}

/** A member the viewer has: from a list or a page the server scoped by the viewer's `see` rule, or their upline. */
export interface ListedMember {
  id: string;
  role: Role;
  invited_by_id: string | null;
  /** Unknown (not sent): taken as active. */
  status?: string;
}

/**
 * The facts about a member the viewer has, as far as the SPA knows them: the server sends the first link
 * of the upline chain (`invited_by_id`), not the whole chain.
 * - A member whose upline must have the viewer's role (UPLINE_ROLE: a client under an agent…) is in
 *   the viewer's downline exactly when that first link is the viewer.
 * - Anyone further down: the server listed them under the viewer's `see` rule, so when that rule
 *   reaches others only through `downline` (no `company`), anyone listed who is neither the viewer nor
 *   their upline is in their downline — the viewer is in their chain.
 */
function listedFacts(viewer: Viewer, member: ListedMember, companyId: string): TargetFacts {
  const see: readonly Relation[] = POLICY.see[viewer.role].relations;
  const other = member.id !== viewer.membershipId && member.id !== viewer.uplineId;
  const directlyBelow = member.role !== viewer.role && UPLINE_ROLE[member.role] === viewer.role;
  const deeper = !directlyBelow && other && see.includes('downline') && !see.includes('company');
  return {
    id: member.id,
    role: member.role,
    status: member.status ?? 'active',
    companyId,
    uplines: deeper ? [member.invited_by_id, viewer.membershipId] : [member.invited_by_id],
    actorUplineId: viewer.uplineId,
  };
}

/** Whether the table lets the viewer do `action` to a member they have (everyone listed is in their company). */
export function allowsListed(viewer: Viewer, action: Action, member: ListedMember): boolean {
  const company = 'the-viewers-company';
  return allows({ ...viewer, companyId: company }, action, listedFacts(viewer, member, company));
}

/**
 * Whether a member approves materials at all (the approvers' queue, its navigation item): the table's
 * `approveMaterial` by role (`company`), or as a member an admin marked principal (`principal`).
 */
export function approvesMaterials(member: { role: Role; principal?: boolean }): boolean {
  const allowed: readonly MaterialRelation[] = MATERIAL_POLICY.approveMaterial[member.role];
  return allowed.includes('company') || (member.principal === true && allowed.includes('principal'));
}
