import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import { selectSession } from '@/entities/session';
import type { AppStore, RootState } from '../model';

/** What a page will request first at a URL, as a thunk to dispatch (null: nothing to prefetch). */
export type Prefetch = (url: URL) => ThunkAction<void, RootState, unknown, UnknownAction> | null;

/**
 * A route loader that starts a signed-in page's first request as soon as the route matches: its chunk is
 * still loading then, and the session's user request may still be under way. Only with a session's
 * token (a request without one would end in a 401); it never waits, so the navigation does not either.
 */
export function prefetchLoader(store: AppStore | undefined, prefetch: Prefetch): LoaderFunction | undefined {
  if (!store) return undefined;
  return ({ request }) => {
    startPrefetch(store, prefetch, new URL(request.url));
    return null;
  };
}

/** Dispatches the page's first request at this URL, with a session's token only; the same one twice is one request. */
export function startPrefetch(store: AppStore, prefetch: Prefetch, url: URL): void {
  if (!selectSession(store.getState()).accessToken) return;
  const action = prefetch(url);
  if (action) store.dispatch(action);
}

/**
 * Runs a prefetching loader only when its route is arrived at (another path before), not on each change
 * of the address's query: a step to the next page is the page's own request, made from the edge of the
 * page on screen, which a prefetch by page number would only duplicate.
 */
export const onArrival: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;
