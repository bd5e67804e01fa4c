import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Membership, Role, UserCompanyTable } from '../../db/schema.js';
import type { Actor } from '../../policy/actor.js';


/** A query over memberships aliased `m`. */
export type MemberEb = ExpressionBuilder<Database & { m: UserCompanyTable }, 'm'>;

/** The role a member's upline must have; an admin's upline is another admin or nobody. */
export const UPLINE_ROLE: Record<Role, Role> = { admin: 'admin', marketer: 'admin', agent: 'marketer', client: 'agent' };

/**
 * The members an actor can see (DESIGN §4), whatever their status — the lists add the status filter:
 * admin everyone in the company; marketer their agents and those agents' clients; agent their clients;
 * client themselves and their own agent. Always inside the actor's company.
 *
 * `byCompanyIndex: false` keeps SQLite from reading the whole company through its index when another
 * condition (a name search) already narrows the rows far more: the company is then checked per row.
 */
export function inReach(actor: Actor, options: { byCompanyIndex?: boolean } = {}) {
  return (eb: MemberEb): Expression<SqlBool> => {
    const company = options.byCompanyIndex === false ? sql<SqlBool>`+m.company_id = ${actor.companyId}` : eb('m.company_id', '=', actor.companyId);
    switch (actor.role) {
      case 'admin':
        return company;
      case 'marketer': {
        const ownAgents = eb
          .selectFrom('user_company as a')
          .select('a.id')
          .where('a.invited_by_id', '=', actor.membershipId)
          .where('a.role', '=', 'agent');
        return eb.and([
          company,
          eb.or([
            eb.and([eb('m.role', '=', 'agent'), eb('m.invited_by_id', '=', actor.membershipId)]),
            eb.and([eb('m.role', '=', 'client'), eb('m.invited_by_id', 'in', ownAgents)]),
          ]),
        ]);
      }
      case 'agent':
        return eb.and([company, eb('m.role', '=', 'client'), eb('m.invited_by_id', '=', actor.membershipId)]);
      case 'client': {
        const ownAgent = eb.selectFrom('user_company as self').select('self.invited_by_id').where('self.id', '=', actor.membershipId);
        return eb.and([company, eb.or([eb('m.id', '=', actor.membershipId), eb('m.id', '=', ownAgent)])]);
      }
    }
  };
}

/**
 * Whether an actor may archive or restore a member they can see: admins anyone, marketers their own
 * agents, agents their own clients, clients nobody.
 */
export function mayManage(actor: Actor, target: Pick<Membership, 'role' | 'invited_by_id' | 'company_id'>): boolean {
  if (target.company_id !== actor.companyId) return false;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'marketer':
      return target.role === 'agent' && target.invited_by_id === actor.membershipId;
    case 'agent':
      return target.role === 'client' && target.invited_by_id === actor.membershipId;
    case 'client':
      return false;
  }
}
