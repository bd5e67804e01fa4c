import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
 * Graceful load shedding: past the event-loop delay or memory limits every request gets a quick 503
 * with Retry-After instead of a slow answer, so a balancer or client can go elsewhere or come back;
 * readiness answers 503 while it lasts. The shedding answer comes before anything of the request is
 * done, so it is safe to send again anywhere — nginx does for GET and HEAD (nginx.conf).
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
const RESOLUTION_MS = 10;

/**
 * Overload is a delay that lasts: `samples` consecutive samples past `limitMs` start shedding, and the
 * first sample under it ends it. A single stall that fills a sample (a module compiled on first use, a
 * moment without CPU on a busy host) makes one bad sample and sheds nothing: shedding then would turn
 * away requests the process is about to serve, with nowhere better to send them while another replica
 * restarts.
 */
export class SustainedDelay {
  private over = 0;

  constructor(
    private readonly limitMs: number,
    private readonly samples: number,
  ) {}

  /** Takes one sample (the mean delay over the last interval); returns whether the process is overloaded. */
  record(meanDelayMs: number): boolean {
    this.over = meanDelayMs > this.limitMs ? this.over + 1 : 0;
    return this.overloaded;
  }

  get overloaded(): boolean {
    return this.limitMs > 0 && this.over >= this.samples;
  }
}

export const loadSheddingPlugin = fp<LoadSheddingConfig & { sampleIntervalMs?: number }>(
  async (app, options) => {
    const sampleIntervalMs = options.sampleIntervalMs ?? 1000;
    let armed = false;
    let grace: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      grace = setTimeout(() => (armed = true), START_GRACE_MS).unref();
    });

    const shed = (request: FastifyRequest, reply: FastifyReply, type: string) => {
      request.log.warn({ pressure: type }, 'shedding load');
      return reply
        .code(503)
        .header('Retry-After', String(options.retryAfterSeconds))
        .send({
          detail: `The server is too busy right now (${WHY[type] ?? type}). Try again in ${options.retryAfterSeconds} seconds.`,
        });
    };

    // The event-loop delay: sampled here (the mean of each interval, as under-pressure measures it), and
    // only a sustained delay sheds.
    const delay = new SustainedDelay(options.maxEventLoopDelayMs, options.sustainedSeconds);
    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    let sampler: NodeJS.Timeout | undefined;
    if (options.maxEventLoopDelayMs > 0) {
      histogram.enable();
      sampler = setInterval(() => {
        // No sample at all: the loop was held for the whole interval.
        const mean = histogram.count === 0 ? Infinity : Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
        histogram.reset();
        delay.record(mean);
      }, sampleIntervalMs).unref();
      app.addHook('onRequest', async (request, reply) => {
        if (armed && delay.overloaded && !ALWAYS_ANSWERED.test(request.routeOptions.url ?? ''))
          return shed(request, reply, 'eventLoopDelay');
      });
    }
    app.addHook('onClose', async () => {
      clearTimeout(grace);
      clearInterval(sampler);
      histogram.disable();
    });

    // Memory limits (when configured): under-pressure's own sampling; a heap past its limit is not a stall.
    await app.register(underPressure, {
      maxHeapUsedBytes: options.maxHeapUsedBytes,
      maxRssBytes: options.maxRssBytes,
      retryAfter: options.retryAfterSeconds,
      sampleInterval: sampleIntervalMs,
      pressureHandler: (request, reply, type) => {
        if (!armed || ALWAYS_ANSWERED.test(request.routeOptions.url ?? '')) return;
        void shed(request, reply, type);
      },
    });
    app.decorate('sheddingLoad', () => armed && (delay.overloaded || app.isUnderPressure()));
  },
  { name: 'load-shedding' },
);
