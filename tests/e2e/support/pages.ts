import type { APIRequestContext } from '@playwright/test';
import { apiTokens } from './auth';
import type { Role } from './demo-users';

/** Every page of the spec a role can open (a details page with a member the role sees), and the guest pages. */
export const GUEST_PAGES = ['/auth/login', '/auth/forgot-password', '/auth/reset-sent', '/welcome', '/dev/ui'];

const COMMON = ['/materials', '/notifications', '/settings/profile', '/settings/company', '/meetings', '/meeting/demo-room'];

export const ROLE_PAGES: Record<Role, string[]> = {
  admin: ['/marketers', '/agents', '/clients', '/admins', '/archive', '/settings/audit', ...COMMON],
  marketer: ['/agents', '/clients', '/archive', '/marketers', ...COMMON],
  agent: ['/clients', '/archive', ...COMMON],
  client: [...COMMON],
};

/** The role's pages plus a details page for one member of each role it lists. */
export async function pagesFor(request: APIRequestContext, role: Role): Promise<string[]> {
  const { access_token } = await apiTokens(request, role);
  const response = await request.get('/api/frontend/user-company/?size=100', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const { items } = (await response.json()) as { items: { id: string; role: Role }[] };
  const details: string[] = [];
  const first = (r: Role) => items.find((m) => m.role === r)?.id;
  if (first('marketer')) details.push(`/marketers/${first('marketer')}`, `/materials/marketer/${first('marketer')}`);
  if (first('agent')) details.push(`/materials/agent/${first('agent')}`);
  if (first('client')) details.push(`/clients/${first('client')}`, `/materials/client/${first('client')}`);
  return [...ROLE_PAGES[role], ...details];
}
