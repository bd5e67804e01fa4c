import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { DbHandle } from './db/connect.js';
import { authPlugin } from './plugins/auth.js';
import { contentPlugin } from './plugins/content.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin } from './plugins/errors.js';
import { API_PREFIX, openapiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';
import { contentRoutes } from './routes/content/index.js';
import { folderRoutes } from './routes/folder/index.js';
import { healthRoutes } from './routes/health/index.js';
import { materialRoutes } from './routes/material/index.js';
import { userRoutes } from './routes/user/index.js';

export interface BuildOptions {
  /** Use an already open database (tests); otherwise the app opens config.databaseUrl. */
  db?: DbHandle;
  /** PostgreSQL schema to work in (tests). */
  dbSchema?: string;
  logger?: boolean;
}

/** Paths and query parameters whose values never reach a log line. */
export const REDACTED_QUERY = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;
export const redactUrl = (url: string): string => url.replace(REDACTED_QUERY, '$1[redacted]');

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
            serializers: {
              req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                headers: req.headers,
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(openapiPlugin, { ui: true });
  await app.register(formbody);
  await app.register(databasePlugin, { url: config.databaseUrl, handle: options.db, schema: options.dbSchema });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  });
  await app.register(contentPlugin, { storage: config.storage, maxUploadBytes: config.maxUploadBytes });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userRoutes);
      await api.register(contentRoutes);
      await api.register(folderRoutes);
      await api.register(materialRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (config.staticDir) await app.register(spaPlugin, { root: config.staticDir });
  return app;
}
