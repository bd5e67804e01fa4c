import { ThemeProvider } from '@mui/material/styles';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { FocusedLayout, useRouteTitle, type RouteHandle } from '@/app/layouts';
import { appTheme } from '@/shared/ui/theme';

export interface FocusedHandle extends RouteHandle {
  back?: { to: string; label: string };
}

/**
 * Review pages: the focused layout, with the way back declared on the route. A page reached from a list
 * (or that knows better, like a material's folder) says where back leads in the history entry's
 * `state.back`; the route's label stays.
 */
export function FocusedShell() {
  const title = useRouteTitle();
  const matches = useMatches();
  const location = useLocation();
  const stated = (location.state as { back?: unknown } | null)?.back;
  const back = [...matches]
    .reverse()
    .map((m) => (m.handle as FocusedHandle | undefined)?.back)
    .find(Boolean);
  return (
    <ThemeProvider theme={appTheme}>
      <FocusedLayout
        title={title}
        backTo={typeof stated === 'string' && stated.startsWith('/') ? stated : (back?.to ?? '/')}
        backLabel={back?.label ?? 'Back'}
      >
        <Outlet />
      </FocusedLayout>
    </ThemeProvider>
  );
}
