import type { ListContentApiArg, ListSharedContentApiArg } from '@/shared/api';
import { parseSort, type ContentSort } from '../lib/sort';
import { parseTypeFilter, type ContentTypeFilter } from '../lib/type-filter';

/** Where a browser is, as its URL says (`?folder=…&page=…&q=…&sort=…&type=…`, each name after `prefix`). */
export function readBrowserParams(params: URLSearchParams, prefix = '', space: 'own' | 'shared' = 'own') {
  const get = (key: string) => params.get(`${prefix}${key}`);
  return {
    folderId: get('folder') || null,
    page: Math.max(1, Math.floor(Number(get('page'))) || 1),
    search: get('q') ?? '',
    sort: parseSort(get('sort')),
    type: parseTypeFilter(get('type'), space),
  };
}

/** Items per page unless the page says otherwise. */
export const DEFAULT_PAGE_SIZE = 50;

export interface ListingArgs {
  space: 'own' | 'shared';
  folderId: string | null;
  title: string;
  page: number;
  size: number;
  sort: ContentSort;
  /** Only this kind of item. */
  type?: ContentTypeFilter;
  invitedById?: string;
  /** Shared space: what I sent this member instead. */
  sentToId?: string;
  /** A step to the next or previous page: the edge item of the page the browser had (see `pageEdge`). */
  edge?: PageEdge | null;
}

/** The page next to one the browser has, read from that page's edge item (the server skips nothing). */
export type PageEdge = { afterId: string } | { beforeId: string };

/**
 * The edge to read page `next` from, when it is next to `page` and the browser has that page's items;
 * otherwise null (the page is found by its number).
 */
export function pageEdge(page: number, next: number, items: readonly { id: string }[]): PageEdge | null {
  const first = items[0];
  const last = items.at(-1);
  if (next === page + 1 && last) return { afterId: last.id };
  if (next === page - 1 && first) return { beforeId: first.id };
  return null;
}

/**
 * The request for one page of one space. One function for the list and its prefetch: RTK Query shares a
 * request only between exactly equal arguments.
 */
export function listingQueryArg({ folderId, title, page, size, sort, type, invitedById, sentToId, edge }: ListingArgs) {
  const common = {
    folderId: folderId ?? undefined,
    title: title || undefined,
    page,
    size,
    sort: sort === 'name' ? undefined : sort,
    ...edge,
  };
  const own: ListContentApiArg = { ...common, type: type === 'intake_form' ? undefined : type };
  const shared: ListSharedContentApiArg = { ...common, type, invitedById, sentToId };
  return { own, shared };
}
