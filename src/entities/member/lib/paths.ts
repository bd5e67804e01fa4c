import { mayOpenList, type Role } from '@/shared/api';
import { MEMBER_ROLE_LABELS } from '../config/roles';

interface Linkable {
  id: string;
  role: Role;
  status?: 'active' | 'archived';
}

/** Where one's own account is kept (the API offers no member record of oneself). */
const OWN_PROFILE_PATH = '/settings/profile';

/**
 * Where a member's page is: oneself (`selfId`) on one's own profile; archived members open in the archive;
 * agents (no details route) open their materials.
 */
export function memberPath(member: Linkable, selfId?: string | null): string | null {
  if (selfId && member.id === selfId) return OWN_PROFILE_PATH;
  if (member.status === 'archived') return `/archive/${member.id}`;
  switch (member.role) {
    case 'marketer':
      return `/marketers/${member.id}`;
    case 'agent':
      return `/materials/agent/${member.id}`;
    case 'client':
      return `/clients/${member.id}`;
    default:
      return null;
  }
}

/** What was exchanged with a member (/materials/{role}/{id}); admins have no such page. */
export function materialsPath(member: Linkable): string | null {
  return member.role === 'admin' ? null : `/materials/${member.role}/${member.id}`;
}

/** The way back from a member's page to the list of their role, only when the viewer may open that list. */
export function memberListLink(viewer: Role | null | undefined, role: Role): { to: string; label: string } | null {
  return mayOpenList(viewer, role) ? { to: `/${role}s`, label: `All ${MEMBER_ROLE_LABELS[role].many.toLowerCase()}` } : null;
}
