import { useSelector } from 'react-redux';
import type { Viewer } from '@/entities/member';
import { selectCurrentUser } from '@/entities/session';

/** The signed-in member, as the permission rules need them. */
export function useViewer(): Viewer | null {
  const user = useSelector(selectCurrentUser);
  return user ? { role: user.role, membershipId: user.membership_id } : null;
}
