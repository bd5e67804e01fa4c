/**
 * The SPA's pages the server links to — from a notification (`notification.link`) or a mail — and the
 * one way to build such a link. Shared with the SPA (`npm run api:generate` copies this file into
 * src/shared/api/generated/routes.gen.ts), whose router test proves every pattern here is a page there.
 */
import type { ROLES } from '../policy/table.js';

type Role = (typeof ROLES)[number];

export const ROUTES = {
  marketers: '/marketers',
  marketer: '/marketers/:id',
  client: '/clients/:id',
  materials: '/materials',
  /** A member's materials, as the viewer sees them (`:role` marketer, agent or client). */
  memberMaterials: '/materials/:role/:id',
  materialReview: '/materials/review/:id',
  formReview: '/materials/form-review/:id',
  meeting: '/meeting/:room',
  invitationConfirm: '/auth/invitation-confirm',
  signupCompany: '/auth/signup-company',
  passwordNew: '/auth/password-new',
  confirmEmailChange: '/auth/confirm-email-change',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The `:name` parameters of a pattern. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<R extends RouteName> = Record<ParamsOf<(typeof ROUTES)[R]>, string>;

/**
 * The path of a page with its parameters filled in (URL-encoded), and a query when given: relative to
 * the app (a notification's link), or prefixed with the public URL by the caller (a mail's).
 */
export function routeLink<R extends RouteName>(route: R, params: RouteParams<R>, query?: Record<string, string>): string {
  const values = params as Record<string, string>;
  const path = ROUTES[route].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`routeLink: ${route} needs :${name}`);
    return encodeURIComponent(value);
  });
  return query && Object.keys(query).length ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The page about a member of a given role (an admin has none of their own: the marketers list). */
export function memberPage(role: Role, membershipId: string): string {
  switch (role) {
    case 'marketer':
      return routeLink('marketer', { id: membershipId });
    case 'agent':
      return routeLink('memberMaterials', { role, id: membershipId });
    case 'client':
      return routeLink('client', { id: membershipId });
    default:
      return ROUTES.marketers;
  }
}
