import { matchRoutes } from 'react-router-dom';
import { ROUTES, routeLink, type RouteName } from '@/shared/api';
import { buildRoutes } from './routes';

/** Sample values for each path parameter; `:role` takes every role that has a page of its materials. */
const SAMPLES: Record<string, readonly string[]> = {
  id: ['5'],
  room: ['AAAAAAAAAAAAAAAAAAAAAA'],
  role: ['marketer', 'agent', 'client'],
};

/** Every link a pattern can make with the sample values. */
function linksOf(name: RouteName): string[] {
  const params = [...ROUTES[name].matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  let combos: Array<Record<string, string>> = [{}];
  for (const param of params) combos = combos.flatMap((c) => (SAMPLES[param] ?? ['x']).map((v) => ({ ...c, [param]: v })));
  return combos.map((c) => (routeLink as (r: RouteName, p: Record<string, string>) => string)(name, c));
}

describe('the pages the server links to (the routes contract)', () => {
  const routes = buildRoutes({ devPages: false });

  it.each(Object.keys(ROUTES) as RouteName[])('%s is a page of the app, not the catch-all', (name) => {
    for (const link of linksOf(name)) {
      const matches = matchRoutes(routes, link);
      const page = matches?.at(-1)?.route;
      expect({ link, path: page?.path }).toEqual({ link, path: expect.any(String) });
      expect({ link, path: page?.path }).not.toEqual({ link, path: '*' });
    }
  });

  it('builds links the way the server does: parameters encoded, a query appended', () => {
    expect(routeLink('meeting', { room: 'a/b' })).toBe('/meeting/a%2Fb');
    expect(routeLink('materials', {}, { tab: 'shared', folder: 'f 1' })).toBe('/materials?tab=shared&folder=f+1');
    expect(() => routeLink('client', { id: '' })).toThrow(/needs :id/);
  });
});
