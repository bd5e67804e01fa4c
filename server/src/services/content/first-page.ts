import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { Database } from '../../db/schema.js';
import type { FolderRef, FolderRow, FormRow, MaterialRow } from './items.js';
import type { PageRows } from './list-pages.js';
import {
  countQuery,
  folderRows,
  formRows,
  materialRows,
  type CountRow,
  type ListParams,
  type PageShape,
  type Parts,
} from './list-statements.js';

/**
 * A list's counts, its folder check, its first page and the open folder's path in one statement: what a
 * list not read before asks for first. On PostgreSQL every statement is a round trip, so the first page
 * of a folder the cache has not seen costs one statement instead of four (the counts, the folders' rows,
 * the materials', the folder's path).
 *
 * The counts are a CTE read once; each part's rows follow them, limited to what is left of the page after
 * the parts before it (`limit` less the folders, then less the forms), in the part's order; then the
 * open folder's path, climbed as `folderPaths` climbs it. Every row says what it is (`kind`); the counts'
 * row comes first. Types are cast so both databases unite the parts.
 */
interface FirstPageRow {
  kind: 'counts' | 'folder' | 'intake_form' | 'material' | 'path';
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

const firstPageStatement = queryShapes<Database, PageShape & Parts, ListParams, FirstPageRow>((db, s, p) => {
  const ref = (column: string) => sql.ref(column);
  const count = (column: string) => sql`cast(${sql.ref(column)} as bigint)`;
  // Each part as its page statement reads it (its order, through its index), its first rows only; the
  // outer select only names its columns for the union.
  const part = <T extends 'folder' | 'intake_form' | 'material'>(
    kind: T,
    rows: SelectQueryBuilder<Database, T, object>,
    before: ('folders' | 'forms')[],
    values: Partial<Record<Column, RawBuilder<unknown>>>,
  ) =>
    sql`select ${row({ kind: sql.lit(kind), ...values })} from ${rows.limit(rest(p.limit!, before) as never)} as ${sql.ref(`${kind}_rows`)}`;
  const item = {
    id: ref('id'),
    title: ref('title'),
    shared_by_id: ref('shared_by_id'),
    created_at: ref('created_at'),
    updated_at: ref('updated_at'),
  };
  const arms = [
    sql`select ${row({
      kind: sql.lit('counts'),
      folders: count('folders'),
      forms: count('forms'),
      materials: count('materials'),
      ...(s.inFolder ? { open_folder: ref('open_folder') } : {}),
    })} from counts`,
    ...(s.folders ? [part('folder', folderRows(db, s, p), [], { ...item, parent: ref('parent_id'), space: ref('space') })] : []),
    ...(s.forms ? [part('intake_form', formRows(db, s, p), ['folders'], { ...item, status: ref('status') })] : []),
    ...(s.materials
      ? [
          part('material', materialRows(db, s, p), ['folders', 'forms'], {
            ...item,
            parent: ref('folder_id'),
            size: ref('size'),
            content_type: ref('content_type'),
            space: ref('space'),
          }),
        ]
      : []),
    ...(s.inFolder ? [sql`select ${row({ kind: sql.lit('path'), id: ref('id'), title: ref('title'), depth: ref('depth') })} from up`] : []),
  ];
  // The open folder and those above it: from the folder, when it is the owner's, up through its parents.
  const path = s.inFolder
    ? sql`, up(id, title, parent_id, depth) as (
        select id, title, parent_id, 0 from folder where id = ${p.folder!} and owner_id = ${p.owner}
        union all
        select f.id, f.title, f.parent_id, up.depth + 1 from folder f join up on f.id = up.parent_id)`
    : sql``;
  return sql<FirstPageRow>`with ${s.inFolder ? sql`recursive ` : sql``}counts as materialized ${countQuery(db, s, p)}${path} ${sql.join(arms, sql` union all `)}`;
});

/** The first page of a list as `countStatement`, `pageRows` and `folderPaths` give it. */
export interface FirstPage {
  counts: CountRow;
  rows: PageRows;
  /** In a folder: its path, root first, the folder last (empty when the folder is not the owner's). */
  path: FolderRef[] | undefined;
}

/** The counts, the first page's rows and (in a folder) the folder's path of a list. */
export async function firstPage(db: Kysely<Database>, shape: PageShape & Parts, params: ListParams): Promise<FirstPage> {
  const found = await firstPageStatement(db, shape, params);
  const counts: CountRow = { folders: 0, forms: 0, materials: 0, open_folder: null };
  const rows: PageRows = { folders: [], forms: [], materials: [] };
  const above: (FolderRef & { depth: number })[] = [];
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
    else if (row.kind === 'material') rows.materials.push(asMaterial(row));
    else above.push({ id: row.id!, title: row.title!, depth: Number(row.depth) });
  }
  const path = shape.inFolder ? above.sort((a, b) => b.depth - a.depth).map(({ id, title }) => ({ id, title })) : undefined;
  return { counts, rows, path };
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

const asMaterial = (r: FirstPageRow): MaterialRow => ({
  id: r.id!,
  title: r.title!,
  folder_id: r.parent,
  size: r.size!,
  content_type: r.content_type!,
  space: r.space as MaterialRow['space'],
  shared_by_id: r.shared_by_id,
  created_at: r.created_at!,
  updated_at: r.updated_at!,
});
