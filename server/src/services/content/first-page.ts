import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import { plannedPerSearch } from '../../db/text-search.js';
import type { Database } from '../../db/schema.js';
import type { FolderRef, FolderRow, FormRow, MaterialRow, SharedBy } from './items.js';
import { nameOf } from '../members/names.js';
import type { PageRows } from './list-pages.js';
import {
  countQuery,
  folderRows,
  formRows,
  materialRows,
  matchKeys,
  partOrder,
  rowsWithIds,
  stateValues,
  type CountRow,
  type ListParams,
  type PageShape,
  type PartKind,
  type Parts,
} from './list-statements.js';

/**
 * A list's counts, its folder check, its first page, the names of who sent its items and the open
 * folder's path in one statement: what a list not read before asks for first. On PostgreSQL every
 * statement is a round trip, so the first page of a folder the cache has not seen costs one statement
 * instead of up to five (the counts, the folders' rows, the materials', the senders' names, the path).
 *
 * The counts are a CTE read once; each part's rows follow them, limited to what is left of the page after
 * the parts before it (`limit` less the folders, then less the forms), in the part's order; then the
 * names of the members the page's items were sent by; then the open folder's path, climbed as
 * `folderPaths` climbs it. Every row says what it is (`kind`); the counts' row comes first. Types are
 * cast so both databases unite the parts.
 */
interface FirstPageRow {
  kind: 'counts' | 'folder' | 'intake_form' | 'material' | 'sender' | 'path';
  id: string | null;
  title: string | null;
  parent: string | null;
  size: number | string | null;
  content_type: string | null;
  status: string | null;
  space: string | null;
  shared_by_id: string | null;
  created_at: string | null;
  updated_at: string | null;
  folders: number | string | null;
  forms: number | string | null;
  materials: number | string | null;
  open_folder: string | null;
  depth: number | string | null;
  first_name: string | null;
  last_name: string | null;
  link: string | null;
  version: number | string | null;
  seen_version: number | string | null;
  use_until: string | null;
  withdrawn_at: string | null;
  version_state: string | null;
  ceilings: string | null;
}

/** The statement's columns and their types: each part fills those it has, the rest are nulls of that type. */
const COLUMNS = {
  kind: 'varchar',
  id: 'varchar',
  title: 'varchar',
  parent: 'varchar',
  size: 'bigint',
  content_type: 'varchar',
  status: 'varchar',
  space: 'varchar',
  shared_by_id: 'varchar',
  created_at: 'varchar',
  updated_at: 'varchar',
  folders: 'bigint',
  forms: 'bigint',
  materials: 'bigint',
  open_folder: 'varchar',
  depth: 'bigint',
  first_name: 'varchar',
  last_name: 'varchar',
  link: 'varchar',
  version: 'bigint',
  seen_version: 'bigint',
  use_until: 'varchar',
  withdrawn_at: 'varchar',
  version_state: 'varchar',
  ceilings: 'varchar',
} as const;
type Column = keyof typeof COLUMNS;

/** A select list of every column, from `values` where given (as they are), else a null of the column's type. */
const row = (values: Partial<Record<Column, RawBuilder<unknown>>>) =>
  sql.join(
    (Object.keys(COLUMNS) as Column[]).map(
      (column) => sql`${values[column] ?? sql`cast(null as ${sql.raw(COLUMNS[column])})`} as ${sql.ref(column)}`,
    ),
  );

/** The page's own size less the counted parts before this one, never below 0. */
const rest = (limit: number, before: ('folders' | 'forms')[]) => {
  if (before.length === 0) return sql<number>`${limit}`;
  const taken = sql.join(
    before.map((part) => sql.ref(part)),
    sql` + `,
  );
  return sql<number>`(select case when ${limit} > ${taken} then ${limit} - (${taken}) else 0 end from counts)`;
};

/** What decides the statement: the list's shape and parts, and whether its items can have been sent by someone. */
export type FirstPageShape = PageShape &
  Parts & {
    /** A shared space's list: its items name who sent them. An own space's never do (they are nobody's copies). */
    senders: boolean;
  };

function firstPageQuery(db: Kysely<Database>, s: FirstPageShape, p: Readonly<ListParams>): RawBuilder<FirstPageRow> {
  const ref = (column: string) => sql.ref(column);
  const count = (column: string) => sql`cast(${sql.ref(column)} as bigint)`;
  // Each part as its page statement reads it (its order, through its index), its first rows only: a CTE
  // of its own, which its arm of the union reads (only naming its columns) and the senders' arm too.
  const parts: {
    kind: 'folder' | 'intake_form' | 'material';
    rows: RawBuilder<unknown>;
    values: Partial<Record<Column, RawBuilder<unknown>>>;
  }[] = [];
  const item = {
    id: ref('id'),
    title: ref('title'),
    shared_by_id: ref('shared_by_id'),
    created_at: ref('created_at'),
    updated_at: ref('updated_at'),
  };
  // A search's matches come in no index order: each part's are read once, into a CTE of their ids and
  // sort keys that the counts count and the page sorts, and the page's rows are read by id (reading the
  // matches twice, for the count and for the page, cost 43–50 ms against 24–31 for 15,300 of them on
  // SQLite). Other lists read their page in index order, a few rows, and count by index.
  const matched: Partial<Record<PartKind, string>> = {};
  const matches: RawBuilder<unknown>[] = [];
  const limited = <T extends PartKind>(
    kind: T,
    rows: () => SelectQueryBuilder<Database, T, object>,
    before: ('folders' | 'forms')[],
  ): RawBuilder<unknown> => {
    const limit = rest(p.limit!, before);
    if (s.search === null) return sql`${rows().limit(limit as never)}`;
    const cte = (matched[kind] = `${kind}_matches`);
    matches.push(sql`${sql.table(cte)} as materialized ${matchKeys(kind, db, s, p)}`);
    const { column, direction } = partOrder(kind, s);
    const ids = db
      .selectFrom(cte as 'material')
      .select('id')
      .orderBy(column as 'title', direction)
      .orderBy('id', direction)
      .limit(limit as never);
    return sql`${rowsWithIds(kind, db, s, ids)}`;
  };
  if (s.folders)
    parts.push({
      kind: 'folder',
      rows: limited('folder', () => folderRows(db, s, p), []),
      values: { ...item, parent: ref('parent_id'), space: ref('space') },
    });
  if (s.forms)
    parts.push({
      kind: 'intake_form',
      rows: limited('intake_form', () => formRows(db, s, p), ['folders']),
      values: { ...item, status: ref('status') },
    });
  if (s.materials)
    parts.push({
      kind: 'material',
      rows: limited('material', () => materialRows(db, s, p), ['folders', 'forms']),
      values: {
        ...item,
        parent: ref('folder_id'),
        size: ref('size'),
        content_type: ref('content_type'),
        space: ref('space'),
        link: ref('link'),
        version: ref('version'),
        seen_version: ref('seen_version'),
        // Each row's states, over the page's rows only (`stateValues`).
        ...(s.states ? stateValues(`material_rows`) : {}),
      },
    });
  const rowsOf = (kind: string) => sql.ref(`${kind}_rows`);
  const arms = [
    sql`select ${row({
      kind: sql.lit('counts'),
      folders: count('folders'),
      forms: count('forms'),
      materials: count('materials'),
      ...(s.inFolder ? { open_folder: ref('open_folder') } : {}),
    })} from counts`,
    ...parts.map(({ kind, values }) => sql`select ${row({ kind: sql.lit(kind), ...values })} from ${rowsOf(kind)}`),
    // The names of those who sent the page's items (a shared space's items say who sent them).
    ...(s.senders && parts.length
      ? [
          sql`select ${row({ kind: sql.lit('sender'), id: ref('m.id'), first_name: ref('u.first_name'), last_name: ref('u.last_name') })}
            from user_company as m join users as u on u.id = m.user_id
            where m.id in (${sql.join(
              parts.map(({ kind }) => sql`select shared_by_id from ${rowsOf(kind)}`),
              sql` union all `,
            )})`,
        ]
      : []),
    ...(s.inFolder
      ? [sql`select ${row({ kind: sql.lit('path'), id: ref('id'), title: ref('title'), depth: ref('depth') })} from up`]
      : []),
  ];
  // The open folder and those above it: from the folder, when it is the owner's, up through its parents.
  const path = s.inFolder
    ? sql`, up(id, title, parent_id, depth) as (
        select id, title, parent_id, 0 from folder where id = ${p.folder!} and owner_id = ${p.owner}
        union all
        select f.id, f.title, f.parent_id, up.depth + 1 from folder f join up on f.id = up.parent_id)`
    : sql``;
  const rowSets = parts.map(({ kind, rows }) => sql`, ${rowsOf(kind)} as ${rows}`);
  const matchSets = matches.map((cte) => sql`${cte}, `);
  return sql<FirstPageRow>`with ${s.inFolder ? sql`recursive ` : sql``}${sql.join(matchSets, sql``)}counts as materialized ${countQuery(db, s, p, matched)}${path}${sql.join(rowSets, sql``)} ${sql.join(arms, sql` union all `)}`;
}

const firstPageStatement = queryShapes<Database, FirstPageShape, ListParams, FirstPageRow>(firstPageQuery, 64, plannedPerSearch);

/** The first page of a list as `countStatement`, `pageRows` and `folderPaths` give it. */
export interface FirstPage {
  counts: CountRow;
  rows: PageRows;
  /** In a folder: its path, root first, the folder last (empty when the folder is not the owner's). */
  path: FolderRef[] | undefined;
  /** Those who sent the page's items, as `senderNames` gives them. */
  senders: Map<string, SharedBy>;
}

/** The counts, the first page's rows and (in a folder) the folder's path of a list. */
export async function firstPage(db: Kysely<Database>, shape: FirstPageShape, params: ListParams): Promise<FirstPage> {
  const found = await firstPageStatement(db, shape, params);
  const counts: CountRow = { folders: 0, forms: 0, materials: 0, open_folder: null };
  const rows: PageRows = { folders: [], forms: [], materials: [] };
  const above: (FolderRef & { depth: number })[] = [];
  const senders = new Map<string, SharedBy>();
  for (const row of found) {
    if (row.kind === 'counts') {
      Object.assign(counts, {
        folders: Number(row.folders),
        forms: Number(row.forms),
        materials: Number(row.materials),
        open_folder: row.open_folder,
      });
    } else if (row.kind === 'folder') rows.folders.push(asFolder(row));
    else if (row.kind === 'intake_form') rows.forms.push(asForm(row));
    else if (row.kind === 'material') rows.materials.push(asMaterial(row, shape.states));
    else if (row.kind === 'sender')
      senders.set(row.id!, { id: row.id!, full_name: nameOf(row.id!, row.first_name!, row.last_name!, '').full_name });
    else above.push({ id: row.id!, title: row.title!, depth: Number(row.depth) });
  }
  const path = shape.inFolder ? above.sort((a, b) => b.depth - a.depth).map(({ id, title }) => ({ id, title })) : undefined;
  return { counts, rows, path, senders };
}

const asFolder = (r: FirstPageRow): FolderRow => ({
  id: r.id!,
  title: r.title!,
  parent_id: r.parent,
  space: r.space as FolderRow['space'],
  shared_by_id: r.shared_by_id,
  created_at: r.created_at!,
  updated_at: r.updated_at!,
});

const asForm = (r: FirstPageRow): FormRow => ({
  id: r.id!,
  title: r.title!,
  status: r.status as FormRow['status'],
  shared_by_id: r.shared_by_id,
  created_at: r.created_at!,
  updated_at: r.updated_at!,
});

const asMaterial = (r: FirstPageRow, states: boolean): MaterialRow => ({
  id: r.id!,
  title: r.title!,
  folder_id: r.parent,
  size: r.size!,
  content_type: r.content_type!,
  link: r.link as MaterialRow['link'],
  version: r.version!,
  seen_version: r.seen_version,
  space: r.space as MaterialRow['space'],
  shared_by_id: r.shared_by_id,
  created_at: r.created_at!,
  updated_at: r.updated_at!,
  ...(states
    ? {
        use_until: r.use_until,
        withdrawn_at: r.withdrawn_at,
        version_state: r.version_state as MaterialRow['version_state'],
        ceilings: r.ceilings,
      }
    : {}),
});
