import { sql } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database, MembershipStatus, Role } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';

export interface MembershipRead {
  status: MembershipStatus;
  role: Role;
  company_id: string;
  member_version: number | string;
  company_name: string;
  /** Access tokens issued before this time (ms) are refused (password change or reset, archive, restore). */
  tokens_valid_after: number | string;
  /** The token's session was signed out (a row in ended_session): 1/true, else 0/false. */
  ended: number | boolean;
}

/** One access check asked for: the token's session (refresh family) and membership. */
export interface MembershipKey {
  session: string;
  membership: string;
}

/** The values of a read of `count` access checks: `s0`, `m0`, `s1`, `m1`, … */
type Asked = Record<`${'s' | 'm'}${number}`, string>;
type Found = MembershipRead & { asked_session: string; asked_membership: string };

/** The access checks one statement reads at most; the sizes of the statements built. */
const MAX_ASKED = 32;
const paddedCount = (count: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, count)));

/**
 * The memberships behind access tokens, both list versions, the time before which their tokens are
 * refused and whether each token's own session was signed out: one statement for all the checks asked
 * for at once (requests arriving together), each membership read by its primary key. Built once per
 * count of checks (1, 2, 4, … 32: a batch is padded to the next of those by repeating its last check)
 * — building it with Kysely would cost more than the read on a path every request takes.
 * The company's columns are read by its key in subqueries, not by a join: with few companies (a
 * company's own installation) SQLite's planner would scan the company table for the join, which cost
 * three times the whole read (docs/perf-figures.md).
 */
const membershipsRead = queryShapes<Database, number, Asked, Found>((_db, count, p) => {
  const asked = Array.from({ length: count }, (_, i) => sql`(${p[`s${i}`]}, ${p[`m${i}`]})`);
  return sql<Found>`
      with asked (session_id, membership_id) as (values ${sql.join(asked)})
      select a.session_id as asked_session, a.membership_id as asked_membership,
        m.status, m.role, m.company_id, m.tokens_valid_after,
        (select c.member_version from company c where c.id = m.company_id) as member_version,
        (select c.name from company c where c.id = m.company_id) as company_name,
        exists (select 1 from ended_session e where e.family_id = a.session_id) as ended
      from asked a join user_company m on m.id = a.membership_id`;
}, MAX_ASKED);

/** The reads above on `db`, for the access check (plugins/auth.ts): each check's membership, or undefined. */
export function membershipsReader(db: Db): (asked: readonly MembershipKey[]) => Promise<(MembershipRead | undefined)[]> {
  return async (asked) => {
    const found = new Map<string, MembershipRead>();
    for (const part of chunks([...asked], MAX_ASKED)) {
      const count = paddedCount(part.length);
      const values: Asked = {};
      for (let i = 0; i < count; i++) {
        const key = part[Math.min(i, part.length - 1)]!;
        values[`s${i}`] = key.session;
        values[`m${i}`] = key.membership;
      }
      for (const { asked_session, asked_membership, ...row } of await membershipsRead(db, count, values))
        found.set(`${asked_session} ${asked_membership}`, row);
    }
    return asked.map((key) => found.get(`${key.session} ${key.membership}`));
  };
}

/** One access check, read on its own. */
export function membershipReader(db: Db): (session: string, membership: string) => Promise<MembershipRead | undefined> {
  const read = membershipsReader(db);
  return async (session, membership) => (await read([{ session, membership }]))[0];
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
