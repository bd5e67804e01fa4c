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
const EXEMPT = /\/health\/(live|ready)$|^\/metrics$/;

/**
 * Graceful load shedding (@fastify/under-pressure): past the event-loop delay or memory limits every
 * request gets a quick 503 with Retry-After instead of a slow answer, so a balancer or client can go
 * elsewhere or come back; readiness answers 503 while it lasts.
 */
export const loadSheddingPlugin = fp<LoadSheddingConfig & { sampleIntervalMs?: number }>(
  async (app, options) => {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      maxRssBytes: options.maxRssBytes,
      retryAfter: options.retryAfterSeconds,
      ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
      pressureHandler: (request, reply, type) => {
        if (EXEMPT.test(request.routeOptions.url ?? '')) return;
        request.log.warn({ pressure: type }, 'shedding load');
        void reply
          .code(503)
          .header('Retry-After', String(options.retryAfterSeconds))
          .send({ detail: `The server is too busy right now (${WHY[type] ?? type}). Try again in ${options.retryAfterSeconds} seconds.` });
      },
    });
  },
  { name: 'load-shedding' },
);
