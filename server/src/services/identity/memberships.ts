import { queryShapes } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database, MembershipStatus, Role } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';

export interface MembershipRead {
  status: MembershipStatus;
  role: Role;
  company_id: string;
  content_version: number | string;
  member_version: number | string;
  company_name: string;
  /** Access tokens issued before this time (ms) are refused (password change or reset, archive, restore). */
  tokens_valid_after: number | string;
  /** The token's session was signed out (a row in ended_session): 1/true, else 0/false. */
  ended: number | boolean;
}

/**
 * The membership behind an access token, both list versions, the time before which its tokens are
 * refused and whether the token's own session was signed out: one primary-key read, built once (a query
 * of one shape) — building it with Kysely would cost more than the read on a path every request takes.
 * The company's columns are read by its key in subqueries, not by a join: with few companies (a
 * company's own installation) SQLite's planner would scan the company table for the join, which cost
 * three times the whole read (docs/perf-figures.md).
 */
const membershipRead = queryShapes<Database, null, { session: string; membership: string }, MembershipRead>((db, _, p) =>
  db
    .selectFrom('user_company as m')
    .select(['m.status', 'm.role', 'm.company_id', 'm.content_version', 'm.tokens_valid_after'])
    .select((eb) => [
      eb.selectFrom('company as c').select('c.member_version').whereRef('c.id', '=', 'm.company_id').as('member_version'),
      eb.selectFrom('company as c').select('c.name').whereRef('c.id', '=', 'm.company_id').as('company_name'),
      eb.exists(eb.selectFrom('ended_session as e').select('e.family_id').where('e.family_id', '=', p.session)).as('ended'),
    ])
    .where('m.id', '=', p.membership),
);

/** The read above on `db`, for the access check (plugins/auth.ts). */
export function membershipReader(db: Db): (sessionId: string, membershipId: string) => Promise<MembershipRead | undefined> {
  return async (session, membership) => (await membershipRead(db, null, { session, membership }))[0];
}

/** Which of the given memberships are still active (the live sockets drop the others). */
export async function activeMemberships(db: Db, ids: string[]): Promise<Set<string>> {
  const active = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('user_company')
      .select('id')
      .where('id', 'in', part)
      .where('status', '=', 'active')
      .execute();
    for (const row of rows) active.add(row.id);
  }
  return active;
}
