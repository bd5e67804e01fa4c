import { idListParams } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import { isSqlite } from '../../db/dialect.js';
import { nameSearch, searchWords } from '../../db/text-search.js';
import type { MembershipStatus, Role } from '../../db/schema.js';
import { listCachePerDatabase } from '../../lib/list-cache.js';
import { POLICY, scopeOf, scopeShape, type Actor, type Relation } from '../../policy/index.js';
import { avatars } from '../images/avatars.js';
import { notFound } from '../../lib/errors.js';
import {
  downlineCounts,
  memberCount,
  memberIdPage,
  memberIds,
  memberPageWithCount,
  memberRows,
  selectMemberColumns,
  type MemberListParams,
  type MemberListShape,
  type MemberSort,
} from './list-statements.js';
import type { Static } from 'typebox';
import type { Refs } from '../../schemas/refs.js';
import type {
  MemberDetailsSchema,
  MemberSchema,
  MemberSummarySchema,
  UplineDetailsSchema,
} from '../../schemas/members/member.js';

/**
 * Whether a role's `see` rule is the whole company, the actor included: its lists are then the same
 * for every member of that role and share one cache entry; any other rule makes them the actor's own.
 */
function seesWholeCompany(role: Role): boolean {
  const relations: readonly Relation[] = POLICY.see[role].relations;
  return relations.includes('company') && relations.includes('self');
}

/** One member as the lists and the details show them (the `Member` schema). */
export type MemberView = Static<typeof MemberSchema, Refs>;

export interface MemberListQuery {
  role?: Role;
  page?: number;
  size?: number;
  invited_by_id?: string;
  full_name?: string;
  sort?: MemberSort;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  pages: number;
}

export const fullName = (first: string | null, last: string | null): string => `${first ?? ''} ${last ?? ''}`.trim();

/** One member with their active downline counted (single-row lookups). */
function selectMembers(db: Db) {
  return selectMemberColumns(db).select((eb) =>
    eb
      .selectFrom('user_company as d')
      .select((d) => d.fn.countAll().as('n'))
      .whereRef('d.invited_by_id', '=', 'm.id')
      .where('d.status', '=', 'active')
      .as('downline_count'),
  );
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

function toView(row: MemberRow): MemberView {
  return {
    id: row.id,
    user_id: row.user_id,
    role: row.role,
    invited_by_id: row.invited_by_id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name),
    email: row.email,
    phone: row.phone,
    avatar: avatars.url('', row.avatar),
    status: row.status,
    created_at: row.created_at,
    archived_at: row.archived_at,
    downline_count: Number(row.downline_count ?? 0),
  };
}

/** Lists keyed by `company.member_version`, which triggers bump on every change a list filters, sorts on or shows. */
const memberLists = listCachePerDatabase<Page<MemberView>>();

/**
 * A page of the members an actor can see, with the given status and filters. `memberVersion` is the
 * company's `member_version` as read with the actor's membership (`request.auth.memberVersion`).
 */
export async function listMembers(
  db: Db,
  actor: Actor,
  status: MembershipStatus,
  query: MemberListQuery,
  memberVersion: string,
): Promise<Page<MemberView>> {
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const words = searchWords(query.full_name);
  const search = words.join(' ');
  const byName = nameSearch(words);
  const sort = query.sort ?? 'name';
  const offset = (page - 1) * size;
  const shape: MemberListShape = {
    scope: scopeShape(actor.role, 'see'),
    byRole: Boolean(query.role),
    invitedBy: Boolean(query.invited_by_id),
    search: byName.shape,
  };
  const params: MemberListParams = {
    actor: actor.membershipId,
    company: actor.companyId,
    status,
    ...(query.role ? { role: query.role } : {}),
    ...(query.invited_by_id ? { invited_by: query.invited_by_id } : {}),
    ...byName.params,
  };

  const key = [
    actor.companyId,
    memberVersion,
    actor.role,
    seesWholeCompany(actor.role) ? '' : actor.membershipId,
    status,
    query.role ?? '',
    query.invited_by_id ?? '',
    search,
    sort,
  ].join('\u0000');
  const cache = memberLists(db);
  // On PostgreSQL a list or a name search not counted before comes with the page asked for, in one
  // statement: one round trip instead of three or four. The page is then made from these rows, by this
  // request; later pages are read by number, as a list's.
  let read: MemberView[] | null = null;
  const matched = await cache.entry(key, async () => {
    if (!isSqlite(db)) {
      const rows = await memberPageWithCount(db, { ...shape, sort }, { ...params, limit: size, offset });
      read = rows.filter((r) => r.kind === 'member').map((r) => toView(r as MemberRow));
      return { total: Number(rows.find((r) => r.kind === 'count')!.n), ids: null, parts: [] };
    }
    if (byName.shape) {
      // A name search: every match, in order, once per version of the company's members.
      const ids = (await memberIds(db, { ...shape, sort }, params)).map((r) => r.id);
      return { total: ids.length, ids, parts: [] };
    }
    const [counted] = await memberCount(db, shape, params);
    return { total: Number(counted!.n), ids: null, parts: [] };
  });
  const { total } = matched;
  const pages = Math.ceil(total / size);
  if (total === 0 || offset >= total) return { items: [], total, page, size, pages };
  const items = read as MemberView[] | null;
  if (items) return cache.page(key, matched, `${page}/${size}`, async () => ({ items, total, page, size, pages }));

  return cache.page(key, matched, `${page}/${size}`, async () => {
    const pageIds = matched.ids
      ? matched.ids.slice(offset, offset + size)
      : (await memberIdPage(db, { ...shape, sort }, { ...params, limit: size, offset })).map((r) => r.id);
    if (pageIds.length === 0) return { items: [], total, page, size, pages };
    const [rows, counts] = await Promise.all([
      memberRows(db, pageIds.length, idListParams(pageIds)),
      downlineCounts(db, pageIds.length, idListParams(pageIds)),
    ]);
    const downline = new Map(counts.map((r) => [r.invited_by_id!, Number(r.n)]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const items = pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toView({ ...row, downline_count: downline.get(id) ?? 0 })] : [];
    });
    return { items, total, page, size, pages };
  });
}

/** A member the actor can see (active or archived), or undefined: absent, elsewhere, or out of reach. */
export async function findMemberInReach(db: Db, actor: Actor, memberId: string): Promise<MemberView | undefined> {
  const row = await selectMembers(db)
    .where('m.id', '=', memberId)
    .where((eb) => scopeOf(actor, 'see')(eb))
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** A member of the given company regardless of reach (admins, and services after a change). */
export async function findMember(db: Db, companyId: string, memberId: string): Promise<MemberView | undefined> {
  const row = await selectMembers(db).where('m.id', '=', memberId).where('m.company_id', '=', companyId).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** A member named beside another (the `MemberSummary` schema). */
export type MemberSummary = Static<typeof MemberSummarySchema, Refs>;

/** A member with their upline, downline counts and principal mark (the `MemberDetails` schema). */
export type MemberDetails = Static<typeof MemberDetailsSchema, Refs>;

/** Adds the upline summary and the downline counts by status to a member. */
export async function withDetails(db: Db, member: MemberView): Promise<MemberDetails> {
  const upline = member.invited_by_id
    ? await db
        .selectFrom('user_company as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.id', 'm.role', 'm.status', 'u.first_name', 'u.last_name'])
        .where('m.id', '=', member.invited_by_id)
        .executeTakeFirst()
    : undefined;
  const counts = await db
    .selectFrom('user_company')
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .where('invited_by_id', '=', member.id)
    .groupBy('status')
    .execute();
  const count = (status: MembershipStatus) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const flags = await db.selectFrom('user_company').select('principal').where('id', '=', member.id).executeTakeFirst();
  return {
    ...member,
    principal: Number(flags?.principal ?? 0) === 1,
    invited_by: upline
      ? { id: upline.id, full_name: fullName(upline.first_name, upline.last_name), role: upline.role, status: upline.status }
      : null,
    downline: { active: count('active'), archived: count('archived') },
  };
}

/** The contact card of one's upline (the `UplineDetails` schema). */
export type UplineDetails = Static<typeof UplineDetailsSchema, Refs>;

/** The contact card of the member who brought the signed-in member in. */
export async function getUplineDetails(db: Db, actor: Actor): Promise<UplineDetails> {
  const row = await db
    .selectFrom('user_company as self')
    .innerJoin('user_company as m', 'm.id', 'self.invited_by_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.role', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.avatar'])
    .where('self.id', '=', actor.membershipId)
    .where('m.company_id', '=', actor.companyId)
    .executeTakeFirst();
  if (!row) throw notFound('You are at the top of your company: nobody invited you, so there is no upline to show.');
  return { ...row, full_name: fullName(row.first_name, row.last_name), avatar: avatars.url('', row.avatar) };
}
