export { DefaultLayout } from './DefaultLayout/DefaultLayout';
export type { DefaultLayoutProps } from './DefaultLayout/DefaultLayout';
export { FocusedLayout } from './FocusedLayout/FocusedLayout';
export type { FocusedLayoutProps } from './FocusedLayout/FocusedLayout';
export { DRAWER_WIDTH, InternalLayout } from './InternalLayout/InternalLayout';
export type { InternalLayoutProps } from './InternalLayout/InternalLayout';
export type { NavigationGroups, NavigationItem, ShellUser } from './InternalLayout/types';
export { useRouteTitle } from './RootLayout/page-title';
export type { RouteHandle } from './RootLayout/page-title';
export { RootLayout } from './RootLayout/RootLayout';

