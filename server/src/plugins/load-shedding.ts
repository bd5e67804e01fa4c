import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { LoadSheddingConfig } from '../config.js';

const WHY: Record<string, string> = {
  eventLoopDelay: 'event-loop delay',
  heapUsedBytes: 'heap use',
  rssBytes: 'memory use',
  eventLoopUtilization: 'event-loop use',
};

/** Answered normally under pressure: health checks (readiness reports the pressure itself) and metrics. */
export const ALWAYS_ANSWERED = /\/health\/(live|ready)$|^\/metrics$/;

/**
 * Graceful load shedding (@fastify/under-pressure): past the event-loop delay or memory limits every
 * request gets a quick 503 with Retry-After instead of a slow answer, so a balancer or client can go
 * elsewhere or come back; readiness answers 503 while it lasts.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** True while requests are being shed (pressure past a limit, after the start-up grace). */
    sheddingLoad(): boolean;
  }
}

/**
 * Start-up (migrations on SQLite run synchronously) holds the loop once: the samples taken within this
 * time after the server is ready do not shed.
 */
const START_GRACE_MS = 3000;

export const loadSheddingPlugin = fp<LoadSheddingConfig & { sampleIntervalMs?: number }>(
  async (app, options) => {
    let armed = false;
    let grace: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      grace = setTimeout(() => (armed = true), START_GRACE_MS).unref();
    });
    app.addHook('onClose', async () => clearTimeout(grace));
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      maxRssBytes: options.maxRssBytes,
      retryAfter: options.retryAfterSeconds,
      ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
      pressureHandler: (request, reply, type) => {
        if (!armed || ALWAYS_ANSWERED.test(request.routeOptions.url ?? '')) return;
        request.log.warn({ pressure: type }, 'shedding load');
        void reply
          .code(503)
          .header('Retry-After', String(options.retryAfterSeconds))
          .send({
            detail: `The server is too busy right now (${WHY[type] ?? type}). Try again in ${options.retryAfterSeconds} seconds.`,
          });
      },
    });
    app.decorate('sheddingLoad', () => armed && app.isUnderPressure());
  },
  { name: 'load-shedding' },
);
