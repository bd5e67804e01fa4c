/**
 * Loaders of the chunks the start-up may begin before the router exists (start-page.ts): shared with the
 * routes (`lazy`), so both ask for the same chunks and the page's code is evaluated once.
 */
export const loadInternalShell = () => import(/* webpackChunkName: "shell-internal" */ './shells/InternalShell');

export const loadMaterialsPage = () => import(/* webpackChunkName: "page-materials" */ '@/pages/materials');
