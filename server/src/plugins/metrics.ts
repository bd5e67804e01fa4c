import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { onQueryTimed } from '../db/query-timing.js';
import { newId } from '../lib/ids.js';
import { isUnavailable } from '../lib/unavailable.js';
import { createMetrics, type Metrics } from '../metrics/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics & {
      /** Starts the separate metrics listener (METRICS_PORT); answers its address. Closed with the app. */
      listen(port: number, host: string): Promise<AddressInfo>;
    };
  }
  interface FastifyRequest {
    metricsStart: number;
  }
}

export interface MetricsPluginOptions extends MetricsConfig {
  /** How often the bus is probed for its lag (ms). */
  probeIntervalMs?: number;
}

const PROBE_PREFIX = 'metrics-probe:';
/** How long a scrape waits for its database read before answering with what it last knew. */
const PROBE_WAIT_MS = 250;

function tokenMatches(header: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics. Off unless METRICS_TOKEN or METRICS_PORT is set: GET /metrics on the API port
 * needs the token; the separate port (for a scraper on a private network) asks for it too when set.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, options) => {
    // Gauges are read at scrape time.
    const metrics = createMetrics(
      {
        sockets: () =>
          app.hasDecorator('realtime')
            ? {
                open: app.realtime.hub.size,
                sentTotal: app.realtime.hub.sentTotal,
                overBudgetTotal: app.realtime.hub.overBudgetTotal,
              }
            : null,
        pool: () => app.dbPool ?? null,
        mailUnsent: async () => {
          await settleRead();
          return unsent;
        },
        probe: () => settleRead(),
      },
      { processMetrics: options.token !== null || options.port !== null },
    );
    // A scrape reads the database once (the unsent mail) and waits for it PROBE_WAIT_MS at most: while the
    // database is away the scrape still answers, with the last count and the database's up gauge at 0.
    let unsent = 0;
    let reading: Promise<void> | null = null;
    const readDatabase = () =>
      (reading ??= (async () => {
        try {
          const row = await app.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('sent_at', 'is', null)
            .executeTakeFirst();
          unsent = Number(row?.n ?? 0);
          metrics.dependencies.reachable('database');
        } catch (error) {
          metrics.dependencies.failed('database');
          app.log.warn({ err: error }, 'metrics: the database did not answer the scrape');
        } finally {
          reading = null;
        }
      })());
    const settleRead = async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([readDatabase(), new Promise((resolve) => (timer = setTimeout(resolve, PROBE_WAIT_MS)))]);
      clearTimeout(timer);
    };
    const servers: Server[] = [];

    app.decorateRequest('metricsStart', 0);
    app.addHook('onRequest', async (request) => {
      // A WebSocket stays open for hours: it is counted as a socket, not as a request in flight.
      if (request.headers.upgrade?.toLowerCase() === 'websocket') return;
      request.metricsStart = performance.now();
      metrics.httpInFlight.inc();
    });
    const finished = (request: FastifyRequest, status: string) => {
      if (request.metricsStart === 0) return;
      metrics.httpInFlight.dec();
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - request.metricsStart) / 1000);
      request.metricsStart = 0;
    };
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 300 && request.method === 'POST' && request.routeOptions.url?.endsWith('/material/')) {
        metrics.uploadBytes.inc(Number(request.headers['content-length'] ?? 0));
      } else if (
        request.method === 'GET' &&
        request.routeOptions.url?.endsWith('/material/:material_id') &&
        (reply.statusCode === 200 || reply.statusCode === 206)
      ) {
        metrics.downloadBytes.inc(Number(reply.getHeader('content-length') ?? 0));
      }
      // An upload or a download answered: the object store is reachable.
      if (reply.statusCode < 300 && request.routeOptions.url?.includes('/material/')) metrics.dependencies.reachable('storage');
      finished(request, String(reply.statusCode));
    });
    app.addHook('onRequestAbort', async (request) => finished(request, 'aborted'));

    const stopTiming = onQueryTimed((seconds, failed, _query, error) => {
      metrics.dbQuery.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
      if (!failed) metrics.dependencies.reachable('database');
      else if (isUnavailable(error)) metrics.dependencies.failed('database');
    });
    app.addHook('onClose', async () => stopTiming());

    // The bus lag: a probe published to a membership no one has, timed until this replica receives it.
    const probeId = `${PROBE_PREFIX}${newId()}`;
    let probe: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (!app.hasDecorator('realtime')) return;
      const unsubscribe = app.realtime.bus.subscribe((envelope) => {
        if (envelope.membershipId !== probeId) return;
        const sentAt = (envelope.message.payload as { sentAt?: number } | null)?.sentAt;
        if (typeof sentAt === 'number') metrics.busLag.observe(Math.max(0, Date.now() - sentAt) / 1000);
      });
      const send = () =>
        void app.realtime.bus.publish(probeId, { type: 'metrics.probe', payload: { sentAt: Date.now() } }).catch(() => undefined);
      probe = setInterval(send, options.probeIntervalMs ?? 15_000).unref();
      send();
      app.addHook('onClose', async () => unsubscribe());
    });

    const answer = async (authorization: string | undefined) => {
      if (!tokenMatches(authorization, options.token))
        return {
          status: 401,
          type: 'application/json',
          body: JSON.stringify({ detail: 'Send the metrics token as a bearer token.' }),
        };
      return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
    };

    if (options.token !== null) {
      app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
        const out = await answer(request.headers.authorization);
        return reply.code(out.status).header('cache-control', 'no-store').type(out.type).send(out.body);
      });
    }

    const listen = (port: number, host: string) =>
      new Promise<AddressInfo>((resolve, reject) => {
        const server = createServer((request: IncomingMessage, response) => {
          if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
            response
              .writeHead(404, { 'content-type': 'application/json' })
              .end(JSON.stringify({ detail: 'Metrics are at /metrics.' }));
            return;
          }
          answer(request.headers.authorization).then(
            (out) => response.writeHead(out.status, { 'content-type': out.type, 'cache-control': 'no-store' }).end(out.body),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics: could not collect');
              response
                .writeHead(500, { 'content-type': 'application/json' })
                .end(JSON.stringify({ detail: 'The metrics could not be collected.' }));
            },
          );
        });
        server.once('error', reject);
        server.listen(port, host, () => {
          servers.push(server);
          resolve(server.address() as AddressInfo);
        });
      });

    app.decorate('metrics', { ...metrics, listen });
    app.addHook('onClose', async () => {
      clearInterval(probe);
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
