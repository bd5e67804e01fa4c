import { allowsListed, type ListedMember, type Viewer } from './generated/policy-evaluator.gen';
import { COMPANY_POLICY, MATERIAL_POLICY, POLICY, ROLES, UPLINE_ROLE } from './generated/policy.gen';
import type { Role } from './user';

export { COMPANY_ACTIONS, COMPANY_POLICY, MATERIAL_POLICY, POLICY, ROLES, UPLINE_ROLE } from './generated/policy.gen';
/** Whether a member approves materials (admins; marketers and agents marked principal). */
export { approvesMaterials } from './generated/policy-evaluator.gen';

/**
 * The server's policy table (server/src/policy/table.ts), generated into policy.gen.ts by
 * `npm run api:generate`: menus, buttons and dialogs read it so they cannot differ from the server.
 */
export type PolicyAction = keyof typeof POLICY;
type Relation = 'self' | 'upline' | 'downline' | 'company';

interface Rule {
  relations: readonly Relation[];
  targetRoles?: readonly Role[];
}

export const ruleOf = (role: Role, action: PolicyAction): Rule => POLICY[action][role] as Rule;

/** The signed-in member, as the policy sees them (`uplineId`: `invited_by_id` of `GET /user/`). */
export type PolicyViewer = Viewer;

/** A member the viewer has listed (everything in a list is in the viewer's company and `see` scope). */
export type PolicyTarget = ListedMember;

/**
 * Whether the table lets the viewer do `action` to a member they have listed: the server's own evaluator
 * (server/src/contract/policy.ts, generated into policy-evaluator.gen.ts), on the facts the list gives.
 */
export function allows(viewer: PolicyViewer | null | undefined, action: PolicyAction, target: PolicyTarget): boolean {
  return viewer ? allowsListed(viewer, action, target) : false;
}

/** What a member may do to their company itself (its settings, audit log, form templates). */
export type CompanyAction = keyof typeof COMPANY_POLICY;

/** Whether the company table lets a member of this role do `action` to their company (no one before sign-in). */
export function mayInCompany(role: Role | null | undefined, action: CompanyAction): boolean {
  const allowed: readonly Role[] = COMPANY_POLICY[action];
  return role ? allowed.includes(role) : false;
}

/** What a member may do to a material they hold (upload a version, read the versions). */
export type MaterialAction = keyof typeof MATERIAL_POLICY;

/**
 * Whether the material table lets a member of this role do `action` to a material of theirs: `link`
 * says how they hold it (`origin`: their upload; `copy` or `unlinked`: it reached them).
 */
export function mayOnMaterial(role: Role | null | undefined, action: MaterialAction, link: string | undefined): boolean {
  if (!role || !link) return false;
  const allowed: readonly string[] = MATERIAL_POLICY[action][role];
  return allowed.includes(link === 'origin' ? 'origin' : 'copy');
}

/** The roles a member of this role may invite. */
export const invitableRoles = (role: Role): readonly Role[] => ruleOf(role, 'invite').targetRoles ?? [];

/** The roles directly below a role in the hierarchy (admins: marketers; an admin's fellow admins are not "below"). */
export const downlineRole = (role: Role): Role | null => ROLES.find((r) => r !== role && UPLINE_ROLE[r] === role) ?? null;

/** Every role below a role, nearest first. */
function rolesBelow(role: Role): Role[] {
  const below: Role[] = [];
  for (let next = downlineRole(role); next; next = downlineRole(next)) below.push(next);
  return below;
}

/** The roles whose members a role has lists of: its whole company, or its downline. */
export function listedRoles(role: Role): readonly Role[] {
  const rule = ruleOf(role, 'see');
  if (rule.relations.includes('company')) return ROLES;
  return rule.relations.includes('downline') ? rolesBelow(role) : [];
}

/** A page listing many: the members of a role, the archive, the meetings. */
export type ListPage = Role | 'archive' | 'meetings';

const mayToAnyone = (role: Role, ...actions: PolicyAction[]) => actions.some((a) => ruleOf(role, a).relations.length > 0);

/**
 * Whether a member of this role may open a list page (the navigation offers exactly these): a members page
 * per role they have a list of (`see`), the archive when they may archive someone (`manage`), Meetings when
 * they may meet (`joinRoom` / `inviteToMeeting`). No one before sign-in.
 */
export function mayOpenList(role: Role | null | undefined, list: ListPage): boolean {
  if (!role) return false;
  if (list === 'archive') return mayToAnyone(role, 'manage');
  if (list === 'meetings') return mayToAnyone(role, 'joinRoom', 'inviteToMeeting');
  return listedRoles(role).includes(list);
}

/** The role a list of `listed` members can be filtered by (their upline's), when the viewer has a list of those too. */
export function uplineFilterRole(viewer: Role | undefined, listed: Role): Role | null {
  const upline = UPLINE_ROLE[listed];
  return viewer && upline !== listed && listedRoles(viewer).includes(upline) ? upline : null;
}
