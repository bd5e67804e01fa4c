export { DEFAULT_ERROR_STATUS, errorMessageFor } from './config/messages';
export { ErrorPage } from './ui/ErrorPage/ErrorPage';
export type { ErrorPageProps } from './ui/ErrorPage/ErrorPage';
export { RouteErrorPage } from './ui/RouteErrorPage/RouteErrorPage';
