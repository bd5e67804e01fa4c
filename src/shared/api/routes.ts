/**
 * The pages the server links to (notifications, mail) and how it builds the links: the server's contract
 * (server/src/contract/routes.ts), copied into routes.gen.ts by `npm run api:generate`. The router's test
 * proves each is a page of the app.
 */
export { ROUTES, routeLink } from './generated/routes.gen';
export type { RouteName } from './generated/routes.gen';
