export type { Actor } from './actor.js';
export { mayInCompany, requireInCompany } from './company.js';
export { may, refused } from './decide.js';
export { scopeOf, type MemberEb, type ScopeOptions } from './scope.js';
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
  type Relation,
  type Rule,
} from './table.js';
