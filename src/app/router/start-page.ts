import { loadInternalShell, loadMaterialsPage } from './page-chunks';

/**
 * Pages whose code begins loading with the start-up when the app opens at their path: the chunks of their
 * shell and their own, as their routes load them. Their first requests are in start-page-prefetch.ts,
 * which the start-up evaluates later: this module is evaluated with the entry, before anything else, so
 * it imports nothing but the chunks' loaders (importing the page's prefetch here evaluated the whole API
 * layer and the store's libraries in the entry's first task).
 */
const START_PAGE_CHUNKS: Record<string, (() => Promise<unknown>)[]> = {
  '/materials': [loadInternalShell, loadMaterialsPage],
};

/** The start page's key for a URL: its path without a trailing slash. */
export const startPagePath = (url: URL): string => url.pathname.replace(/(.)\/$/, '$1');

/**
 * Begins loading the code of the page the app opens at, first thing: left to the router, its chunks were
 * requested only once the start-up's steps had created it, with the network idle meanwhile. (Signed out,
 * the router loads the same chunks before its guard redirects to the sign-in page.)
 */
export function loadStartPage(url: URL): void {
  // A chunk that fails here is asked for again, and its error shown, when the route loads it.
  for (const load of START_PAGE_CHUNKS[startPagePath(url)] ?? []) load().catch(() => undefined);
}
