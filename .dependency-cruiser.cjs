/**
 * Server layering (run by `npm run check`): what each folder of server/src may import.
 *   lib, db, storage, mail, realtime, policy — building blocks: never services, plugins or routes
 *   services — the rules: never plugins or routes
 *   plugins  — wiring: never routes
 */
const blocks = '^server/src/(lib|db|storage|mail|realtime|policy)/';
module.exports = {
  forbidden: [
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
