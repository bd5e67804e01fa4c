import './dev-pages-env';
import type { RouteObject } from 'react-router-dom';
import { GuestOnly } from '../../../src/app/router/guards/GuestOnly';
import { RequireAuth } from '../../../src/app/router/guards/RequireAuth';
import { buildRoutes } from '../../../src/app/router/routes';

/** Who a route is for: signed-in members only, signed-out people only (the guest guard), or anyone. */
type Audience = 'signed-in' | 'guest' | 'anyone';

export interface AppRoute {
  /** The route's full pattern as the router matches it (`/clients/:id`, `/*` for "not found"). */
  pattern: string;
  audience: Audience;
}

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** The audience a guard element gives the routes under it. */
function audienceOf(route: RouteObject, inherited: Audience): Audience {
  const type = (route.element as { type?: unknown } | undefined)?.type;
  if (type === RequireAuth) return 'signed-in';
  if (type === GuestOnly) return 'guest';
  return inherited;
}

/**
 * Every page of the app's own route map (the one the SPA is built from, developer pages included): read
 * from the router itself, so a page added to the app is walked by the journeys that visit "every page".
 * The index route (a redirect to the role's start page) has no page of its own and is left out.
 */
export function appRoutes(): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (routes: RouteObject[], base: string, inherited: Audience) => {
    for (const route of routes) {
      const audience = audienceOf(route, inherited);
      const pattern = route.path ? join(base, route.path) : base;
      if (route.path && pattern !== '/') found.push({ pattern, audience });
      if (route.children) walk(route.children, pattern, audience);
    }
  };
  walk(buildRoutes({ devPages: true }), '', 'anyone');
  return found;
}
