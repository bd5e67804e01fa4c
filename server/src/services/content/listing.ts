import type { ContentSpace } from '../../db/schema.js';
import { listCachePerDatabase } from '../../lib/list-cache.js';
import { escapeLike, likeTitle } from '../../db/like.js';
import { folderTree, pathOf, withDescendants } from './tree.js';
import { ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { folderItem, materialItem, pageOf, senderNames, type ContentItem, type Page } from './items.js';

export interface ListQuery {
  folder_id?: string;
  title?: string;
  page: number;
  size: number;
  /** Shared space only. */
  invited_by_id?: string;
  content_type?: string;
}

/**
 * The versions read with the actor's membership (`request.auth`): this member's content version and the
 * company's member version (senders' names are shown). The list caches are keyed by them.
 */
export interface ListVersions {
  contentVersion: string;
  memberVersion: string;
}

/** Pages of content lists, per database handle; see `ListCache` for why they are never stale. */
const contentLists = listCachePerDatabase<Page<ContentItem>>();

/**
 * One folder of a space (the root without folder_id), folders first then materials, each by title.
 * A title search without folder_id looks through the whole space.
 */
export async function listContent(
  db: Db,
  actor: Actor & ListVersions,
  space: ContentSpace,
  query: ListQuery,
): Promise<Page<ContentItem>> {
  const title = query.title?.trim() ?? '';
  const scoped = Boolean(query.folder_id) || !title;

  // Built only when something is not cached: building a query costs more than a cache hit.
  const folders = () =>
    db
      .selectFrom('folder')
      .where('owner_id', '=', actor.membershipId)
      .where('company_id', '=', actor.companyId)
      .where('space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) => (query.folder_id ? eb('parent_id', '=', query.folder_id) : eb('parent_id', 'is', null))),
      )
      .$if(Boolean(title), (q) => q.where(likeTitle(`%${escapeLike(title)}%`)))
      .$if(Boolean(query.invited_by_id), (q) => q.where('shared_by_id', '=', query.invited_by_id!))
      // Folders have no content type: a content-type filter shows materials only.
      .$if(Boolean(query.content_type), (q) => q.where('id', 'is', null));
  const materials = () =>
    db
      .selectFrom('material')
      .where('owner_id', '=', actor.membershipId)
      .where('company_id', '=', actor.companyId)
      .where('space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) => (query.folder_id ? eb('folder_id', '=', query.folder_id) : eb('folder_id', 'is', null))),
      )
      .$if(Boolean(title), (q) => q.where(likeTitle(`%${escapeLike(title)}%`)))
      .$if(Boolean(query.invited_by_id), (q) => q.where('shared_by_id', '=', query.invited_by_id!))
      .$if(Boolean(query.content_type), (q) => {
        const type = query.content_type!.toLowerCase();
        return type.includes('/') ? q.where('content_type', '=', type) : q.where('content_type', 'like', `${escapeLike(type)}/%`);
      });

  const key = [
    actor.membershipId,
    actor.contentVersion,
    actor.memberVersion,
    space,
    query.folder_id ?? '',
    title.toLowerCase(),
    query.invited_by_id ?? '',
    query.content_type?.toLowerCase() ?? '',
  ].join('\u0000');
  const cache = contentLists(db);
  const matched = await cache.entry(key, async () => {
    // Cached only once the folder is found to be the actor's: a cache hit implies it still is (moving
    // or removing it changes the content version, and so the key).
    if (query.folder_id) await ownFolder(db, actor, query.folder_id, space);
    const [folderCount, materialCount] = await Promise.all([
      folders()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      materials()
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const parts = [Number(folderCount.n), Number(materialCount.n)];
    return { total: parts[0]! + parts[1]!, ids: null, parts };
  });
  const fc = matched.parts[0]!;
  const total = matched.total;
  const offset = (query.page - 1) * query.size;
  if (offset >= total) return pageOf([], total, query.page, query.size);

  return cache.page(key, matched, `${query.page}/${query.size}`, async () => {
    const folderRows =
      offset < fc
        ? await folders()
            .select(['id', 'title', 'parent_id', 'space', 'shared_by_id', 'created_at', 'updated_at'])
            .orderBy('title')
            .orderBy('id')
            .limit(query.size)
            .offset(offset)
            .execute()
        : [];
    const remaining = query.size - folderRows.length;
    const materialRows =
      remaining > 0 && offset + folderRows.length < total
        ? await materials()
            .select(['id', 'title', 'folder_id', 'size', 'content_type', 'space', 'shared_by_id', 'created_at', 'updated_at'])
            .orderBy('title')
            .orderBy('id')
            .limit(remaining)
            .offset(Math.max(0, offset - fc))
            .execute()
        : [];
    const senders = await senderNames(
      db,
      [...folderRows, ...materialRows].map((r) => r.shared_by_id),
    );
    const items = [...folderRows.map((r) => folderItem(r, senders)), ...materialRows.map((r) => materialItem(r, senders))];
    return pageOf(items, total, query.page, query.size);
  });
}

export interface FolderChoice {
  id: string;
  title: string;
  parent_id: string | null;
  /** Titles from the root down to this folder. */
  path: string[];
}

/** Folders of one's own space that content can be moved or copied into, minus `exclude_id` and its subtree. */
export async function listFolderChoices(
  db: Db,
  actor: Actor,
  query: { exclude_id?: string; title?: string; page: number; size: number },
): Promise<Page<FolderChoice>> {
  if (query.exclude_id) await ownFolder(db, actor, query.exclude_id);
  const tree = await folderTree(db, actor.membershipId, 'own');
  const excluded = query.exclude_id ? withDescendants(tree, [query.exclude_id]) : new Set<string>();
  const needle = query.title?.trim().toLowerCase();
  const choices = [...tree.values()]
    .filter((node) => !excluded.has(node.id) && (!needle || node.title.toLowerCase().includes(needle)))
    .map((node) => ({
      id: node.id,
      title: node.title,
      parent_id: node.parent_id,
      path: pathOf(tree, node.id).map((n) => n.title),
    }))
    .sort((a, b) => a.path.join('\u0000').localeCompare(b.path.join('\u0000')));
  const start = (query.page - 1) * query.size;
  return pageOf(choices.slice(start, start + query.size), choices.length, query.page, query.size);
}
