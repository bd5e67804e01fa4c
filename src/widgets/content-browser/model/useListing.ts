import { useListContentQuery, useListSharedContentQuery } from '@/shared/api';
import type { ContentSort } from '../lib/sort';
import type { ContentTypeFilter } from '../lib/type-filter';

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
 * One page of one space: own materials, or what was shared with me (optionally by one member), or sent.
 * Fetched again when the tab or the network comes back (features/realtime).
 */
export function useListing({ space, folderId, title, page, size, sort, type, invitedById, sentToId, edge }: ListingArgs) {
  const common = {
    folderId: folderId ?? undefined,
    title: title || undefined,
    page,
    size,
    sort: sort === 'name' ? undefined : sort,
    ...edge,
  };
  const own = useListContentQuery({ ...common, type: type === 'intake_form' ? undefined : type }, { skip: space !== 'own' });
  const shared = useListSharedContentQuery({ ...common, type, invitedById, sentToId }, { skip: space !== 'shared' });
  return space === 'own' ? own : shared;
}
