import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { DEFAULT_ERROR_STATUS } from '../../config/messages';
import { ErrorPage } from '../ErrorPage/ErrorPage';

/** The router's error element: a thrown response keeps its status, anything else is a 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : DEFAULT_ERROR_STATUS;
  if (!isRouteErrorResponse(error) && process.env.NODE_ENV !== 'test') console.error(error);
  return <ErrorPage status={status} />;
}
