import { prefetchMaterials } from '@/pages/materials';
import type { AppStore } from '../model';
import { startPrefetch, type Prefetch } from './prefetch';
import { startPagePath } from './start-page';

/** The first request of each start page (start-page.ts), as its route's loader makes it. */
const START_PAGE_PREFETCHES: Record<string, Prefetch> = {
  '/materials': prefetchMaterials,
};

/** Starts the page's first request as soon as the store holds the session, beside the session's own request. */
export function prefetchStartPage(store: AppStore, url: URL): void {
  const prefetch = START_PAGE_PREFETCHES[startPagePath(url)];
  if (prefetch) startPrefetch(store, prefetch, url);
}
