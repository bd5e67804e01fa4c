import { prefetchMaterials } from '@/pages/materials';
import type { AppStore } from '../model';
import { loadInternalShell, loadMaterialsPage } from './page-chunks';
import { startPrefetch, type Prefetch } from './prefetch';

interface StartPage {
  /** The chunks of its shell and its own, as the routes load them. */
  chunks: (() => Promise<unknown>)[];
  /** Its first request, as its route's loader makes it. */
  prefetch: Prefetch;
}

/** Pages whose code and first request begin with the start-up when the app opens at their path. */
const START_PAGES: Record<string, StartPage> = {
  '/materials': { chunks: [loadInternalShell, loadMaterialsPage], prefetch: prefetchMaterials },
};

const startPageAt = (url: URL): StartPage | undefined => START_PAGES[url.pathname.replace(/(.)\/$/, '$1')];

/**
 * Begins loading the code of the page the app opens at, first thing: left to the router, its chunks were
 * requested only once the start-up's steps had created it, with the network idle meanwhile. (Signed out,
 * the router loads the same chunks before its guard redirects to the sign-in page.)
 */
export function loadStartPage(url: URL): void {
  // A chunk that fails here is asked for again, and its error shown, when the route loads it.
  for (const load of startPageAt(url)?.chunks ?? []) load().catch(() => undefined);
}

/** Starts the page's first request as soon as the store holds the session, beside the session's own request. */
export function prefetchStartPage(store: AppStore, url: URL): void {
  const page = startPageAt(url);
  if (page) startPrefetch(store, page.prefetch, url);
}
