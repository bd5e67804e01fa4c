import type { ContentSpace } from '../../db/schema.js';
import { listCachePerDatabase } from '../../lib/list-cache.js';
import { sql } from 'kysely';
import { foldText, isSqlite, searchWords, SMALL_SPACE, titleMatch } from '../../db/text-search.js';
import { escapeLike } from '../../db/like.js';
import { folderTree, pathOf, withDescendants } from './tree.js';
import { ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import { folderItem, materialItem, pageOf, senderNames, type ContentItem, type FolderRef, type Page } from './items.js';
import { notFound } from '../../lib/errors.js';
import { FOLDER_NOT_FOUND } from './ownership.js';
import { contentOwner, orderColumns, type ContentSort } from './list-order.js';
import { folderPaths } from './paths.js';

export interface ListQuery {
  folder_id?: string;
  title?: string;
  page: number;
  size: number;
  /** Shared space only. */
  invited_by_id?: string;
  content_type?: string;
  /** Shared space only: what the actor sent to this member (their copies, in their shared space). */
  sent_to_id?: string;
  sort?: ContentSort;
}

/** A page of a list, with the open folder's path (root first, the folder last) when one is open. */
export type ContentPage = Page<ContentItem> & { folder_path?: FolderRef[] };

/**
 * The versions read with the actor's membership (`request.auth`): this member's content version and the
 * company's member version (senders' names are shown). The list caches are keyed by them.
 */
export interface ListVersions {
  contentVersion: string;
  memberVersion: string;
}

/** Pages of content lists, per database handle; see `ListCache` for why they are never stale. */
const contentLists = listCachePerDatabase<ContentPage>();

/**
 * One folder of a space (the root without folder_id), folders first then materials, each in the chosen
 * order (by title unless `sort` says otherwise). A title search without folder_id looks through the whole
 * space. With `sent_to_id`, the list is what the actor sent that member, as it is in their shared space.
 */
export async function listContent(
  db: Db,
  actor: Actor & ListVersions,
  space: ContentSpace,
  query: ListQuery,
): Promise<ContentPage> {
  const owner = await contentOwner(db, actor, space, query);
  const sort = query.sort ?? 'name';
  const order = orderColumns(sort);
  const words = searchWords(query.title);
  const scoped = Boolean(query.folder_id) || words.length === 0;
  const match = (table: 'folder' | 'material', rowByRow: boolean) => titleMatch(db, table, owner.id, words, rowByRow);

  // Built only when something is not cached: building a query costs more than a cache hit.
  const folders = (rowByRow = false, folderMatch = match('folder', rowByRow)) =>
    db
      .selectFrom('folder')
      .where('folder.owner_id', '=', owner.id)
      .where('folder.company_id', '=', actor.companyId)
      .where('folder.space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) => (query.folder_id ? eb('folder.parent_id', '=', query.folder_id) : eb('folder.parent_id', 'is', null))),
      )
      .$if(folderMatch !== null, (q) => q.where(folderMatch!))
      .$if(Boolean(query.invited_by_id), (q) => q.where('folder.shared_by_id', '=', query.invited_by_id!))
      .$if(owner.sentBy !== null, (q) => q.where('folder.shared_by_id', '=', owner.sentBy!))
      // Folders have no content type: a content-type filter shows materials only.
      .$if(Boolean(query.content_type), (q) => q.where('folder.id', 'is', null));
  const materials = (rowByRow = false, materialMatch = match('material', rowByRow)) =>
    db
      .selectFrom('material')
      .where('material.owner_id', '=', owner.id)
      .where('material.company_id', '=', actor.companyId)
      .where('material.space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) =>
          query.folder_id ? eb('material.folder_id', '=', query.folder_id) : eb('material.folder_id', 'is', null),
        ),
      )
      .$if(materialMatch !== null, (q) => q.where(materialMatch!))
      .$if(Boolean(query.invited_by_id), (q) => q.where('material.shared_by_id', '=', query.invited_by_id!))
      .$if(owner.sentBy !== null, (q) => q.where('material.shared_by_id', '=', owner.sentBy!))
      .$if(Boolean(query.content_type), (q) => {
        const type = query.content_type!.toLowerCase();
        return type.includes('/')
          ? q.where('material.content_type', '=', type)
          : q.where('material.content_type', 'like', `${escapeLike(type)}/%`);
      });

  const key = [
    owner.id,
    owner.contentVersion,
    owner.sentBy ?? '',
    actor.memberVersion,
    space,
    query.folder_id ?? '',
    words.join(' '),
    query.invited_by_id ?? '',
    query.content_type?.toLowerCase() ?? '',
    sort,
  ].join('\u0000');
  const cache = contentLists(db);
  const matched = await cache.entry(key, async () => {
    const rowByRow = words.length > 0 && isSqlite(db) && (await smallSpace(db, actor, owner.id, space));
    // One statement: both counts, and whether the open folder may be opened here. Cached only once the
    // folder is found to be the actor's: a cache hit implies it still is (moving or removing it changes
    // the content version, and so the key).
    const counted = await db
      .selectNoFrom([
        folders(rowByRow)
          .select((eb) => eb.fn.countAll().as('n'))
          .as('folders'),
        materials(rowByRow)
          .select((eb) => eb.fn.countAll().as('n'))
          .as('materials'),
        ...(query.folder_id ? [owner.folder(query.folder_id).as('open_folder')] : []),
      ])
      .executeTakeFirstOrThrow();
    if (query.folder_id && !(counted as { open_folder?: string | null }).open_folder) throw notFound(FOLDER_NOT_FOUND);
    // The third part says how the search was made, for the pages to be made the same way.
    const parts = [Number(counted.folders), Number(counted.materials), rowByRow ? 1 : 0];
    return { total: parts[0]! + parts[1]!, ids: null, parts };
  });
  const fc = matched.parts[0]!;
  const rowByRow = matched.parts[2] === 1;
  const total = matched.total;
  const offset = (query.page - 1) * query.size;
  const folderPath = async () =>
    query.folder_id ? ((await folderPaths(db, owner.id, [query.folder_id])).get(query.folder_id) ?? []) : undefined;
  const withPath = (page: Page<ContentItem>, path: FolderRef[] | undefined): ContentPage =>
    path ? { ...page, folder_path: path } : page;
  if (offset >= total) return withPath(pageOf([], total, query.page, query.size), await folderPath());

  return cache.page(key, matched, `${query.page}/${query.size}`, async () => {
    // Both parts' windows follow from the folder count.
    const folderLimit = Math.max(0, Math.min(query.size, fc - offset));
    const materialLimit = Math.min(query.size - folderLimit, total - offset - folderLimit);
    const folderRows =
      folderLimit > 0
        ? await folders(rowByRow)
            .select([
              'folder.id',
              'folder.title',
              'folder.parent_id',
              'folder.space',
              'folder.shared_by_id',
              'folder.created_at',
              'folder.updated_at',
            ])
            .orderBy(`folder.${order.folder}`, order.folderDirection)
            .orderBy('folder.id', order.folderDirection)
            .limit(folderLimit)
            .offset(offset)
            .execute()
        : [];
    const materialRows =
      materialLimit > 0
        ? await materials(rowByRow)
            .select([
              'material.id',
              'material.title',
              'material.folder_id',
              'material.size',
              'material.content_type',
              'material.space',
              'material.shared_by_id',
              'material.created_at',
              'material.updated_at',
            ])
            .orderBy(`material.${order.material}`, order.direction)
            .orderBy('material.id', order.direction)
            .limit(materialLimit)
            .offset(Math.max(0, offset - fc))
            .execute()
        : [];
    const senders = await senderNames(
      db,
      [...folderRows, ...materialRows].map((r) => r.shared_by_id),
    );
    const items = [...folderRows.map((r) => folderItem(r, senders)), ...materialRows.map((r) => materialItem(r, senders))];
    if (!scoped) {
      // A search through the whole space says where each hit lives.
      const paths = await folderPaths(
        db,
        owner.id,
        items.map((i) => i.folder_id),
      );
      for (const item of items) item.path = item.folder_id ? (paths.get(item.folder_id) ?? []) : [];
    }
    return withPath(pageOf(items, total, query.page, query.size), await folderPath());
  });
}

/** Whether the actor's space holds fewer than SMALL_SPACE materials (reads at most that many index entries). */
async function smallSpace(db: Db, actor: Actor, ownerId: string, space: ContentSpace): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from material
    where company_id = ${actor.companyId} and owner_id = ${ownerId} and space = ${space} limit ${SMALL_SPACE}) as probe`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0) < SMALL_SPACE;
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
  const words = searchWords(query.title);
  const choices = [...tree.values()]
    .filter((node) => !excluded.has(node.id) && words.every((w) => foldText(node.title).includes(w)))
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
