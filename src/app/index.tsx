import { startTransition } from 'react';
import { forceLightColorMode, initSentry } from './init';
import { loadStartPage } from './router/start-page';

/** Lets the browser paint and answer input before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Libraries the first render needs, evaluated ahead of it one by one, heaviest first. Each names one
 * export rather than taking the whole module, so the bundle still keeps only what the app uses.
 */
const LIBRARIES: (() => Promise<unknown>)[] = [
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/styles')).ThemeProvider,
  async () => (await import(/* webpackMode: "eager" */ '@/shared/ui/theme')).theme,
  async () => (await import(/* webpackMode: "eager" */ 'react-router-dom')).createBrowserRouter,
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/Box')).default,
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/Typography')).default,
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/Paper')).default,
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/CircularProgress')).default,
  async () => (await import(/* webpackMode: "eager" */ '@mui/material/Button')).default,
  // The routes, layouts and guards.
  async () => (await import(/* webpackMode: "eager" */ './router')).createAppRouter,
];

/**
 * The start-up in steps, each a task of its own: evaluating all of the first page's code at once would
 * hold a phone's main thread for a long while (the sign-in page is drawn from index.html meanwhile). The
 * modules come with this file — `eager` imports make no request — only their evaluation is spread out.
 * The session's user request starts first, so it runs while the rest is evaluated. The first render is
 * a transition, so React yields between slices of the tree too. The router is created just before
 * that render: created earlier (to fetch the page's chunk sooner), the signed-in pages' chunks arrived
 * and ran in the middle of the start-up; created during the render (in the app's first render), it
 * measured as slow — both gave /materials about 20 long tasks against 11–12 (docs/perf-figures.md).
 * The page the app opens at does not wait for the router all the same: its chunks are asked for first
 * thing (router/start-page.ts, which imports nothing else) and its first request as soon as the store
 * exists (router/start-page-prefetch.ts).
 */
async function start(): Promise<void> {
  const url = new URL(window.location.href);
  loadStartPage(url);
  forceLightColorMode();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  // The API layer (every endpoint's hooks and thunks) on its own, then the store that uses it, then the
  // session's and the page's first requests.
  await nextTask();
  await import(/* webpackMode: "eager" */ '@/shared/api').then((api) => api.baseApi);
  await nextTask();
  const [{ makeStore }, { restoreSession }, { prefetchStartPage }] = await Promise.all([
    import(/* webpackMode: "eager" */ './model'),
    import(/* webpackMode: "eager" */ '@/entities/session'),
    import(/* webpackMode: "eager" */ './router/start-page-prefetch'),
  ]);
  const store = makeStore();
  await nextTask();
  restoreSession(store.dispatch);
  prefetchStartPage(store, url);
  await nextTask();

  for (const load of LIBRARIES) {
    await load();
    await nextTask();
  }

  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();

  const { createAppRouter } = await import(/* webpackMode: "eager" */ './router');
  const router = createAppRouter(store);
  // Creating the router runs the page's route (its loader, its lazy code); the first render is a task of its own.
  await nextTask();
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} router={router} />));
  // Error reporting, when configured, once the first render is under way.
  void initSentry();
}

void start();
