import { sql, type Kysely } from 'kysely';
import { idsOf, queryShapes, type IdList } from '../../db/compiled.js';
import type { Database, MembershipStatus, Role } from '../../db/schema.js';
import { isSqlite } from '../../db/dialect.js';
import { nameCondition, plannedPerSearch, type NameSearch } from '../../db/text-search.js';
import { scopeOf, type MemberEb, type ScopeShape } from '../../policy/index.js';

/**
 * The statements of a member list, each built once per shape (`queryShapes`): a list's miss then costs
 * what the database spends running them, not what building them with Kysely would.
 */

export type MemberSort = 'name' | '-name' | 'created_at' | '-created_at';

/** What decides a member list statement's SQL. */
export interface MemberListShape {
  /** The actor's role and its `see` rule: which relations the list is scoped to. */
  scope: ScopeShape;
  /** Only members of one role (`role`). */
  byRole: boolean;
  /** Only those one member brought in (`invited_by`). */
  invitedBy: boolean;
  search: NameSearch['shape'];
}

/** The values a member list statement runs with. */
export interface MemberListParams {
  /** The actor's membership and company. */
  actor: string;
  company: string;
  status: MembershipStatus;
  role?: Role;
  invited_by?: string;
  limit?: number;
  offset?: number;
  [search: `search_${string}`]: string;
}

type Params = { readonly [K in keyof MemberListParams]: MemberListParams[K] };

/**
 * The policy's scope, the status and the filters. The policy builds its condition from an actor whose
 * ids are the stand-ins: each reaches the query as a whole parameter.
 */
function filter(db: Kysely<Database>, s: MemberListShape, p: Params) {
  // An indexed name search keeps SQLite off the company index (see `ScopeOptions`); PostgreSQL's planner
  // weighs both itself.
  const byCompanyIndex = !(isSqlite(db) && s.search?.indexable.some(Boolean));
  const actor = { membershipId: p.actor, companyId: p.company, role: s.scope.role };
  return (eb: MemberEb) => {
    const conditions = [scopeOf(actor, 'see', { byCompanyIndex })(eb), eb('m.status', '=', p.status)];
    if (s.byRole) conditions.push(eb('m.role', '=', p.role!));
    if (s.invitedBy) conditions.push(eb('m.invited_by_id', '=', p.invited_by!));
    if (s.search) conditions.push(nameCondition(db, s.search, p)!);
    return eb.and(conditions);
  };
}

const matching = (db: Kysely<Database>, s: MemberListShape, p: Params) =>
  db
    .selectFrom('user_company as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where(filter(db, s, p));

/** How many members the list has. */
export const memberCount = queryShapes<Database, MemberListShape, MemberListParams, { n: number | string | bigint }>(
  (db, s, p) => matching(db, s, p).select((eb) => eb.fn.countAll().as('n')),
  256,
  plannedPerSearch,
);

type OrderShape = MemberListShape & { sort: MemberSort };

/** The list's order: by first and last name, or by when they joined; the id last, so it is total. */
const orderOf = (s: OrderShape) => {
  const direction = sql.raw(s.sort.startsWith('-') ? 'desc' : 'asc');
  const keys = s.sort.endsWith('name') ? [sql`lower(u.first_name)`, sql`lower(u.last_name)`] : [sql`m.created_at`];
  return sql.join([...keys, sql`m.id`].map((key) => sql`${key} ${direction}`));
};

const ordered = (db: Kysely<Database>, s: OrderShape, p: Params) =>
  matching(db, s, p)
    .select('m.id')
    .orderBy(orderOf(s) as never);

/** Every member of the list, in order (a name search: its matches are few and cached whole). */
export const memberIds = queryShapes<Database, OrderShape, MemberListParams, { id: string }>(ordered, 256, plannedPerSearch);

/** A page of the list (`limit`, `offset`). */
export const memberIdPage = queryShapes<Database, OrderShape, MemberListParams, { id: string }>(
  (db, s, p) => ordered(db, s, p).limit(p.limit!).offset(p.offset!),
  256,
  plannedPerSearch,
);

/** The columns of a member as the lists and the details show them, with their user's (all text). */
const MEMBER_COLUMNS = [
  'm.id',
  'm.user_id',
  'm.role',
  'm.invited_by_id',
  'm.status',
  'm.created_at',
  'm.archived_at',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'u.avatar',
] as const;

/** A member's columns (`MEMBER_COLUMNS`) with their user's. */
export function selectMemberColumns(db: Kysely<Database>) {
  return db.selectFrom('user_company as m').innerJoin('users as u', 'u.id', 'm.user_id').select(MEMBER_COLUMNS);
}

/**
 * The members of a page by primary key only (built once per count of ids): the ids come from the
 * company-scoped match list, and a company condition here would tempt SQLite into reading the whole
 * company through its index.
 */
export const memberRows = queryShapes<
  Database,
  number,
  IdList,
  Awaited<ReturnType<ReturnType<typeof selectMemberColumns>['execute']>>[number]
>((db, count, p) => selectMemberColumns(db).where('m.id', 'in', idsOf(count, p)), 128);

/** Active members directly below each of `count` members: one grouped query for a whole page. */
export const downlineCounts = queryShapes<
  Database,
  number,
  IdList,
  { invited_by_id: string | null; n: number | string | bigint }
>(
  (db, count, p) =>
    db
      .selectFrom('user_company')
      .select((eb) => ['invited_by_id', eb.fn.countAll().as('n')])
      .where('invited_by_id', 'in', idsOf(count, p))
      .where('status', '=', 'active')
      .groupBy('invited_by_id'),
  128,
);

/** A row of `memberPageWithCount`: the list's count first (`kind` "count"), then the page's members. */
export type MemberPageRow = { kind: 'count' | 'member'; n: number | string | null } & {
  [K in keyof MemberColumns]: MemberColumns[K] | null;
} & { downline_count: number | string | null };
type MemberColumns = Awaited<ReturnType<ReturnType<typeof selectMemberColumns>['execute']>>[number];

/**
 * PostgreSQL: a page of the list (`limit`, `offset`) with its count, its members' columns and their
 * active downline, in one statement — one round trip where `memberCount`, `memberIdPage`, `memberRows`
 * and `downlineCounts` take four. The count is a CTE read once and comes first (also when the page is
 * past the end); the members follow in the page's order, as the content lists' first page reads its
 * parts (first-page.ts).
 */
export const memberPageWithCount = queryShapes<Database, OrderShape, MemberListParams, MemberPageRow>(
  (db, s, p) => {
    // The count's row fills the members' columns with nulls of their type (all text).
    const columns = MEMBER_COLUMNS.map((column) => column.slice(2));
    const nulls = sql.join(columns.map((c) => sql`cast(null as varchar) as ${sql.ref(c)}`));
    const count = matching(db, s, p).select((eb) => eb.fn.countAll().as('n'));
    const page = matching(db, s, p)
      .select(MEMBER_COLUMNS)
      .orderBy(orderOf(s) as never)
      .limit(p.limit!)
      .offset(p.offset!);
    return sql<MemberPageRow>`with counted as materialized (${count})
    select 'count' as kind, cast(n as bigint) as n, ${nulls}, cast(null as bigint) as downline_count
    from counted
    union all
    select 'member', null, ${sql.join(columns.map((c) => sql.ref(`page.${c}`)))},
      (select count(*) from user_company as d where d.invited_by_id = page.id and d.status = 'active')
    from (${page}) as page`;
  },
  256,
  plannedPerSearch,
);
