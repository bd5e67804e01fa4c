import { useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { notifyError } from '@/shared/ui/toast';
import { LOGIN_PATH } from './redirect';

/** Spec §5, §8: the notification for a sign-up link without its query. */
export const INVALID_INVITATION_LINK = 'Invalid invitation link';

export interface RequireQueryProps {
  keys: readonly string[];
}

/** Invitation links must carry their query (email; token for companies); otherwise back to sign in. */
export function RequireQuery({ keys }: RequireQueryProps) {
  const [params] = useSearchParams();
  const valid = keys.every((key) => (params.get(key) ?? '').trim() !== '');

  useEffect(() => {
    if (!valid) notifyError(undefined, INVALID_INVITATION_LINK);
  }, [valid]);

  return valid ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}
