import {
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { ContentSpace, Database } from '../../db/schema.js';
import { isSqlite } from '../../db/dialect.js';
import { plannedPerSearch, searchedFrom, titleCondition, type TitleSearch } from '../../db/text-search.js';
import type { FolderRow, FormRow, MaterialRow } from './items.js';
import { orderColumns, type ContentSort } from './list-order.js';

/**
 * The statements of a content list, each built once per shape (`queryShapes`): a list's miss then costs
 * what SQLite or PostgreSQL spends running them, not what building them with Kysely would.
 */

/** What decides a list statement's SQL. */
export interface ListShape {
  /** Within one folder (or the root); false for a search through the whole space. */
  scoped: boolean;
  /** In a folder (`folder`), not the root. */
  inFolder: boolean;
  search: TitleSearch['shape'];
  /** Only what one member sent (`invited_by`). */
  invitedBy: boolean;
  /** The sender's view of what they sent someone (`sent_by`). */
  sentBy: boolean;
  /** Materials of one media type (`media`): exact, or a LIKE prefix ("image/%"). */
  media: 'exact' | 'prefix' | null;
  /** A materials page says each row's states (`listStates`). */
  states: boolean;
}

/**
 * Whether lists and search say each material's state (docs/distribution.md, "States"). Always on; the
 * read-mix benchmark turns it off for a moment to measure what it costs (server/bench/realistic.ts).
 */
export const listStates = { enabled: true };

/** The values a list statement runs with. */
export interface ListParams {
  owner: string;
  company: string;
  space: ContentSpace;
  folder?: string;
  invited_by?: string;
  sent_by?: string;
  media?: string;
  limit?: number;
  offset?: number;
  /** Keyset pages: the sort value and id of the row the page starts after (in the order it is read in). */
  seek_value?: string | number;
  seek_id?: string;
  [search: `search_${string}`]: string;
}

type Params = { readonly [K in keyof ListParams]: ListParams[K] };
export type Parts = { folders: boolean; forms: boolean; materials: boolean };
/** The table of each part of a list: folders, intake forms, materials. */
export type PartKind = 'folder' | 'intake_form' | 'material';

/** A query narrowed by a search's condition, when it has one left (`titleCondition`). */
const searched = <Q extends { where(condition: Expression<SqlBool>): Q }>(q: Q, condition: Expression<SqlBool> | null): Q =>
  condition ? q.where(condition) : q;

/** Folders of the list. */
const folders = (db: Kysely<Database>, s: ListShape, p: Params) =>
  searchedFrom(db, 'folder', s.search, p)
    .where('owner_id', '=', p.owner)
    .where('company_id', '=', p.company)
    .where('space', '=', p.space)
    .$if(s.scoped, (q) =>
      q.where((eb: ExpressionBuilder<Database, 'folder'>) =>
        s.inFolder ? eb('parent_id', '=', p.folder!) : eb('parent_id', 'is', null),
      ),
    )
    .$if(s.search !== null, (q) => searched(q, titleCondition(db, 'folder', s.search, p)))
    .$if(s.invitedBy, (q) => q.where('shared_by_id', '=', p.invited_by!))
    .$if(s.sentBy, (q) => q.where('shared_by_id', '=', p.sent_by!));

/** Sent intake forms: at the top level of the client's shared space, so never inside a folder. */
const forms = (db: Kysely<Database>, s: ListShape, p: Params) =>
  db
    .selectFrom('intake_form')
    .where('owner_id', '=', p.owner)
    .where('company_id', '=', p.company)
    .$if(s.search !== null, (q) => searched(q, titleCondition(db, 'intake_form', s.search, p)))
    .$if(s.invitedBy, (q) => q.where('shared_by_id', '=', p.invited_by!))
    .$if(s.sentBy, (q) => q.where('shared_by_id', '=', p.sent_by!));

const materials = (db: Kysely<Database>, s: ListShape, p: Params) =>
  searchedFrom(db, 'material', s.search, p)
    .where('owner_id', '=', p.owner)
    .where('company_id', '=', p.company)
    .where('space', '=', p.space)
    .$if(s.scoped, (q) =>
      q.where((eb: ExpressionBuilder<Database, 'material'>) =>
        s.inFolder ? eb('folder_id', '=', p.folder!) : eb('folder_id', 'is', null),
      ),
    )
    .$if(s.search !== null, (q) => searched(q, titleCondition(db, 'material', s.search, p)))
    .$if(s.invitedBy, (q) => q.where('shared_by_id', '=', p.invited_by!))
    .$if(s.sentBy, (q) => q.where('shared_by_id', '=', p.sent_by!))
    .$if(s.media !== null, (q) => q.where('content_type', s.media === 'exact' ? '=' : 'like', p.media!));

/**
 * The count of each part wanted and, in a folder, whether that folder may be opened in this list (the
 * owner's, in this space, and the actor's own sending when `sentBy`): one statement.
 */
export const countStatement = queryShapes<Database, ListShape & Parts, ListParams, CountRow>(
  (db, s, p) => countQuery(db, s, p),
  64,
  plannedPerSearch,
);

/** The counts of a list's parts and its folder check (one row): `countStatement`'s query. */
export type CountRow = { folders: number; forms: number; materials: number; open_folder?: string | null };

/**
 * The query of `countStatement`, to be part of another statement too (`firstPageStatement`). `matched`
 * names, per part, a CTE of that statement that holds the part's rows already (a search's matches, read
 * once): the part is counted from it.
 */
export function countQuery(
  db: Kysely<Database>,
  s: ListShape & Parts,
  p: Params,
  matched: Partial<Record<PartKind, string>> = {},
) {
  const none = (alias: string) => sql<number>`0`.as(alias);
  // An unfiltered folder (or root) reads the counts the database keeps (content_count, 0023).
  const kept = (column: 'folders' | 'materials') =>
    db
      .selectFrom('content_count')
      .select((eb) => eb.fn.coalesce(eb.fn.max(column), sql<number>`0`).as('n'))
      .where('owner_id', '=', p.owner)
      .where('space', '=', p.space)
      .where('folder_key', '=', s.inFolder ? p.folder! : '')
      .as(column);
  const counted = unfiltered(s);
  const countIn = <T extends PartKind>(kind: T, rows: SelectQueryBuilder<Database, T, object>, alias: string) => {
    const cte = matched[kind];
    return cte ? sql<number>`(select count(*) from ${sql.table(cte)})`.as(alias) : countOf(rows, alias);
  };
  return db.selectNoFrom([
    s.folders ? (counted ? kept('folders') : countIn('folder', folders(db, s, p), 'folders')) : none('folders'),
    s.forms ? countIn('intake_form', forms(db, s, p), 'forms') : none('forms'),
    s.materials ? (counted ? kept('materials') : countIn('material', materials(db, s, p), 'materials')) : none('materials'),
    ...(s.inFolder
      ? [
          db
            .selectFrom('folder')
            .select('folder.id')
            .where('folder.id', '=', p.folder!)
            .where('folder.company_id', '=', p.company)
            .where('folder.owner_id', '=', p.owner)
            .where('folder.space', '=', p.space)
            .$if(s.sentBy, (q) => q.where('folder.shared_by_id', '=', p.sent_by!))
            .as('open_folder'),
        ]
      : []),
  ]);
}

/** How many rows a part's statement matches, as a column of the count statement. */
const countOf = <T extends PartKind>(rows: SelectQueryBuilder<Database, T, object>, alias: string) =>
  rows.select((eb) => eb.fn.countAll<number>().as('n')).as(alias);

/** A list of one folder (or the root) with no filter: its counts are the ones the database keeps. */
const unfiltered = (s: ListShape) => s.scoped && s.search === null && !s.invitedBy && !s.sentBy && s.media === null;

/**
 * `deep`: a page by number far from the part's near end (`materialPage`).
 * `reverse`: the page is read from the part's end, in the opposite order (the caller turns it back), so a
 * page near the end of a 25,000-item folder skips a few rows, not 25,000. `seek`: the page starts after
 * the row `seek_value`/`seek_id` in the order it is read in (a keyset page: nothing is skipped).
 */
export type PageShape = ListShape & { sort: ContentSort; reverse: boolean; seek: boolean; deep?: boolean };

/** The direction a page is read in: the sort's, or its opposite when read from the end. */
const flip = (direction: 'asc' | 'desc', reverse: boolean) => (reverse ? (direction === 'asc' ? 'desc' : 'asc') : direction);

/** Rows after the seek row in the order read: (column, id) past (seek_value, seek_id). */
const pastSeek =
  (column: string, direction: 'asc' | 'desc', p: Params) =>
  <T extends 'folder' | 'intake_form' | 'material'>(eb: ExpressionBuilder<Database, T>) =>
    eb(
      eb.refTuple(column as never, 'id' as never),
      direction === 'asc' ? '>' : '<',
      eb.tuple(p.seek_value as never, p.seek_id as never),
    );

/** The column a part's page is ordered by (then by id) and the direction it is read in. */
export function partOrder<K extends PartKind>(
  kind: K,
  s: PageShape,
): { column: K extends 'material' ? 'title' | 'updated_at' | 'size' : 'title' | 'updated_at'; direction: 'asc' | 'desc' } {
  const order = orderColumns(s.sort);
  return (
    kind === 'material'
      ? { column: order.material, direction: flip(order.direction, s.reverse) }
      : { column: order.folder, direction: flip(order.folderDirection, s.reverse) }
  ) as never;
}

/** The columns each part's page reads. */
const PART_COLUMNS = {
  folder: ['id', 'title', 'parent_id', 'space', 'shared_by_id', 'created_at', 'updated_at'],
  intake_form: ['id', 'title', 'status', 'shared_by_id', 'created_at', 'updated_at'],
  material: [
    'id',
    'title',
    'folder_id',
    'size',
    'content_type',
    'space',
    'shared_by_id',
    'created_at',
    'updated_at',
    'link',
    'version',
    'seen_version',
  ],
} as const;

/**
 * A material's own columns its states are read from (`stateValues`): the original's row holds them, a
 * copy's come from its original.
 */
const STATE_SOURCES = ['origin_id', 'use_until', 'withdrawn_at', 'view_only', 'no_resend'] as const;

/** The columns a part's page reads, typed as one list for the three tables (each has its own). */
const pageColumns = (kind: PartKind) =>
  [...PART_COLUMNS[kind], ...(kind === 'material' ? STATE_SOURCES : [])] as (
    (typeof PART_COLUMNS)['material'][number] | (typeof STATE_SOURCES)[number]
  )[];

/**
 * A page's material states, computed over its rows (`rows`, the alias of the page's rows, a few dozen)
 * in the statement that reads them: the original's "use until" and withdrawal (an original's own; a
 * copy's by its original's primary key), the state of the version the row shows (by the versions'
 * primary key), and what the copy's sender kept from it (its own row). Cast so a union of parts agrees
 * on their type.
 */
export function stateValues(
  rows: string,
): Record<'use_until' | 'withdrawn_at' | 'version_state' | 'ceilings', RawBuilder<string | null>> {
  const r = (column: string) => sql.ref(`${rows}.${column}`);
  const ofOrigin = (column: 'use_until' | 'withdrawn_at') =>
    sql<
      string | null
    >`case when ${r('origin_id')} is null then ${r(column)} else (select o.${sql.raw(column)} from material as o where o.id = ${r('origin_id')}) end`;
  return {
    use_until: ofOrigin('use_until'),
    withdrawn_at: ofOrigin('withdrawn_at'),
    version_state: sql<
      string | null
    >`cast((select v.state from material_version as v where v.material_id = coalesce(${r('origin_id')}, ${r('id')}) and v.number = ${r('version')}) as varchar)`,
    // 'view_only', 'no_resend', both comma-separated, or null.
    ceilings: sql<
      string | null
    >`cast(case when ${r('view_only')} = 1 and ${r('no_resend')} = 1 then 'view_only,no_resend' when ${r('view_only')} = 1 then 'view_only' when ${r('no_resend')} = 1 then 'no_resend' end as varchar)`,
  };
}

/**
 * A materials page with each row's states (`stateValues`): the page is read as before (its order, its
 * index, its limit) and the states are computed over its rows only, in the order they come.
 */
const withStates = (page: Compilable<unknown>): RawBuilder<MaterialRow> => {
  const states = Object.entries(stateValues('r')).map(([name, value]) => sql`${value} as ${sql.ref(name)}`);
  const own = PART_COLUMNS.material.map((column) => sql.ref(`r.${column}`));
  return sql<MaterialRow>`select ${sql.join([...own, ...states])} from (${page}) as r`;
};

/** Each part's rows of the list, by part: the conditions of its statements. */
const partWhere = { folder: folders, intake_form: forms, material: materials } as const;

/**
 * A search's matches of one part, as the first page's statement reads them once for both its count and
 * its page (first-page.ts): each match's id and the column its page is ordered by, nothing more — 15,000
 * matches with every column of their rows spilled to disk on PostgreSQL (work_mem), these do not.
 */
export function matchKeys(kind: PartKind, db: Kysely<Database>, s: PageShape, p: Params) {
  const { column } = partOrder(kind, s);
  return (partWhere[kind] as typeof materials)(db, s, p).select(['id', column]);
}

/** The rows of one part whose ids the subquery `ids` gives, in the page's order. */
export function rowsWithIds(kind: PartKind, db: Kysely<Database>, s: PageShape, ids: Expression<unknown>) {
  const { column, direction } = partOrder(kind, s);
  return db
    .selectFrom(kind as 'material')
    .select(pageColumns(kind))
    .where('id', 'in', ids as Expression<string>)
    .orderBy(column, direction)
    .orderBy('id', direction);
}

/**
 * A part's rows of the list in the page's order, no limit: the columns `select` names (its page's, or
 * only the id), after the keyset edge when the page has one.
 */
function orderedRows<K extends PartKind>(kind: K, db: Kysely<Database>, s: PageShape, p: Params, select: 'page' | 'id' = 'page') {
  const { column, direction } = partOrder(kind, s);
  const rows = (partWhere[kind] as typeof materials)(db, s, p);
  return (select === 'id' ? rows.select('id') : rows.select(pageColumns(kind)))
    .$if(s.seek, (q) => q.where(pastSeek(column, direction, p)))
    .orderBy(column, direction)
    .orderBy('id', direction);
}

/** The list's folders in the page's order, as a page reads them (no limit). */
export const folderRows = (db: Kysely<Database>, s: PageShape, p: Params) => orderedRows('folder', db, s, p);

/** A page of the list's folders (`limit`, `offset`). */
export const folderPage = queryShapes<Database, PageShape, ListParams, FolderRow>(
  (db, s, p) => folderRows(db, s, p).limit(p.limit!).offset(p.offset!),
  64,
  plannedPerSearch,
);

/** The intake forms sent to the owner, in the page's order (no limit). */
export const formRows = (db: Kysely<Database>, s: PageShape, p: Params) => orderedRows('intake_form', db, s, p);

/** A page of the intake forms sent to the owner. */
export const formPage = queryShapes<Database, PageShape, ListParams, FormRow>(
  (db, s, p) => formRows(db, s, p).limit(p.limit!).offset(p.offset!),
  64,
  plannedPerSearch,
);

/** The list's materials in the page's order, as a page reads them (no limit). */
export const materialRows = (db: Kysely<Database>, s: PageShape, p: Params) => orderedRows('material', db, s, p);

/**
 * A page of the list's materials. `deep` (an offset of DEEP_OFFSET or more) on PostgreSQL: the page's ids
 * are found first, from the listing index alone, and only those rows are read — each row the offset skips
 * is then an index entry, not a heap fetch. SQLite already skips rows within the index. `states`: with
 * each row's states (`withStates`).
 */
export const materialPage = queryShapes<Database, PageShape, ListParams, MaterialRow>(
  (db, s, p) => {
    const page =
      !s.deep || isSqlite(db)
        ? materialRows(db, s, p).limit(p.limit!).offset(p.offset!)
        : rowsWithIds('material', db, s, orderedRows('material', db, s, p, 'id').limit(p.limit!).offset(p.offset!));
    return s.states ? withStates(page) : page;
  },
  64,
  plannedPerSearch,
);

/** From this offset on, a materials page by number is read through its ids first (`materialPage`). */
export const DEEP_OFFSET = 100;

/** How many materials of a space there are, up to `limit` (reads at most that many index entries). */
export const spaceProbe = queryShapes<Database, null, Pick<ListParams, 'owner' | 'company' | 'space' | 'limit'>, { n: number }>(
  (db, _, p) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('material')
          .select(sql<number>`1`.as('one'))
          .where('company_id', '=', p.company)
          .where('owner_id', '=', p.owner)
          .where('space', '=', p.space)
          .limit(p.limit!)
          .as('probe'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n')),
);

export type SeekRow = {
  kind: 'folder' | 'intake_form' | 'material';
  parent: string | null;
  shared_by_id: string | null;
  title: string;
  updated_at: string;
  size: number | string | null;
};

/** Where a keyset page's edge item sits: its part, folder and sort values; nothing when it is not the owner's. */
export const seekRow = queryShapes<Database, null, Pick<ListParams, 'owner' | 'space' | 'seek_id'>, SeekRow>((db, _, p) =>
  db
    .selectFrom('folder')
    .select([
      sql<SeekRow['kind']>`'folder'`.as('kind'),
      'parent_id as parent',
      'shared_by_id',
      'title',
      'updated_at',
      sql<SeekRow['size']>`null`.as('size'),
    ])
    .where('id', '=', p.seek_id!)
    .where('owner_id', '=', p.owner)
    .where('space', '=', p.space)
    .unionAll(
      db
        .selectFrom('material')
        .select([
          sql<SeekRow['kind']>`'material'`.as('kind'),
          'folder_id as parent',
          'shared_by_id',
          'title',
          'updated_at',
          'size',
        ])
        .where('id', '=', p.seek_id!)
        .where('owner_id', '=', p.owner)
        .where('space', '=', p.space),
    )
    .unionAll(
      db
        .selectFrom('intake_form')
        .select([
          sql<SeekRow['kind']>`'intake_form'`.as('kind'),
          sql<string | null>`null`.as('parent'),
          'shared_by_id',
          'title',
          'updated_at',
          sql<SeekRow['size']>`null`.as('size'),
        ])
        .where('id', '=', p.seek_id!)
        .where('owner_id', '=', p.owner),
    ),
);
