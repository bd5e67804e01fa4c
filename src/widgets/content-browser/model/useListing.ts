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
}

/**
 * One page of one space: own materials, or what was shared with me (optionally by one member), or sent.
 * Fetched again when the tab or the network comes back (features/realtime).
 */
export function useListing({ space, folderId, title, page, size, sort, type, invitedById, sentToId }: ListingArgs) {
  const common = {
    folderId: folderId ?? undefined,
    title: title || undefined,
    page,
    size,
    sort: sort === 'name' ? undefined : sort,
  };
  const own = useListContentQuery({ ...common, type: type === 'intake_form' ? undefined : type }, { skip: space !== 'own' });
  const shared = useListSharedContentQuery({ ...common, type, invitedById, sentToId }, { skip: space !== 'shared' });
  return space === 'own' ? own : shared;
}
