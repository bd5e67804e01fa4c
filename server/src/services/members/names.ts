import { idListParams, idsOf, queryShapes, type IdList } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { chunks } from '../../lib/chunks.js';

export interface MemberName {
  id: string;
  full_name: string;
  email: string;
}

/** The names of `count` memberships (`id0`, `id1`, …): built once per count of ids. */
const namesOf = queryShapes<Database, number, IdList, { id: string; first_name: string; last_name: string; email: string }>(
  (db, count, p) =>
    db
      .selectFrom('user_company as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'u.first_name', 'u.last_name', 'u.email'])
      .where('m.id', 'in', idsOf(count, p)),
);

/** The names (and emails) of these memberships; ids that are null or repeated are fine. */
export async function memberNames(db: Db, ids: (string | null)[]): Promise<Map<string, MemberName>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, MemberName>();
  for (const part of chunks(wanted)) {
    for (const r of await namesOf(db, part.length, idListParams(part)))
      names.set(r.id, nameOf(r.id, r.first_name, r.last_name, r.email));
  }
  return names;
}

/** A member's name as lists show it, from their user's first and last name. */
export const nameOf = (id: string, first: string, last: string, email: string): MemberName => ({
  id,
  full_name: `${first} ${last}`.trim(),
  email,
});

/** What a member's profile can prefill on a form: their name, contact details, state and producer number. */
export interface MemberProfile {
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  address: string;
  state: string | null;
  national_producer_number: string | null;
}

/** One membership's profile details (for prefilling a form), or null when it does not exist. */
export async function memberProfile(db: Db, membershipId: string): Promise<MemberProfile | null> {
  const r = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.address', 'u.state', 'u.national_producer_number'])
    .where('m.id', '=', membershipId)
    .executeTakeFirst();
  return r ? { ...r, full_name: `${r.first_name} ${r.last_name}`.trim() } : null;
}
