import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useStatedPageTitle } from '@/shared/lib/page-title';

export interface RouteHandle {
  /** The page's name, shown in the top bar and the browser tab. */
  title?: string;
}

/** The page's title: the one it stated for itself (`useStatePageTitle`), else the deepest matched route's. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const stated = useStatedPageTitle();
  if (stated) return stated;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Cascade` : 'Cascade';
  }, [title]);
}
