export { INVALID_INVITATION_LINK } from './guards/RequireQuery';
export { navigationFor } from './navigation';
export { buildRoutes, createAppRouter } from './routes';
export type { AppRouteOptions, AppRouter } from './routes';
