import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { landingPathFor, selectCurrentUser } from '@/entities/session';

/** `/`: each role lands on its own page (spec §2). */
export function RoleRedirect() {
  const user = useSelector(selectCurrentUser);
  return <Navigate to={landingPathFor(user?.role)} replace />;
}
