import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface PageTitleState {
  title: string | undefined;
  setTitle: (title: string | undefined) => void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

/** Holds the title a page states for itself (a file's name, known once loaded) for the tab and top bars. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string>();
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext.Provider value={value}>{children}</PageTitleContext.Provider>;
}

/**
 * A page names itself (over its route's title) while it is shown; `undefined` keeps the route's title.
 * Outside a provider (a page rendered on its own) it does nothing.
 */
export function useStatePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext)?.setTitle;
  useEffect(() => {
    if (!setTitle) return undefined;
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}

/** The title the shown page stated for itself, if any. */
export function useStatedPageTitle(): string | undefined {
  return useContext(PageTitleContext)?.title;
}
