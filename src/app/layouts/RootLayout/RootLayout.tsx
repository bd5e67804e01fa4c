import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { LoadingBar } from '@/shared/ui/loading-bar';
import { useDocumentTitle, useRouteTitle } from './page-title';
import { SkipLink } from '@/shared/ui/skip-link';
import { PageTitleProvider } from '@/shared/lib/page-title';
import { useRemoveStaticShell } from '@/app/init';

/** Every page: the loading bar (driven by navigation), the skip link and the page outlet; the tab shows the page's title. */
export function RootLayout() {
  return (
    <PageTitleProvider>
      <Root />
    </PageTitleProvider>
  );
}

function Root() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const top = useRef<HTMLDivElement>(null);
  useDocumentTitle(useRouteTitle());
  // The first real page is here: the static sign-in page from index.html goes in the same frame.
  useRemoveStaticShell();

  // When a navigation removed the focused element (e.g. the sign-in form), start keyboard navigation from
  // the top of the new page again, so the next Tab reaches the skip link. Not on the first page: the
  // browser starts there from the top already, and focusing would force a layout of the whole page in
  // its first commit (docs/perf-figures.md).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!document.activeElement || document.activeElement === document.body) top.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <div ref={top} tabIndex={-1} style={{ outline: 'none' }} />
      <LoadingBar active={navigation.state !== 'idle'} />
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
