import type { ContentSpace } from '../../db/schema.js';
import { isSqlite } from '../../db/dialect.js';
import { foldText, searchWords, SMALL_SPACE, titleSearch } from '../../db/text-search.js';
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
import { badRequest, notFound } from '../../lib/errors.js';
import { contentOwner, type ContentSort } from './list-order.js';
import { countStatement, listStates, spaceProbe, type ListParams, type ListShape } from './list-statements.js';
import { folderPaths } from './paths.js';
import { pageRows, seekOf } from './list-pages.js';
import { firstPage } from './first-page.js';
import type { Static } from 'typebox';
import type { FolderChoiceSchema } from '../../schemas/content.js';

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
  /** A keyset page: the items after (or before) this one of the client's page next to it. */
  after_id?: string;
  before_id?: string;
}

/** A page of a list, with the open folder's path (root first, the folder last) when one is open. */
export type ContentPage = Page<ContentItem> & { folder_path?: FolderRef[] };

/**
 * One folder of a space (the root without folder_id), folders first, then (shared space, top level) the
 * intake forms sent to its owner, then materials, each in the chosen
 * order (by title unless `sort` says otherwise). A title search without folder_id looks through the whole
 * space. With `sent_to_id`, the list is what the actor sent that member, as it is in their shared space.
 * Each request reads its page (nothing is kept between requests: docs/decisions.md, "The list machinery").
 */
export async function listContent(db: Db, actor: Actor, space: ContentSpace, query: ListQuery): Promise<ContentPage> {
  if (query.after_id && query.before_id) throw badRequest(BOTH_EDGES);
  const owner = await contentOwner(db, actor, space, query);
  const sort = query.sort ?? 'name';
  const words = searchWords(query.title);
  const scoped = Boolean(query.folder_id) || words.length === 0;
  const want = kindsWanted(space, query);
  const media = want.mediaType;
  const rowByRow = words.length > 0 && isSqlite(db) && (await smallSpace(db, owner.id, actor.companyId, space));
  // What decides the statements' SQL (each is built once per shape), and the values they run with.
  const search = titleSearch(owner.id, words, rowByRow);
  const shape: ListShape = {
    scoped,
    inFolder: Boolean(query.folder_id),
    search: search.shape,
    invitedBy: Boolean(query.invited_by_id),
    sentBy: owner.sentBy !== null,
    media: media ? (media.includes('/') ? 'exact' : 'prefix') : null,
    states: listStates.enabled,
  };
  const params: ListParams = {
    owner: owner.id,
    company: actor.companyId,
    space,
    ...(query.folder_id ? { folder: query.folder_id } : {}),
    ...(query.invited_by_id ? { invited_by: query.invited_by_id } : {}),
    ...(owner.sentBy ? { sent_by: owner.sentBy } : {}),
    ...(media ? { media: media.includes('/') ? media : `${escapeLike(media)}/%` } : {}),
    ...search.params,
  };
  const parts = { folders: want.folders, forms: want.forms, materials: want.materials };
  // On PostgreSQL the first page comes with its counts, its senders' names and its folder's path, in one
  // statement (first-page.ts): one round trip instead of up to five. SQLite has no round trips to save,
  // and runs the one statement slower than the three (docs/perf-figures.md) — except for a search through
  // the index, whose matches the one statement reads once for the counts and the page.
  const withFirstPage =
    query.page === 1 && !query.after_id && !query.before_id && (!isSqlite(db) || (words.length > 0 && !rowByRow));
  const first = withFirstPage
    ? await firstPage(
        db,
        { ...shape, ...parts, sort, reverse: false, seek: false, senders: space === 'shared' },
        { ...params, limit: query.size },
      )
    : null;
  // The count of each part wanted, and whether the open folder may be opened here.
  const row = first ? first.counts : (await countStatement(db, { ...shape, ...parts }, params))[0];
  if (query.folder_id && !row?.open_folder) throw notFound(FOLDER_NOT_FOUND);
  const counts = [row?.folders, row?.forms, row?.materials].map(Number) as [number, number, number];
  const total = counts[0] + counts[1] + counts[2];
  const offset = (query.page - 1) * query.size;
  const folderPath = async () =>
    first?.path ??
    (query.folder_id ? ((await folderPaths(db, owner.id, [query.folder_id])).get(query.folder_id) ?? []) : undefined);
  const withPath = (page: Page<ContentItem>, path: FolderRef[] | undefined): ContentPage =>
    path ? { ...page, folder_path: path } : page;
  if (offset >= total) return withPath(pageOf([], total, query.page, query.size), await folderPath());
  const edge = query.after_id
    ? { id: query.after_id, before: false }
    : query.before_id
      ? { id: query.before_id, before: true }
      : null;
  const seek = await seekOf(
    db,
    { owner: owner.id, space, folderId: query.folder_id ?? null, scoped, sentBy: owner.sentBy },
    [want.folders, want.forms, want.materials],
    edge,
  );
  const {
    folders: folderRows,
    forms: formRows,
    materials: materialRows,
  } = first?.rows ?? (await pageRows(db, { shape, params }, sort, counts, { offset, size: query.size, seek }));
  const senders =
    first?.senders ??
    (await senderNames(
      db,
      [...folderRows, ...formRows, ...materialRows].map((r) => r.shared_by_id),
    ));
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
const BOTH_EDGES = 'Give after_id (the page after the one you have) or before_id (the page before it), not both.';

/** Whether the space holds fewer than SMALL_SPACE materials (reads at most that many index entries). */
async function smallSpace(db: Db, ownerId: string, companyId: string, space: ContentSpace): Promise<boolean> {
  const [row] = await spaceProbe(db, null, { owner: ownerId, company: companyId, space, limit: SMALL_SPACE });
  return Number(row?.n ?? 0) < SMALL_SPACE;
}

/** A folder content can be moved or copied into (the `FolderChoice` schema). */
export type FolderChoice = Static<typeof FolderChoiceSchema>;

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
