import type { Db } from '../../db/connect.js';
import type { ContentSpace } from '../../db/schema.js';

export interface FolderNode {
  id: string;
  parent_id: string | null;
  title: string;
  /** The folder it was copied from (docs/distribution.md); null for a folder made here, or received before 0027. */
  origin_id: string | null;
}

/** Every folder of one member's space, for walking trees in memory. */
export async function folderTree(db: Db, ownerId: string, space: ContentSpace): Promise<Map<string, FolderNode>> {
  const rows = await db
    .selectFrom('folder')
    .select(['id', 'parent_id', 'title', 'origin_id'])
    .where('owner_id', '=', ownerId)
    .where('space', '=', space)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The given folders and everything below them. */
export function withDescendants(tree: Map<string, FolderNode>, roots: Iterable<string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const node of tree.values()) {
    if (!node.parent_id) continue;
    const list = children.get(node.parent_id) ?? [];
    list.push(node.id);
    children.set(node.parent_id, list);
  }
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** Root-first ancestors of a folder, the folder included. */
export function pathOf(tree: Map<string, FolderNode>, folderId: string | null): FolderNode[] {
  const path: FolderNode[] = [];
  let current = folderId ? tree.get(folderId) : undefined;
  while (current && path.length < 10_000) {
    path.unshift(current);
    current = current.parent_id ? tree.get(current.parent_id) : undefined;
  }
  return path;
}
