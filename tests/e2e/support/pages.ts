import type { APIRequestContext } from '@playwright/test';
import { apiTokens } from './auth';
import type { Role } from './demo-users';
import { appRoutes, type AppRoute } from './routes';
import type { PageFixtures } from './seed';

/**
 * Every page of the app's route map, as addresses one can open: each route of the router, its parameters
 * filled with records the journeys made (a member, a file of each kind, a folder, an open and a signed
 * form, an archived member, a meeting room), its query with what the page needs to show its form. A route
 * with parameters and no way to open it here fails the walk, so a new page cannot be skipped silently.
 */

/** Records of one signed-in role: its own files and folder (a copy sent to it has an id of its own). */
interface RoleFixtures extends PageFixtures {
  /** A folder of its own, and the review pages' files: a PDF, a text file and a picture. */
  folder?: string;
  files: string[];
}

const NOT_A_TOKEN = 'token=not-a-real-token';
const SOMEONE = 'email=someone%40example.test';

type Opener = (f: RoleFixtures | null) => string[];

const need = <T>(f: RoleFixtures | null, pick: (f: RoleFixtures) => T): T => {
  if (!f) throw new Error('This page needs a signed-in role.');
  return pick(f);
};

/** How to open each route whose pattern alone is not an address (or whose page needs a query). */
const OPENERS: Record<string, Opener> = {
  '/marketers/:id': (f) => need(f, ({ members }) => [`/marketers/${members.marketer}`]),
  '/clients/:id': (f) => need(f, ({ members }) => [`/clients/${members.client}`]),
  '/materials/marketer/:id': (f) => need(f, ({ members }) => [`/materials/marketer/${members.marketer}`]),
  '/materials/agent/:id': (f) => need(f, ({ members }) => [`/materials/agent/${members.agent}`]),
  '/materials/client/:id': (f) => need(f, ({ members }) => [`/materials/client/${members.client}`]),
  '/archive/:id': (f) => need(f, ({ archived }) => [`/archive/${archived}`]),
  '/meeting/:room': (f) => need(f, ({ room }) => [`/meeting/${room}`]),
  '/materials': (f) =>
    need(f, ({ folder }) => [
      '/materials',
      '/materials?tab=shared',
      '/materials?tab=forms',
      ...(folder ? [`/materials?folder=${folder}`] : []),
    ]),
  '/materials/review/:id': (f) => need(f, ({ files }) => files.map((id) => `/materials/review/${id}`)),
  '/materials/distribution/:id': (f) => need(f, ({ files }) => files.slice(0, 1).map((id) => `/materials/distribution/${id}`)),
  '/materials/form-review/:id': (f) =>
    need(f, ({ openForm, signedForm }) => [`/materials/form-review/${openForm}`, `/materials/form-review/${signedForm}`]),
  '/auth/invitation-confirm': () => [`/auth/invitation-confirm?${SOMEONE}&${NOT_A_TOKEN}`],
  '/auth/signup-admin': () => [`/auth/signup-admin?${SOMEONE}&${NOT_A_TOKEN}`],
  '/auth/signup-agent': () => [`/auth/signup-agent?${SOMEONE}&${NOT_A_TOKEN}`],
  '/auth/signup-client': () => [`/auth/signup-client?${SOMEONE}&${NOT_A_TOKEN}`],
  '/auth/signup-company': () => [`/auth/signup-company?${SOMEONE}&${NOT_A_TOKEN}`],
  '/auth/password-new': () => [`/auth/password-new?${NOT_A_TOKEN}`],
  '/auth/confirm-email-change': () => [`/auth/confirm-email-change?${NOT_A_TOKEN}`],
  '/*': () => ['/no/such/page'],
};

function addresses(route: AppRoute, fixtures: RoleFixtures | null): string[] {
  const opener = OPENERS[route.pattern];
  if (opener) return opener(fixtures);
  if (/[:*]/.test(route.pattern))
    throw new Error(`No way to open ${route.pattern}: add it to OPENERS in tests/e2e/support/pages.ts.`);
  return [route.pattern];
}

/** Every page a signed-out person can open: the guest pages, and those open to anyone. */
export function guestPages(): string[] {
  return appRoutes()
    .filter((route) => route.audience !== 'signed-in')
    .flatMap((route) => addresses(route, null));
}

type Listed = { id: string; type: 'folder' | 'material' | 'intake_form'; content_type: string | null };

/** The role's own folder and one file of each kind it holds (own or shared with it). */
async function roleContent(request: APIRequestContext, headers: Record<string, string>) {
  const items: Listed[] = [];
  for (const url of ['/api/frontend/content/?size=100', '/api/frontend/content/shared?size=100']) {
    const response = await request.get(url, { headers });
    items.push(...((await response.json()) as { items: Listed[] }).items);
  }
  const materials = items.filter((item) => item.type === 'material');
  const kinds = [/^application\/pdf$/, /^text\//, /^image\//];
  const files = kinds.flatMap((kind) => materials.find((item) => kind.test(item.content_type ?? ''))?.id ?? []);
  return { folder: items.find((item) => item.type === 'folder')?.id, files };
}

/**
 * Every page a signed-in role can open, whether or not the app offers it to that role (a page not open
 * to it says so, and is checked as what the role sees): all routes but the guest-only ones.
 */
export async function pagesFor(request: APIRequestContext, role: Role, fixtures: PageFixtures): Promise<string[]> {
  const { access_token } = await apiTokens(request, role);
  const content = await roleContent(request, { Authorization: `Bearer ${access_token}` });
  const own: RoleFixtures = { ...fixtures, ...content };
  return appRoutes()
    .filter((route) => route.audience !== 'guest')
    .flatMap((route) => addresses(route, own));
}
