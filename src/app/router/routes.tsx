import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { useRemoveStaticShell } from '@/app/init';
import { RootLayout } from '@/app/layouts';
import { RouteErrorPage } from '@/pages/error';
import { DEV_PAGES_ENABLED } from '@/shared/config';
import { FullPageProgress } from '@/shared/ui/full-page-progress';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RoleRedirect } from './guards/RoleRedirect';
import { lazyPage } from './lazy-page';
import { loadInternalShell } from './page-chunks';
import { guestRoutes, openRoutes } from './routes-auth';
import { devRoutes } from './routes-dev';
import { focusedRoutes, internalRoutes } from './routes-internal';
import { DefaultShell } from './shells/DefaultShell';
import type { AppStore } from '../model';

/** The signed-in shells are chunks of their own: the sign-in page never loads the drawer and menus. */
const internalShell = lazyPage(loadInternalShell, (m) => m.InternalShell);
const focusedShell = lazyPage(
  () => import(/* webpackChunkName: "shell-focused" */ './shells/FocusedShell'),
  (m) => m.FocusedShell,
);

/** The root's error page; like the root layout, it replaces the static sign-in page when it is the first page. */
function RootErrorPage() {
  useRemoveStaticShell();
  return <RouteErrorPage />;
}

export interface AppRouteOptions {
  devPages?: boolean;
  /** The app's store, for the loaders that start a page's first request early (none without it). */
  store?: AppStore;
}

/** Every route of the spec (§2), each with its guard and layout. */
export function buildRoutes({ devPages = DEV_PAGES_ENABLED, store }: AppRouteOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <FullPageProgress />,
      children: [
        {
          element: <RequireAuth />,
          children: [
            { index: true, element: <RoleRedirect /> },
            { lazy: internalShell, children: internalRoutes(store) },
            { lazy: focusedShell, children: focusedRoutes },
          ],
        },
        { element: <GuestOnly />, children: [{ element: <DefaultShell />, children: guestRoutes }] },
        { element: <DefaultShell />, children: openRoutes },
        ...(devPages ? [{ lazy: focusedShell, children: devRoutes }] : []),
        {
          path: '*',
          handle: { title: 'Page Not Found' },
          lazy: lazyPage(
            () => import(/* webpackChunkName: "page-error" */ '@/pages/error'),
            ({ ErrorPage }) =>
              function NotFound() {
                return <ErrorPage status={404} />;
              },
          ),
        },
      ],
    },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(buildRoutes({ store }));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
