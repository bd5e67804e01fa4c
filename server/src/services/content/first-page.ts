import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import { queryShapes } from '../../db/compiled.js';
import type { Database } from '../../db/schema.js';
import type { FolderRow, FormRow, MaterialRow } from './items.js';
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
 * A list's counts, its folder check and its first page in one statement: what a list not read before
 * asks for first. On PostgreSQL every statement is a round trip, so the first page of a list the cache
 * has not seen costs one statement instead of three (the counts, the folders' rows, the materials').
 *
 * The counts are a CTE read once; each part's rows follow them, limited to what is left of the page after
 * the parts before it (`limit` less the folders, then less the forms), in the part's order. Every row says
 * what it is (`kind`); the counts' row comes first. Types are cast so both databases unite the parts.
 */
interface FirstPageRow {
  kind: 'counts' | 'folder' | 'intake_form' | 'material';
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
}

const text = (value: Expression<unknown> | null) => (value ? sql`cast(${value} as varchar)` : sql`cast(null as varchar)`);
const int = (value: Expression<unknown> | null) => (value ? sql`cast(${value} as bigint)` : sql`cast(null as bigint)`);

/** What is left of the page after the counted parts before it: `limit - (a + b …)`, never below 0. */
const rest = (p: { readonly limit?: number }, before: ('folders' | 'forms')[]) => {
  if (before.length === 0) return sql<number>`${p.limit!}`;
  const taken = sql.join(
    before.map((part) => sql.ref(part)),
    sql` + `,
  );
  return sql<number>`(select case when ${p.limit!} > ${taken} then ${p.limit!} - (${taken}) else 0 end from counts)`;
};

export const firstPageStatement = queryShapes<Database, PageShape & Parts, ListParams, FirstPageRow>((db, s, p) => {
  // A part's own columns keep their types (its order is by them, through its index); what a part lacks is
  // a null of the type the other parts have.
  const part = <T extends 'folder' | 'intake_form' | 'material'>(
    kind: T,
    rows: SelectQueryBuilder<Database, T, object>,
    columns: Partial<Record<'parent' | 'size' | 'content_type' | 'status' | 'space', string>>,
    limit: ReturnType<typeof rest>,
  ) => {
    const own = (name: string | undefined, as: string, missing: ReturnType<typeof text>) =>
      (name ? sql.ref(name) : missing).as(as);
    return sql`select * from ${rows
      .clearSelect()
      .select([
        sql.lit(kind).as('kind'),
        'id',
        'title',
        own(columns.parent, 'parent', text(null)),
        own(columns.size, 'size', int(null)),
        own(columns.content_type, 'content_type', text(null)),
        own(columns.status, 'status', text(null)),
        own(columns.space, 'space', text(null)),
        'shared_by_id',
        'created_at',
        'updated_at',
        int(null).as('folders'),
        int(null).as('forms'),
        int(null).as('materials'),
        text(null).as('open_folder'),
      ] as never)
      .limit(limit as never)} as ${sql.ref(`${kind}_rows`)}`;
  };
  const arms = [
    sql`select ${sql.lit('counts')} as kind, ${sql.join(
      ['id', 'title', 'parent'].map((n) => sql`${text(null)} as ${sql.ref(n)}`),
    )}, ${int(null)} as size, ${sql.join(
      ['content_type', 'status', 'space', 'shared_by_id', 'created_at', 'updated_at'].map(
        (n) => sql`${text(null)} as ${sql.ref(n)}`,
      ),
    )}, ${int(sql.ref('folders'))} as folders, ${int(sql.ref('forms'))} as forms, ${int(sql.ref('materials'))} as materials, ${text(
      s.inFolder ? sql.ref('open_folder') : null,
    )} as open_folder from counts`,
    ...(s.folders ? [part('folder', folderRows(db, s, p), { parent: 'parent_id', space: 'space' }, rest(p, []))] : []),
    ...(s.forms ? [part('intake_form', formRows(db, s, p), { status: 'status' }, rest(p, ['folders']))] : []),
    ...(s.materials
      ? [
          part(
            'material',
            materialRows(db, s, p),
            { parent: 'folder_id', size: 'size', content_type: 'content_type', space: 'space' },
            rest(p, ['folders', 'forms']),
          ),
        ]
      : []),
  ];
  return sql<FirstPageRow>`with counts as materialized ${countQuery(db as Kysely<Database>, s, p)} ${sql.join(arms, sql` union all `)}`;
});

/** The counts and the first page's rows of a list, as `countStatement` and `pageRows` give them. */
export async function firstPage(
  db: Kysely<Database>,
  shape: PageShape & Parts,
  params: ListParams,
): Promise<{ counts: CountRow; rows: PageRows }> {
  const found = await firstPageStatement(db, shape, params);
  const counts: CountRow = { folders: 0, forms: 0, materials: 0, open_folder: null };
  const rows: PageRows = { folders: [], forms: [], materials: [] };
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
    else rows.materials.push(asMaterial(row));
  }
  return { counts, rows };
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
