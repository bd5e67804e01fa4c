import { compiledOnce } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database, MembershipStatus, Role } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';

export interface MembershipRead {
  status: MembershipStatus;
  role: Role;
  company_id: string;
  content_version: number | string;
  member_version: number | string;
}

/** The membership behind an access token and both list versions, in one primary-key read compiled once. */
export function membershipReader(db: Db): (id: string) => Promise<MembershipRead | undefined> {
  const read = compiledOnce<Database, MembershipRead, [string]>(
    db,
    db
      .selectFrom('user_company as m')
      .innerJoin('company as c', 'c.id', 'm.company_id')
      .select(['m.status', 'm.role', 'm.company_id', 'm.content_version', 'c.member_version'])
      .where('m.id', '=', ''),
  );
  return async (id) => (await read(id))[0];
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
