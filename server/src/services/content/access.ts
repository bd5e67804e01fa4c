import { sql, type Kysely } from 'kysely';
import type { ContentSpace, Database, Folder, Material } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { nameStem, uniqueName } from './names.js';
import type { AuditSource } from '../audit/index.js';

/** A database or an open transaction: every service function takes either. */
export type Executor = Kysely<Database>;

/** Runs `work` in the given transaction, or in a new one. */
export function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Who acts: from the access token only. */
export interface Actor {
  membershipId: string;
  companyId: string;
  /** Where the request came from, for the audit trail. */
  source?: AuditSource;
}

export const FOLDER_NOT_FOUND = 'This folder does not exist or is not yours.';
export const MATERIAL_NOT_FOUND = 'This material does not exist or is not yours.';

/** SQLite bound parameters stay well under every dialect's limit. */
export const CHUNK = 500;
export function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A folder of the actor's, or 404 — other members' and other companies' folders do not exist here. */
export async function ownFolder(db: Executor, actor: Actor, id: string, space?: ContentSpace): Promise<Folder> {
  const folder = await db
    .selectFrom('folder')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .where('owner_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (!folder || (space && folder.space !== space)) throw notFound(FOLDER_NOT_FOUND);
  return folder;
}

export async function ownMaterial(db: Executor, actor: Actor, id: string): Promise<Material> {
  const material = await db
    .selectFrom('material')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.companyId)
    .where('owner_id', '=', actor.membershipId)
    .executeTakeFirst();
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  return material;
}

export interface FolderNode {
  id: string;
  parent_id: string | null;
  title: string;
}

/** Every folder of one member's space, for walking trees in memory. */
export async function folderTree(db: Executor, ownerId: string, space: ContentSpace): Promise<Map<string, FolderNode>> {
  const rows = await db
    .selectFrom('folder')
    .select(['id', 'parent_id', 'title'])
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

export interface Container {
  ownerId: string;
  space: ContentSpace;
  folderId: string | null;
}

/** A free name in a folder (folders and materials share one namespace, like a desktop). */
export async function freeName(
  db: Executor,
  where: Container,
  wanted: string,
  isFile: boolean,
  exceptId?: string,
): Promise<string> {
  const stem = `${escapeLike(nameStem(wanted, isFile))}%`;
  const taken = new Set<string>();
  for (const table of ['folder', 'material'] as const) {
    const parentColumn = table === 'folder' ? 'parent_id' : 'folder_id';
    const rows = await db
      .selectFrom(table)
      .select(['id', 'title'])
      .where('owner_id', '=', where.ownerId)
      .where('space', '=', where.space)
      .where((eb) => (where.folderId ? eb(parentColumn, '=', where.folderId) : eb(parentColumn, 'is', null)))
      .where(likeTitle(stem))
      .execute();
    for (const row of rows) if (row.id !== exceptId) taken.add(row.title.toLowerCase());
  }
  return uniqueName(wanted, taken, isFile);
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Case-insensitive `title like pattern`, with backslash escapes on both dialects. */
export const likeTitle = (pattern: string, column = 'title') =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
