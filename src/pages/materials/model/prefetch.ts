import { prefetchListing } from '@/widgets/content-browser';
import { tabOf } from '../lib/tab';

/**
 * The first request the page at this URL makes — the list of the open tab's space — as a thunk, for the
 * route's loader: it runs in parallel with the page's chunk instead of after it. The forms tab has none.
 */
export function prefetchMaterials(url: URL) {
  const tab = tabOf(url.searchParams.get('tab'));
  return tab === 'forms' ? null : prefetchListing(url.searchParams, { space: tab });
}
