export type { Actor } from './actor.js';
export { may, refused, targetFacts } from './decide.js';
export { allows, relationsOf, type TargetFacts } from './relations.js';
export { DOWNLINE_LEVELS, scopeOf, type MemberEb, type ScopeOptions } from './scope.js';
export {
  ACTIONS,
  ACTIVE_TARGET_ONLY,
  invitableRoles,
  POLICY,
  RELATIONS,
  ROLES,
  ruleOf,
  UPLINE_ROLE,
  type Action,
  type Relation,
  type Rule,
} from './table.js';
