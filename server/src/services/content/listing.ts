import type { ContentSpace } from '../../db/schema.js';
import { listCachePerDatabase } from '../../lib/list-cache.js';
import { sql } from 'kysely';
import { foldText, isSqlite, searchWords, SMALL_SPACE, titleMatch } from '../../db/text-search.js';
import { escapeLike } from '../../db/like.js';
import { folderTree, pathOf, withDescendants } from './tree.js';
import { FOLDER_NOT_FOUND, ownFolder } from './ownership.js';
import type { Actor } from '../../policy/actor.js';
import type { Db } from '../../db/connect.js';
import {
  folderItem,
  formItem,
  materialItem,
  pageOf,
  senderNames,
  type ContentItem,
  type ContentKind,
  type FolderRef,
  type Page,
} from './items.js';
import { notFound } from '../../lib/errors.js';
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
  /** Only items of this kind. */
  type?: ContentKind;
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
 * One folder of a space (the root without folder_id), folders first, then (shared space, top level) the
 * intake forms sent to its owner, then materials, each in the chosen
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
  const want = kindsWanted(space, query);
  const match = (table: 'folder' | 'material' | 'intake_form', rowByRow: boolean) =>
    titleMatch(db, table, owner.id, words, rowByRow);

  // Built only when something is not cached: building a query costs more than a cache hit.
  const folders = (rowByRow = false, folderMatch = match('folder', rowByRow)) =>
    db
      .selectFrom('folder')
      .where('owner_id', '=', owner.id)
      .where('company_id', '=', actor.companyId)
      .where('space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) => (query.folder_id ? eb('parent_id', '=', query.folder_id) : eb('parent_id', 'is', null))),
      )
      .$if(folderMatch !== null, (q) => q.where(folderMatch!))
      .$if(Boolean(query.invited_by_id), (q) => q.where('shared_by_id', '=', query.invited_by_id!))
      .$if(owner.sentBy !== null, (q) => q.where('shared_by_id', '=', owner.sentBy!));
  // Sent intake forms: at the top level of the client's shared space, so never inside a folder.
  const forms = (formMatch = match('intake_form', true)) =>
    db
      .selectFrom('intake_form')
      .where('owner_id', '=', owner.id)
      .where('company_id', '=', actor.companyId)
      .$if(formMatch !== null, (q) => q.where(formMatch!))
      .$if(Boolean(query.invited_by_id), (q) => q.where('shared_by_id', '=', query.invited_by_id!))
      .$if(owner.sentBy !== null, (q) => q.where('shared_by_id', '=', owner.sentBy!));
  const materials = (rowByRow = false, materialMatch = match('material', rowByRow)) =>
    db
      .selectFrom('material')
      .where('owner_id', '=', owner.id)
      .where('company_id', '=', actor.companyId)
      .where('space', '=', space)
      .$if(scoped, (q) =>
        q.where((eb) => (query.folder_id ? eb('folder_id', '=', query.folder_id) : eb('folder_id', 'is', null))),
      )
      .$if(materialMatch !== null, (q) => q.where(materialMatch!))
      .$if(Boolean(query.invited_by_id), (q) => q.where('shared_by_id', '=', query.invited_by_id!))
      .$if(owner.sentBy !== null, (q) => q.where('shared_by_id', '=', owner.sentBy!))
      .$if(Boolean(want.mediaType), (q) => {
        const type = want.mediaType!;
        return type.includes('/') ? q.where('content_type', '=', type) : q.where('content_type', 'like', `${escapeLike(type)}/%`);
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
    query.type ?? '',
    sort,
  ].join('\u0000');
  const cache = contentLists(db);
  const matched = await cache.entry(key, async () => {
    const rowByRow = words.length > 0 && isSqlite(db) && (await smallSpace(db, actor, owner.id, space));
    // One statement: the count of each part wanted, and whether the open folder may be opened here.
    // Cached only once the folder is found to be the actor's: a cache hit implies it still is (moving
    // or removing it changes the content version, and so the key).
    const none = (alias: string) => sql<number>`0`.as(alias);
    const row = await db
      .selectNoFrom([
        want.folders
          ? folders(rowByRow)
              .select((eb) => eb.fn.countAll().as('n'))
              .as('folders')
          : none('folders'),
        want.forms
          ? forms()
              .select((eb) => eb.fn.countAll().as('n'))
              .as('forms')
          : none('forms'),
        want.materials
          ? materials(rowByRow)
              .select((eb) => eb.fn.countAll().as('n'))
              .as('materials')
          : none('materials'),
        ...(query.folder_id ? [owner.folder(query.folder_id).as('open_folder')] : []),
      ])
      .executeTakeFirstOrThrow();
    if (query.folder_id && !(row as { open_folder?: string | null }).open_folder) throw notFound(FOLDER_NOT_FOUND);
    const [folderCount, formCount, materialCount] = [row.folders, row.forms, row.materials].map(Number) as [
      number,
      number,
      number,
    ];
    // The fourth part says how the search was made, for the pages to be made the same way.
    const parts = [folderCount, formCount, materialCount, rowByRow ? 1 : 0];
    return { total: folderCount + formCount + materialCount, ids: null, parts };
  });
  const [fc, nc] = matched.parts as [number, number];
  const rowByRow = matched.parts[3] === 1;
  const total = matched.total;
  const offset = (query.page - 1) * query.size;
  const folderPath = async () =>
    query.folder_id ? ((await folderPaths(db, owner.id, [query.folder_id])).get(query.folder_id) ?? []) : undefined;
  const withPath = (page: Page<ContentItem>, path: FolderRef[] | undefined): ContentPage =>
    path ? { ...page, folder_path: path } : page;
  if (offset >= total) return withPath(pageOf([], total, query.page, query.size), await folderPath());

  return cache.page(key, matched, `${query.page}/${query.size}`, async () => {
    // Folders first, then intake forms, then materials: each part is read from where the page starts in it.
    const folderRows =
      offset < fc
        ? await folders(rowByRow)
            .select(['id', 'title', 'parent_id', 'space', 'shared_by_id', 'created_at', 'updated_at'])
            .orderBy(order.folder, order.folderDirection)
            .orderBy('id', order.folderDirection)
            .limit(query.size)
            .offset(offset)
            .execute()
        : [];
    let taken = folderRows.length;
    const formRows =
      taken < query.size && offset + taken < fc + nc
        ? await forms()
            .select(['id', 'title', 'status', 'shared_by_id', 'created_at', 'updated_at'])
            .orderBy(order.folder, order.folderDirection)
            .orderBy('id', order.folderDirection)
            .limit(query.size - taken)
            .offset(Math.max(0, offset - fc))
            .execute()
        : [];
    taken += formRows.length;
    const materialRows =
      taken < query.size && offset + taken < total
        ? await materials(rowByRow)
            .select(['id', 'title', 'folder_id', 'size', 'content_type', 'space', 'shared_by_id', 'created_at', 'updated_at'])
            .orderBy(order.material, order.direction)
            .orderBy('id', order.direction)
            .limit(query.size - taken)
            .offset(Math.max(0, offset - fc - nc))
            .execute()
        : [];
    const senders = await senderNames(
      db,
      [...folderRows, ...formRows, ...materialRows].map((r) => r.shared_by_id),
    );
    const items = [
      ...folderRows.map((r) => folderItem(r, senders)),
      ...formRows.map((r) => formItem(r, senders)),
      ...materialRows.map((r) => materialItem(r, senders)),
    ];
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

/**
 * Which parts a list reads. A type filter keeps one kind; a media-type filter (`content_type`) keeps
 * materials of that type, or — `intake_form` — intake forms only. Forms live at the top level of the
 * shared space, so a folder's list never has them (a search through the whole space does).
 */
function kindsWanted(space: ContentSpace, query: ListQuery) {
  const media = query.content_type?.toLowerCase() || undefined;
  const formsByMedia = media === INTAKE_FORM;
  const kind = query.type ?? (formsByMedia ? INTAKE_FORM : undefined);
  return {
    folders: (!kind || kind === 'folder') && !media,
    forms: space === 'shared' && !query.folder_id && (!kind || kind === INTAKE_FORM) && (!media || formsByMedia),
    materials: (!kind || kind === 'material') && !formsByMedia,
    mediaType: formsByMedia ? undefined : media,
  };
}

const INTAKE_FORM = 'intake_form';

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
