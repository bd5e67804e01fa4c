import { sql, type RawBuilder } from 'kysely';
import { US_STATES } from '../../contract/form-fields.js';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';

/**
 * The holders of an original's copies as the record lists them (docs/distribution.md, "The record"), read
 * in SQL one page or one batch at a time: one row per holder (the copy they received — a copy into their
 * own space keeps its sender's line), in the record's order (admin → marketers → agents → clients, then
 * by name), so a page of 50 never reads the other 9,950.
 */

export interface RecordFilters {
  version?: number | undefined;
  state?: string | undefined;
}

/** Whose copies a reader sees: all, or those that came down through `memberId`. */
export type Scope = { kind: 'all' } | { kind: 'below_me'; memberId: string };

export interface Holder {
  member_id: string;
  copy_id: string;
  shared_by_id: string | null;
  version: number;
  view_only: number;
  no_resend: number;
  created_at: string;
  role: Role;
  rank: number;
  sort_name: string;
  first_name: string;
  last_name: string;
  email: string;
  state: string | null;
  sender_first: string | null;
  sender_last: string | null;
}

/** A holder's place in the order: the key a keyset page starts after (or ends before). */
export interface HolderKey {
  rank: number;
  sort_name: string;
  member_id: string;
}

const ROLE_ORDER: Role[] = ['admin', 'marketer', 'agent', 'client'];
/** The kinds that count as a holder using their copy. */
const OPEN_KINDS = ['opened', 'previewed', 'downloaded'] as const;

const openKinds = sql.join(OPEN_KINDS.map((k) => sql.lit(k)));

/** How a profile's free-text state matches a state code: the code or the state's name, any case. */
function stateMatch(code: string): RawBuilder<unknown> {
  const name = US_STATES.find(([c]) => c === code)?.[1] ?? code;
  return sql`lower(trim(u.state)) in (${code.toLowerCase()}, ${name.toLowerCase()})`;
}

/**
 * The `with` clause naming `people`: every holder with their sort key, within the reader's scope and the
 * filters. The copies are the live ones and the kept ones (deleted by their holder, or kept when the
 * holder was removed: the record outlives them), one row per holder — a live copy before a kept one, a
 * copy received before one into the holder's own space. A kept copy's holder is named from their
 * membership while it exists, else as kept. A sender's scope is a recursive walk down the copies' "sent
 * by" lines (UNION: a loop ends).
 */
function people(originId: string, scope: Scope, filters: RecordFilters): RawBuilder<unknown> {
  const below =
    scope.kind === 'below_me'
      ? sql`below (id) as (
          select c.owner_id from copies c where c.shared_by_id = ${scope.memberId}
          union
          select c.owner_id from copies c inner join below b on c.shared_by_id = b.id
        ), `
      : sql``;
  const conditions = [sql`h.pick = 1`, sql`(m.id is not null or h.kept = 1)`];
  if (scope.kind === 'below_me') conditions.push(sql`h.owner_id in (select id from below)`);
  if (filters.state) conditions.push(stateMatch(filters.state));
  if (filters.version !== undefined)
    conditions.push(sql`(h.version = ${filters.version} or exists (
      select 1 from material_event e
      where e.origin_id = ${originId} and e.member_id = h.owner_id and e.version = ${filters.version}))`);
  return sql`with ${scope.kind === 'below_me' ? sql`recursive ` : sql``}copies as (
      select c.id, c.owner_id, c.shared_by_id, c.version, c.view_only, c.no_resend, c.created_at, c.space,
        0 as kept, null as holder_name, null as holder_email, null as holder_role
      from material c
      where c.origin_id = ${originId} and c.link = 'copy'
      union all
      select r.id, r.owner_id, r.shared_by_id, r.version, 0, 0, r.created_at, r.space,
        1, r.holder_name, r.holder_email, r.holder_role
      from material_retained r
      where r.origin_id = ${originId} and r.link = 'copy'
    ), ${below}held as (
      select c.*,
        row_number() over (
          partition by c.owner_id
          order by c.kept, case when c.space = 'shared' then 0 else 1 end, c.created_at, c.id
        ) as pick
      from copies c
    ), people as (
      select h.owner_id as member_id, h.id as copy_id, h.shared_by_id, h.version, h.view_only, h.no_resend,
        h.created_at, coalesce(m.role, h.holder_role, 'client') as role,
        case coalesce(m.role, h.holder_role) when 'admin' then 0 when 'marketer' then 1 when 'agent' then 2 else 3 end as rank,
        lower(trim(coalesce(u.first_name || ' ' || u.last_name, h.holder_name, ''))) as sort_name,
        coalesce(u.first_name, h.holder_name, '') as first_name,
        case when u.first_name is null then '' else coalesce(u.last_name, '') end as last_name,
        coalesce(u.email, h.holder_email, '') as email, u.state
      from held h
      left join user_company m on m.id = h.owner_id
      left join users u on u.id = m.user_id
      where ${sql.join(conditions, sql` and `)}
    )`;
}

/** Received, opened and downloaded per level: one statement, each holder's use found by index. */
export async function levelCounts(
  db: Db,
  originId: string,
  scope: Scope,
  filters: RecordFilters,
): Promise<{ role: Role; received: number; opened: number; downloaded: number }[]> {
  const version = filters.version !== undefined ? sql` and e.version = ${filters.version}` : sql``;
  const used = (kinds: RawBuilder<unknown>) =>
    sql`case when exists (
      select 1 from material_event e
      where e.origin_id = ${originId} and e.member_id = p.member_id and e.kind in (${kinds})${version}
    ) then 1 else 0 end`;
  const rows = await sql<{
    rank: number | string;
    received: number | string;
    opened: number | string;
    downloaded: number | string;
  }>`
    ${people(originId, scope, filters)}
    select p.rank, count(*) as received, sum(${used(openKinds)}) as opened, sum(${used(sql.lit('downloaded'))}) as downloaded
    from people p group by p.rank`.execute(db);
  const byRank = new Map(rows.rows.map((r) => [Number(r.rank), r]));
  return ROLE_ORDER.map((role, rank) => {
    const r = byRank.get(rank);
    return { role, received: Number(r?.received ?? 0), opened: Number(r?.opened ?? 0), downloaded: Number(r?.downloaded ?? 0) };
  });
}

/** The key of one holder in this list, or null when they are not in it (a stale cursor is ignored). */
export async function holderKey(
  db: Db,
  originId: string,
  scope: Scope,
  filters: RecordFilters,
  memberId: string,
): Promise<HolderKey | null> {
  const rows = await sql<HolderKey>`
    ${people(originId, scope, filters)}
    select p.rank, p.sort_name, p.member_id from people p where p.member_id = ${memberId}`.execute(db);
  const row = rows.rows[0];
  return row ? { rank: Number(row.rank), sort_name: row.sort_name, member_id: row.member_id } : null;
}

/**
 * One page of holders in the record's order: after a key (`before`: the ones before it, nearest first,
 * answered in order), or at an offset. Bounded: `limit` rows.
 */
export async function holderPage(
  db: Db,
  originId: string,
  scope: Scope,
  filters: RecordFilters,
  at: { key: HolderKey | null; before: boolean; offset: number; limit: number },
): Promise<Holder[]> {
  const { key, before } = at;
  const seek = key
    ? before
      ? sql`where (p.rank, p.sort_name, p.member_id) < (${key.rank}, ${key.sort_name}, ${key.member_id})`
      : sql`where (p.rank, p.sort_name, p.member_id) > (${key.rank}, ${key.sort_name}, ${key.member_id})`
    : sql``;
  const direction = key && before ? sql`desc` : sql`asc`;
  const rows = await sql<Holder>`
    ${people(originId, scope, filters)}
    select p.*, su.first_name as sender_first, su.last_name as sender_last
    from people p
    left join user_company sm on sm.id = p.shared_by_id
    left join users su on su.id = sm.user_id
    ${seek}
    order by p.rank ${direction}, p.sort_name ${direction}, p.member_id ${direction}
    limit ${at.limit} offset ${key ? 0 : at.offset}`.execute(db);
  const out = rows.rows.map((r) => ({ ...r, rank: Number(r.rank), version: Number(r.version) }));
  return key && before ? out.reverse() : out;
}

/** Every holder, `batch` at a time, in order: the exports read the record this way, never all at once. */
export async function* allHolders(
  db: Db,
  originId: string,
  scope: Scope,
  filters: RecordFilters,
  batch = 1000,
): AsyncGenerator<Holder[]> {
  let key: HolderKey | null = null;
  for (;;) {
    const rows = await holderPage(db, originId, scope, filters, { key, before: false, offset: 0, limit: batch });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    key = { rank: last.rank, sort_name: last.sort_name, member_id: last.member_id };
  }
}

export interface HolderStats {
  sent?: string;
  first?: string;
  last?: string;
  opens: number;
  downloads: number;
  /** The holder's copy is withheld now: since when, and why (the last withholding not restored). */
  withheld?: { at: string; reason: string | null };
}

/** The events of these holders, per holder: one statement per batch (the origin's member index). */
export async function holderStats(
  db: Db,
  originId: string,
  memberIds: string[],
  version: number | undefined,
): Promise<Map<string, HolderStats>> {
  const stats = new Map<string, HolderStats>();
  if (memberIds.length === 0) return stats;
  let q = db
    .selectFrom('material_event')
    .select([
      'member_id',
      'kind',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      (eb) => eb.fn.min('at').as('first'),
      (eb) => eb.fn.max('at').as('last'),
    ])
    .where('origin_id', '=', originId)
    .where('member_id', 'in', memberIds)
    .where('kind', 'in', ['sent', ...OPEN_KINDS])
    .groupBy(['member_id', 'kind']);
  if (version !== undefined) q = q.where('version', '=', version);
  // Withholdings are about the holder, whatever the version: the last one per holder says whether now.
  const lastWithholding = db
    .selectFrom('material_event as e')
    .select(['e.member_id', 'e.kind', 'e.at', 'e.reason'])
    .where('e.origin_id', '=', originId)
    .where('e.member_id', 'in', memberIds)
    .where('e.kind', 'in', ['withheld', 'restored'])
    .orderBy('e.at')
    .orderBy('e.id');
  const [events, withholdings] = await Promise.all([q.execute(), lastWithholding.execute()]);
  const latest = new Map(withholdings.map((w) => [w.member_id!, w]));
  for (const [member, w] of latest) {
    if (w.kind !== 'withheld') continue;
    stats.set(member, { opens: 0, downloads: 0, withheld: { at: w.at, reason: w.reason } });
  }
  for (const e of events) {
    const s = stats.get(e.member_id!) ?? { opens: 0, downloads: 0 };
    if (e.kind === 'sent') s.sent = String(e.first);
    else {
      s.opens += Number(e.n);
      if (!s.first || String(e.first) < s.first) s.first = String(e.first);
      if (!s.last || String(e.last) > s.last) s.last = String(e.last);
      if (e.kind === 'downloaded') s.downloads += Number(e.n);
    }
    stats.set(e.member_id!, s);
  }
  return stats;
}
