import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** The page's name, shown in the top bar and the browser tab. */
  title?: string;
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
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
