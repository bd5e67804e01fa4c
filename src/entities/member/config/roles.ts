import { downlineRole, ROLES, UPLINE_ROLE as POLICY_UPLINE_ROLE, type Role } from '@/shared/api';

export const MEMBER_ROLE_LABELS: Record<Role, { one: string; many: string }> = {
  admin: { one: 'Admin', many: 'Admins' },
  marketer: { one: 'Marketer', many: 'Marketers' },
  agent: { one: 'Agent', many: 'Agents' },
  client: { one: 'Client', many: 'Clients' },
};

/** Who a member of each role sits under (the policy table's); admins may sit under another admin or at the top. */
export const UPLINE_ROLE: Record<Role, Role | null> = POLICY_UPLINE_ROLE;

/** Who sits directly under a member of each role. */
export const DOWNLINE_ROLE = Object.fromEntries(ROLES.map((role) => [role, downlineRole(role)])) as Record<Role, Role | null>;
