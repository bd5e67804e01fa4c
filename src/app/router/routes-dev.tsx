import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

const back = { to: '/', label: 'Cascade' };

/**
 * Developer pages; only in builds with DEV_PAGES enabled (the embedded demo build of `npm start`). The
 * build replaces `process.env.DEV_PAGES` with a constant, so a production build drops this branch and
 * never makes the pages' chunks.
 */
export const devRoutes: RouteObject[] = process.env.DEV_PAGES
  ? [
      {
        path: 'dev/ui',
        handle: { title: 'Developer · UI kit', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-ui" */ '@/pages/dev/ui-kit'),
          (m) => m.DevUiPage,
        ),
      },
      {
        path: 'dev/auth',
        handle: { title: 'Developer · Auth', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-auth" */ '@/pages/dev/auth-state'),
          (m) => m.DevAuthPage,
        ),
      },
      {
        path: 'dev/forms',
        handle: { title: 'Developer · Forms', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-forms" */ '@/pages/dev/forms-playground'),
          (m) => m.DevFormsPage,
        ),
      },
      {
        path: 'dev/socket',
        handle: { title: 'Developer · Socket', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-socket" */ '@/pages/dev/socket-monitor'),
          (m) => m.DevSocketPage,
        ),
      },
      {
        path: 'dev/materials',
        handle: { title: 'Developer · Materials', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-materials" */ '@/pages/dev/materials-playground'),
          (m) => m.DevMaterialsPage,
        ),
      },
      {
        path: 'dev/audio-animation',
        handle: { title: 'Developer · Audio animation', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-audio-animation" */ '@/pages/dev/audio-animation'),
          (m) => m.DevAudioAnimationPage,
        ),
      },
      {
        path: 'dev/mail',
        handle: { title: 'Developer · Mail', back },
        lazy: lazyPage(
          () => import(/* webpackChunkName: "dev-mail" */ '@/pages/dev/mail-preview'),
          (m) => m.DevMailPage,
        ),
      },
    ]
  : [];
