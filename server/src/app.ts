import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { DbHandle } from './db/connect.js';
import { announcementsPlugin } from './plugins/announcements.js';
import { auditPlugin } from './plugins/audit.js';
import { metricsPlugin } from './plugins/metrics.js';
import { loadSheddingPlugin } from './plugins/load-shedding.js';
import { authPlugin } from './plugins/auth.js';
import { contentPlugin } from './plugins/content.js';
import { imagesPlugin } from './plugins/images.js';
import { databasePlugin } from './plugins/database.js';
import { declaredLengthPlugin } from './plugins/declared-length.js';
import { declaredMediaTypesPlugin } from './plugins/declared-media-types.js';
import { errorsPlugin } from './plugins/errors.js';
import { formsPlugin } from './plugins/forms.js';
import { mailEventsPlugin } from './plugins/mail-events.js';
import { API_PREFIX, openapiPlugin } from './plugins/openapi.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { startingPlugin } from './plugins/starting.js';
import { requestClaimsPlugin } from './plugins/request-claims.js';
import { slowBodiesPlugin } from './plugins/slow-bodies.js';
import { realtimePlugin, type RealtimePluginOptions } from './plugins/realtime.js';
import { servicesPlugin } from './plugins/services.js';
import { spaPlugin } from './plugins/spa.js';
import { checkQueryString, parseFormBody } from './lib/strict-url.js';
import { validationOptions } from './lib/validation.js';
import { auditRoutes } from './routes/audit/index.js';
import { companyRoutes } from './routes/identity/company.js';
import { devRoutes } from './routes/dev/index.js';
import { userCompanyRoutes } from './routes/members/index.js';
import { contentRoutes } from './routes/content/index.js';
import { downloadRoutes } from './routes/content/download.js';
import { folderRoutes } from './routes/content/folder.js';
import { healthRoutes } from './routes/health/index.js';
import { intakeFormRoutes } from './routes/forms/index.js';
import { intakeFormTemplateRoutes } from './routes/forms/templates.js';
import { materialRoutes } from './routes/content/material.js';
import { meetingsPlugin, type MeetingsPluginOptions } from './plugins/meetings.js';
import { meetingRoutes } from './routes/meetings/index.js';
import { generalRoutes } from './routes/general/index.js';
import { notificationRoutes } from './routes/notifications/index.js';
import { mailRoutes } from './routes/mail-events/index.js';
import { userRoutes } from './routes/identity/index.js';
import { memberRoutes } from './routes/members/members.js';
import { readableByOthers } from './lib/private-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `starting`: server.ts is still preparing (seeding the demo); `draining`: SIGTERM, shutting down. */
    lifecycle: { starting: boolean; draining: boolean };
  }
}

export interface BuildOptions {
  /** Use an already open database (tests); otherwise the app opens config.databaseUrl. */
  db?: DbHandle;
  /** PostgreSQL schema to work in (tests). */
  dbSchema?: string;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** Socket limits and heartbeat (tests shorten them). */
  realtime?: RealtimePluginOptions;
  /** Meeting presence timing: reconnect window, sweep interval (tests shorten them). */
  meetings?: MeetingsPluginOptions;
}

/** Query parameters whose values never reach a log line (names compared after percent-decoding). */
const SECRET_PARAMETER = /token|password|secret/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const end = url.indexOf('#', start) < 0 ? url.length : url.indexOf('#', start);
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const name = part.split('=', 1)[0] ?? '';
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The pretty printer is loaded only for pretty logs.
  const prettyLogStream = config.logFormat === 'pretty' ? (await import('./lib/log-format.js')).prettyLogStream : undefined;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(prettyLogStream
              ? { stream: prettyLogStream(options.logStream) }
              : options.logStream
                ? { stream: options.logStream }
                : {}),
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                headers: req.headers,
                remoteAddress: req.ip,
              }),
            },
          },
    // In pretty mode each request is one line (below) instead of an "incoming" and a "completed" object.
    // (Through a LogController: the top-level `disableRequestLogging` is deprecated, FSTDEP023.)
    logController: new LogController({ disableRequestLogging: config.logFormat === 'pretty' }),
    trustProxy: config.trustProxy,
    // Start-up waits for the database (plugins/database.ts) as long as it takes.
    pluginTimeout: 0,
    // While closing, requests on connections already open are still served (a deploy fails none).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Strict JSON bodies; `binary` marks file parts of multipart bodies in the contract.
    ...validationOptions(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Data made before files were kept private (or by hand) is named once at start; nothing is changed.
  const exposed = readableByOthers(config.dataDir);
  if (exposed.length > 0)
    app.log.warn(
      { paths: exposed, fix: `chmod -R go-rwx ${config.dataDir}` },
      'data files or folders are readable by other users of this machine',
    );

  // SIGTERM sets `draining` (server.ts): readiness answers 503 while in-flight requests finish.
  app.decorate('lifecycle', { starting: false, draining: false });
  // While draining, every answer closes its connection: the proxy retires each connection itself, after
  // an answer, so none is left idle for the server to close while a request may be on its way on it.
  app.addHook('onRequest', async (request, reply) => {
    if (app.lifecycle.draining && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
  });
  if (config.logFormat === 'pretty') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
    });
  }
  await app.register(errorsPlugin);
  // The one rule for typed text starts at the address: its query string must decode to UTF-8 text.
  app.addHook('onRequest', async (request) => checkQueryString(request.url));
  await app.register(loadSheddingPlugin, config.loadShedding);
  await app.register(securityHeadersPlugin);
  await app.register(slowBodiesPlugin, config.slowBodies);
  await app.register(declaredLengthPlugin);
  await app.register(openapiPlugin, { ui: true });
  await app.register(formbody, { parser: parseFormBody });
  await app.register(declaredMediaTypesPlugin);
  await app.register(databasePlugin, {
    url: config.databaseUrl,
    handle: options.db,
    schema: options.dbSchema ?? config.databaseSchema,
  });
  await app.register(startingPlugin);
  await app.register(metricsPlugin, config.metrics);
  await app.register(requestClaimsPlugin);
  await app.register(servicesPlugin, { config });
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  });
  await app.register(contentPlugin, {
    storage: config.storage,
    maxUploadBytes: config.maxUploadBytes,
    uploadLeaseSeconds: config.resumableUploadLeaseSeconds,
    janitor: config.blobJanitor,
  });
  await app.register(imagesPlugin, { dataDir: config.dataDir, retryMs: config.blobJanitor.intervalSeconds * 1000 });
  await app.register(realtimePlugin, options.realtime ?? {});
  await app.register(meetingsPlugin, options.meetings ?? {});
  await app.register(announcementsPlugin);
  await app.register(formsPlugin);
  await app.register(mailEventsPlugin);
  await app.register(auditPlugin, { retentionDays: config.auditRetentionDays });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(userRoutes);
      await api.register(companyRoutes);
      await api.register(userCompanyRoutes);
      await api.register(notificationRoutes);
      await api.register(mailRoutes);
      await api.register(generalRoutes);
      if (config.devOutbox) await api.register(devRoutes);
      await api.register(memberRoutes);
      await api.register(contentRoutes);
      await api.register(folderRoutes);
      await api.register(downloadRoutes);
      await api.register(materialRoutes);
      await api.register(intakeFormRoutes);
      await api.register(intakeFormTemplateRoutes);
      await api.register(auditRoutes);
      await api.register(meetingRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(spaPlugin, { root: config.staticDir });
  return app;
}
