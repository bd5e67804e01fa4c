import { contentApi } from '@/shared/api';
import { DEFAULT_PAGE_SIZE, listingQueryArg, readBrowserParams } from './listing-args';

export interface PrefetchListingOptions {
  space: 'own' | 'shared';
  paramPrefix?: string;
  pageSize?: number;
}

/**
 * The list a browser at this URL will ask for, requested ahead of it (a thunk to dispatch): a route's
 * loader starts it while the page's code is still loading, and the browser's own query then shares
 * that request instead of starting one once it has rendered.
 */
export function prefetchListing(
  params: URLSearchParams,
  { space, paramPrefix = '', pageSize = DEFAULT_PAGE_SIZE }: PrefetchListingOptions,
) {
  const where = readBrowserParams(params, paramPrefix, space);
  const arg = listingQueryArg({ ...where, space, title: where.search.trim(), size: pageSize });
  return space === 'own'
    ? contentApi.util.prefetch('listContent', arg.own, {})
    : contentApi.util.prefetch('listSharedContent', arg.shared, {});
}
