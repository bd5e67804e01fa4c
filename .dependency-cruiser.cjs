/**
 * Server layering (run by `npm run check`): what each folder of server/src may import.
 *   lib, db, storage, mail, realtime, policy — building blocks: never services, plugins or routes
 *   services — the rules: never plugins or routes; each area only the areas below it (AREAS)
 *   schemas  — the contract's TypeBox schemas: never plugins or routes
 *   plugins  — wiring: never routes
 */
const blocks = '^server/src/(lib|db|storage|mail|realtime|policy)/';

/**
 * The service areas (server/src/services/<area>/) and the areas each may import, lowest first. An area
 * imports only areas listed before it, so areas never import each other in a loop. Anything
 * shared by every area (the service context) lives in files at services/ itself, which import no area.
 * An area that needs something from a higher one takes it as an argument from its route or plugin.
 */
const AREAS = {
  audit: [],
  'request-claims': [],
  images: [],
  'mail-events': ['images'],
  identity: ['audit', 'images'],
  notifications: ['identity', 'mail-events'],
  members: ['audit', 'identity', 'images', 'notifications'],
  content: ['audit', 'identity', 'images', 'members', 'notifications'],
  uploads: ['content'],
  forms: ['audit', 'content', 'identity', 'images', 'members', 'notifications'],
  meetings: ['audit', 'identity', 'members', 'notifications'],
  demo: ['audit', 'content', 'forms', 'identity', 'images', 'members', 'notifications'],
};

const areaRules = Object.entries(AREAS).map(([area, below]) => ({
  name: `area-${area}-imports-only-${below.length ? below.join('-') : 'itself'}`,
  comment: `services/${area} may import services/{${below.join(', ')}} and nothing else of services/ (see AREAS).`,
  severity: 'error',
  from: { path: `^server/src/services/${area}/` },
  to: {
    path: '^server/src/services/[^/]+/',
    pathNot: `^server/src/services/(${[area, ...below].join('|')})/`,
  },
}));
module.exports = {
  forbidden: [
    ...areaRules,
    {
      name: 'shared-service-files-import-no-area',
      comment: 'What every area shares (services/*.ts) sits below all of them.',
      severity: 'error',
      from: { path: '^server/src/services/[^/]+$' },
      to: { path: '^server/src/services/[^/]+/' },
    },
    {
      name: 'every-area-is-listed',
      comment: 'A new folder under services/ is an area: give it its place in AREAS.',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { path: `^server/src/services/(?!(${Object.keys(AREAS).join('|')})/)[^/]+/` },
    },
    {
      name: 'building-blocks-stay-below-services',
      comment: 'lib, db, storage, mail, realtime and policy are used by services, never the other way round.',
      severity: 'error',
      from: { path: blocks },
      to: { path: '^server/src/(services|plugins|routes)/' },
    },
    {
      name: 'services-never-import-plugins-or-routes',
      comment: 'Services hold the rules and take what they need as arguments; Fastify wiring stays in plugins.',
      severity: 'error',
      from: { path: '^server/src/services/' },
      to: { path: '^server/src/(plugins|routes)/' },
    },
    {
      name: 'schemas-never-import-plugins-or-routes',
      comment: 'The schemas describe the contract; services may derive their answer types from them (Static).',
      severity: 'error',
      from: { path: '^server/src/schemas/' },
      to: { path: '^server/src/(plugins|routes)/' },
    },
    {
      name: 'plugins-never-import-routes',
      severity: 'error',
      from: { path: '^server/src/plugins/' },
      to: { path: '^server/src/routes/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
