export type { Actor } from './actor.js';
export { may, refused } from './decide.js';
export { scopeOf, type MemberEb, type ScopeOptions } from './scope.js';
export { invitableRoles, POLICY, ROLES, ruleOf, UPLINE_ROLE, type Action, type Relation, type Rule } from './table.js';
