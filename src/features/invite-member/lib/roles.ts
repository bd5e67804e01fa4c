import type { Role } from '@/shared/api';

/** Who may invite whom (DESIGN §5): admins invite admins and marketers, marketers agents, agents clients. */
const INVITABLE: Record<Role, readonly Role[]> = {
  admin: ['admin', 'marketer'],
  marketer: ['agent'],
  agent: ['client'],
  client: [],
};

export function invitableRoles(inviter: Role): readonly Role[] {
  return INVITABLE[inviter] ?? [];
}

export interface InviteValues {
  email?: string;
  role?: Role;
  first_name?: string;
  last_name?: string;
}
