import type { Role } from '@/shared/api';

export interface InviteValues {
  email?: string;
  role?: Role;
  first_name?: string;
  last_name?: string;
}

/**
 * The role the invite dialog starts with: the role of the list it was opened from when the inviter may
 * invite it, otherwise the least powerful role they may invite (the policy table lists the most powerful first).
 */
export function defaultInviteRole(invitable: readonly Role[], listRole?: Role): Role | undefined {
  if (listRole && invitable.includes(listRole)) return listRole;
  return invitable.at(-1);
}
