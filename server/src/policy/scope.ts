import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Role, UserCompanyTable } from '../db/schema.js';
import type { Actor } from './actor.js';
import { ACTIVE_TARGET_ONLY, ruleOf, type Action, type Rule } from './table.js';

/** A query over memberships aliased `m`. */
export type MemberEb = ExpressionBuilder<Database & { m: UserCompanyTable }, 'm'>;

/**
 * How many levels a role's downline can have: each role's upline has the role above it (UPLINE_ROLE),
 * so a marketer's reach ends at their agents' clients. An admin's downline through other admins is not
 * followed (no rule needs it: admins act on their whole company).
 */
const DOWNLINE_LEVELS: Record<Role, number> = { admin: 3, marketer: 2, agent: 1, client: 0 };

export interface ScopeOptions {
  /**
   * `false` keeps SQLite from reading the whole company through its index when another condition (a
   * name search) already narrows the rows far more: the company is then checked per row.
   */
  byCompanyIndex?: boolean;
}

/** `m.invited_by_id` is the actor or, up to `levels` deep, someone below them. */
function downline(eb: MemberEb, actor: Actor, levels: number): Expression<SqlBool> {
  if (levels === 0) return sql<SqlBool>`1 = 0`;
  const conditions: Expression<SqlBool>[] = [eb('m.invited_by_id', '=', actor.membershipId)];
  // Each level's subquery reuses the alias `d`: an inner alias shadows the outer one in SQL.
  let below = eb.selectFrom('user_company as d').select('d.id').where('d.invited_by_id', '=', actor.membershipId);
  for (let level = 2; level <= levels; level += 1) {
    conditions.push(eb('m.invited_by_id', 'in', below));
    below = eb.selectFrom('user_company as d').select('d.id').where('d.invited_by_id', 'in', below);
  }
  return conditions.length === 1 ? conditions[0]! : eb.or(conditions);
}

/**
 * What decides the SQL of `scopeOf(actor, action)`, as plain values: the actor's role and its rule. A
 * statement built once per shape keeps it in its shape, so a changed policy table builds a new statement
 * instead of running the one built under the old rule.
 */
export interface ScopeShape {
  role: Role;
  rule: Rule;
}

export const scopeShape = (role: Role, action: Action): ScopeShape => ({ role, rule: ruleOf(role, action) });

/**
 * The query evaluator: the members `actor` may do `action` to, as a condition on memberships aliased
 * `m` — whatever their status unless the action needs an active target (the lists add their own status
 * filter). Always inside the actor's company. The actor's ids reach the query each as a whole
 * parameter, so a statement built once per shape (`queryShapes`) passes stand-ins for them: keep it so.
 */
export function scopeOf(actor: Actor, action: Action, options: ScopeOptions = {}) {
  const rule = ruleOf(actor.role, action);
  return (eb: MemberEb): Expression<SqlBool> => {
    if (rule.relations.length === 0) return sql<SqlBool>`1 = 0`;
    const conditions: Expression<SqlBool>[] = [
      options.byCompanyIndex === false
        ? sql<SqlBool>`+m.company_id = ${actor.companyId}`
        : eb('m.company_id', '=', actor.companyId),
    ];
    if (rule.targetRoles) conditions.push(eb('m.role', 'in', rule.targetRoles));
    if (ACTIVE_TARGET_ONLY.includes(action)) conditions.push(eb('m.status', '=', 'active'));
    const has = (relation: string) => rule.relations.some((r) => r === relation);
    if (!(has('company') && has('self'))) {
      const any: Expression<SqlBool>[] = [];
      if (has('company')) any.push(eb('m.id', '<>', actor.membershipId));
      if (has('self')) any.push(eb('m.id', '=', actor.membershipId));
      if (has('upline')) {
        any.push(
          eb(
            'm.id',
            '=',
            eb.selectFrom('user_company as self').select('self.invited_by_id').where('self.id', '=', actor.membershipId),
          ),
        );
      }
      if (has('downline')) any.push(downline(eb, actor, DOWNLINE_LEVELS[actor.role]));
      conditions.push(any.length === 1 ? any[0]! : eb.or(any));
    }
    return eb.and(conditions);
  };
}
