import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LoadingBar } from '@/shared/ui/loading-bar';
import { useDocumentTitle, useRouteTitle } from './page-title';
import { SkipLink } from './SkipLink';

/** Every page: the loading bar (driven by navigation), the skip link and the page outlet. */
export function RootLayout() {
  const navigation = useNavigation();
  useDocumentTitle(useRouteTitle());
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle'} />
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
