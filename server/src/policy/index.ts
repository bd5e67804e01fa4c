export type { Actor } from './actor.js';
export { mayInCompany, requireInCompany } from './company.js';
export { may, refused } from './decide.js';
export { isApprover, mayOnMaterial } from './material.js';
export { scopeOf, scopeShape, type MemberEb, type ScopeOptions, type ScopeShape } from './scope.js';
export {
  COMPANY_ACTIONS,
  COMPANY_POLICY,
  invitableRoles,
  POLICY,
  ROLES,
  ruleOf,
  UPLINE_ROLE,
  type Action,
  type CompanyAction,
  type MaterialAction,
  type MaterialRelation,
  type Relation,
  type Rule,
} from './table.js';
