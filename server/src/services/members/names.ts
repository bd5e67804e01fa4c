import type { Db } from '../../db/connect.js';

export interface MemberName {
  id: string;
  full_name: string;
  email: string;
}

/** The names (and emails) of these memberships, in one query; ids that are null or repeated are fine. */
export async function memberNames(db: Db, ids: (string | null)[]): Promise<Map<string, MemberName>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('m.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, full_name: `${r.first_name} ${r.last_name}`.trim(), email: r.email }]));
}
