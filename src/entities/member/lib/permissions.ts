import type { Role } from '@/shared/api';

export interface Viewer {
  role: Role;
  membershipId: string;
}

interface Target {
  id: string;
  role: Role;
  invited_by_id: string | null;
  status: 'active' | 'archived';
}

export interface MemberActions {
  archive: boolean;
  restore: boolean;
  reassign: boolean;
}

const OWN_DOWNLINE: Partial<Record<Role, Role>> = { marketer: 'agent', agent: 'client' };

/**
 * What the viewer may do to a member (DESIGN §4): admins everything (never to themselves); marketers
 * archive and restore their own agents, agents their own clients; clients nothing; only admins reassign.
 */
export function memberActions(viewer: Viewer | null | undefined, member: Target): MemberActions {
  if (!viewer || viewer.membershipId === member.id) return { archive: false, restore: false, reassign: false };
  const manages =
    viewer.role === 'admin' || (OWN_DOWNLINE[viewer.role] === member.role && member.invited_by_id === viewer.membershipId);
  return {
    archive: manages && member.status === 'active',
    restore: manages && member.status === 'archived',
    reassign: viewer.role === 'admin',
  };
}
