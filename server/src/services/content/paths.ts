import { sql } from 'kysely';
import { idListParams, idsOf, queryShapes, type IdList } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import type { FolderRef } from './items.js';

/** The folders above `count` folders (`id0` …) of one owner, built once per count of folders. */
const climb = queryShapes<Database, number, { owner: string } & IdList, PathRow>((db, count, p) => {
  const ids = idsOf(count, p);
  return sql<PathRow>`
    with recursive up(start_id, id, title, parent_id, depth) as (
      select id, id, title, parent_id, 0 from folder where id in (${sql.join(ids)}) and owner_id = ${p.owner}
      union all
      select up.start_id, f.id, f.title, f.parent_id, up.depth + 1 from folder f join up on f.id = up.parent_id
    )
    select start_id, id, title, depth from up`;
});

interface PathRow {
  start_id: string;
  id: string;
  title: string;
  depth: number;
}

/**
 * The path (root first) of each of the given folders of one owner: one recursive query that climbs
 * from those folders only, so its cost follows the page's folders and their depth, not the space.
 */
export async function folderPaths(db: Db, ownerId: string, folderIds: (string | null)[]): Promise<Map<string, FolderRef[]>> {
  const ids = [...new Set(folderIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await climb(db, ids.length, { owner: ownerId, ...idListParams(ids) });
  const paths = new Map<string, (FolderRef & { depth: number })[]>();
  for (const row of rows) {
    const path = paths.get(row.start_id) ?? [];
    path.push({ id: row.id, title: row.title, depth: Number(row.depth) });
    paths.set(row.start_id, path);
  }
  return new Map(
    [...paths].map(([id, path]) => [id, path.sort((a, b) => b.depth - a.depth).map(({ id, title }) => ({ id, title }))]),
  );
}
