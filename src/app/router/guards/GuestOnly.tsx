import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { landingPathFor, selectCurrentUser, selectSessionStatus } from '@/entities/session';
import { FullPageProgress } from '@/shared/ui/full-page-progress';
import { REDIRECT_PARAM, safeRedirect } from './redirect';
import { signOutFinished } from './sign-out';

/** Signed-out users only: a signed-in person goes where they wanted to, or to their landing page. */
export function GuestOnly() {
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectCurrentUser);
  const [params] = useSearchParams();

  useEffect(() => {
    if (status === 'anonymous') signOutFinished();
  }, [status]);

  if (status === 'restoring') return <FullPageProgress label="Signing you in" />;
  if (status === 'authenticated') {
    return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM)) ?? landingPathFor(user?.role)} replace />;
  }
  return <Outlet />;
}
