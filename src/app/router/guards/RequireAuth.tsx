import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { selectSessionStatus } from '@/entities/session';
import { FullPageProgress } from '@/shared/ui/full-page-progress';
import { loginPathFor } from './redirect';

/** Signed-in users only: others go to sign in and come back here afterwards. */
export function RequireAuth() {
  const status = useSelector(selectSessionStatus);
  const location = useLocation();
  const navigation = useNavigation();

  if (status === 'restoring') return <FullPageProgress label="Restoring your session" />;
  if (status === 'anonymous') {
    // Signing out already navigates to an auth page; don't turn that into a "come back here" redirect.
    if (navigation.location?.pathname.startsWith('/auth/')) return <FullPageProgress label="Signing out" />;
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
