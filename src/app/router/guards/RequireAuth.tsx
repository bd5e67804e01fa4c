import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectSessionStatus } from '@/entities/session';
import { FullPageProgress } from '@/shared/ui/full-page-progress';
import { LOGIN_PATH, loginPathFor } from './redirect';
import { isSigningOut } from './sign-out';

/** Signed-in users only: others go to sign in and come back here afterwards. */
export function RequireAuth() {
  const status = useSelector(selectSessionStatus);
  const location = useLocation();

  if (status === 'restoring') return <FullPageProgress label="Restoring your session" />;
  if (status === 'anonymous') {
    const to = isSigningOut() ? LOGIN_PATH : loginPathFor(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}
