import { useListContentQuery, useListSharedContentQuery } from '@/shared/api';

export interface ListingArgs {
  space: 'own' | 'shared';
  folderId: string | null;
  title: string;
  page: number;
  size: number;
  invitedById?: string;
}

/** One page of one space: own materials, or what was shared with me (optionally by one member). */
export function useListing({ space, folderId, title, page, size, invitedById }: ListingArgs) {
  const common = { folderId: folderId ?? undefined, title: title || undefined, page, size };
  const own = useListContentQuery(common, { skip: space !== 'own' });
  const shared = useListSharedContentQuery({ ...common, invitedById }, { skip: space !== 'shared' });
  return space === 'own' ? own : shared;
}
