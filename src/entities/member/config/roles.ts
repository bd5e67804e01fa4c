import type { Role } from '@/shared/api';

export const MEMBER_ROLE_LABELS: Record<Role, { one: string; many: string }> = {
  admin: { one: 'Admin', many: 'Admins' },
  marketer: { one: 'Marketer', many: 'Marketers' },
  agent: { one: 'Agent', many: 'Agents' },
  client: { one: 'Client', many: 'Clients' },
};

/** Who a member of each role sits under (DESIGN §4); admins may sit under another admin or at the top. */
export const UPLINE_ROLE: Record<Role, Role | null> = { admin: 'admin', marketer: 'admin', agent: 'marketer', client: 'agent' };

/** Who sits directly under a member of each role. */
export const DOWNLINE_ROLE: Record<Role, Role | null> = { admin: 'marketer', marketer: 'agent', agent: 'client', client: null };
