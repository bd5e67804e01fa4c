import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { FallbackCounterStore, MemoryCounterStore, Throttle } from '../lib/throttle/index.js';
import { Mailer } from '../mail/mailer.js';
import { redactStoredMail } from '../mail/redact.js';
import type { Upload } from '../services/images/stored-images.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    throttle: Throttle;
  }
  interface FastifyRequest {
    /** The file part of a small multipart request read by `readSmallMultipart`, or null. */
    upload: Upload | null;
    /** Every file part of such a request by its field name, when the route reads more than one. */
    uploads: Record<string, Upload> | null;
  }
}

/**
 * Configuration, mail, throttling and multipart parsing for the routes. Multipart limits are explicit:
 * one small file by default (avatars); routes that take large files pass their own limits to parts().
 */
/**
 * Throttle counters in Redis that never hold a request: while Redis is unreachable this process counts
 * with the same limits (logged once when it goes, once when it is back; `cascade_dependency_up{dependency=
 * "redis"}`, `cascade_dependency_errors_total` and `cascade_throttle_fallback_decisions_total` show it).
 * The Redis client is loaded only where Redis is configured.
 */
async function sharedCounters(app: FastifyInstance, url: string, prefix: string): Promise<FallbackCounterStore> {
  const { RedisCounterStore } = await import('../lib/throttle/redis-store.js');
  const health = app.metrics.dependencies;
  const failed = (error: unknown) => {
    health.failed('redis');
    fallback.markDown(error);
  };
  const redis = new RedisCounterStore(url, prefix, {
    onReady: () => {
      health.reachable('redis');
      fallback.markUp();
    },
    onError: failed,
  });
  const fallback: FallbackCounterStore = new FallbackCounterStore(redis, {
    onDown: (error) =>
      app.log.warn(
        { err: error },
        'throttle store (Redis) unreachable: counting in this process, with the same limits, until it is back',
      ),
    onUp: () => app.log.info('throttle store (Redis) is back: counting there again'),
    onFallback: () => app.metrics.throttleFallbacks.inc(),
    onError: () => health.failed('redis'),
  });
  await redis.settled;
  return fallback;
}

export const servicesPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    const mailer = new Mailer(app.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      devOutbox: config.devOutbox,
      log: (line) => app.log.info(line),
      onError: (error) => {
        app.metrics.mailFailures.inc();
        app.log.error({ err: error }, 'mail delivery failed');
      },
    });
    app.decorate('mailer', mailer);
    // Mail stored before sent mail was redacted (or kept while the dev outbox was on) is redacted now.
    // Not awaited by start: a database that is not there yet must not hold the server back.
    app.addHook('onReady', async () => {
      redactStoredMail(app.db, mailer.transport.keepsUnsent === true).then(
        (redacted) => redacted > 0 && app.log.info({ redacted }, 'outbox: links of stored mail redacted'),
        (error: unknown) => app.log.warn({ err: error }, 'outbox: stored mail not redacted yet (retried at the next start)'),
      );
    });
    app.addHook('onClose', () => mailer.close());
    const store =
      config.rateLimitStore.kind === 'redis'
        ? await sharedCounters(app, config.rateLimitStore.url, config.rateLimitStore.prefix)
        : new MemoryCounterStore();
    const throttle = new Throttle(config.limits, store);
    app.decorate('throttle', throttle);
    app.addHook('onClose', () => throttle.close());
    app.decorateRequest('upload', null);
    app.decorateRequest('uploads', null);
  },
  { name: 'services', dependencies: ['database', 'metrics'] },
);
