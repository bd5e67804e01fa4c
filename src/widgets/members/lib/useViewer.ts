import { useSelector } from 'react-redux';
import type { Viewer } from '@/entities/member';
import { selectPolicyViewer } from '@/entities/session';

/** The signed-in member, as the permission rules need them. */
export function useViewer(): Viewer | null {
  return useSelector(selectPolicyViewer);
}
