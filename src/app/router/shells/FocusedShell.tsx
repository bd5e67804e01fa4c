import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useMatches } from 'react-router-dom';
import { FocusedLayout, useRouteTitle, type RouteHandle } from '@/app/layouts';
import { appTheme } from '@/shared/ui/theme';

export interface FocusedHandle extends RouteHandle {
  back?: { to: string; label: string };
}

/** Review pages: the focused layout, with the way back declared on the route. */
export function FocusedShell() {
  const title = useRouteTitle();
  const matches = useMatches();
  const back = [...matches]
    .reverse()
    .map((m) => (m.handle as FocusedHandle | undefined)?.back)
    .find(Boolean);
  return (
    <ThemeProvider theme={appTheme}>
      <FocusedLayout title={title} backTo={back?.to ?? '/'} backLabel={back?.label ?? 'Back'}>
        <Outlet />
      </FocusedLayout>
    </ThemeProvider>
  );
}
