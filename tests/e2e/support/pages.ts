import type { APIRequestContext } from '@playwright/test';
import { apiTokens } from './auth';
import type { Role } from './demo-users';

/** Every page of the spec a role can open (a details page with a member the role sees), and the guest pages. */
export const GUEST_PAGES = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-sent',
  '/welcome',
  '/auth/invitation-confirm?email=someone%40example.test&token=not-a-real-token',
  '/auth/signup-agent?email=someone%40example.test&token=not-a-real-token',
  '/dev/ui',
];

const COMMON = [
  '/materials',
  '/materials?tab=shared',
  '/materials?tab=forms',
  '/notifications',
  '/settings/profile',
  '/settings/company',
  '/meetings',
  '/meeting/demo-room',
];

export const ROLE_PAGES: Record<Role, string[]> = {
  admin: ['/marketers', '/agents', '/clients', '/admins', '/archive', '/settings/audit', '/settings/forms', ...COMMON],
  marketer: ['/agents', '/clients', '/archive', '/marketers', ...COMMON],
  agent: ['/clients', '/archive', ...COMMON],
  client: [...COMMON],
};

type Listed = { id: string; type: 'folder' | 'material'; content_type: string | null };

/** A folder and the review page of a PDF and of another file, among the role's own and shared content. */
async function contentPages(request: APIRequestContext, headers: Record<string, string>): Promise<string[]> {
  const items: Listed[] = [];
  for (const url of ['/api/frontend/content/?size=100', '/api/frontend/content/shared?size=100']) {
    const response = await request.get(url, { headers });
    items.push(...((await response.json()) as { items: Listed[] }).items);
  }
  const folder = items.find((item) => item.type === 'folder');
  const materials = items.filter((item) => item.type === 'material');
  const pdf = materials.find((item) => item.content_type === 'application/pdf');
  const other = materials.find((item) => item.content_type !== 'application/pdf');
  return [
    ...(folder ? [`/materials?folder=${folder.id}`] : []),
    ...[pdf, other].flatMap((item) => (item ? [`/materials/review/${item.id}`] : [])),
  ];
}

/** The role's pages plus a details page for one member of each role it lists, a folder and files to review. */
export async function pagesFor(request: APIRequestContext, role: Role): Promise<string[]> {
  const { access_token } = await apiTokens(request, role);
  const headers = { Authorization: `Bearer ${access_token}` };
  const response = await request.get('/api/frontend/user-company/?size=100', { headers });
  const { items } = (await response.json()) as { items: { id: string; role: Role }[] };
  const details: string[] = [];
  const first = (r: Role) => items.find((m) => m.role === r)?.id;
  if (first('marketer')) details.push(`/marketers/${first('marketer')}`, `/materials/marketer/${first('marketer')}`);
  if (first('agent')) details.push(`/materials/agent/${first('agent')}`);
  if (first('client')) details.push(`/clients/${first('client')}`, `/materials/client/${first('client')}`);
  return [...ROLE_PAGES[role], ...details, ...(await contentPages(request, headers))];
}
