import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { MemoryCounterStore, Throttle } from '../lib/throttle/index.js';
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
  }
}

/**
 * Configuration, mail, throttling and multipart parsing for the routes. Multipart limits are explicit:
 * one small file by default (avatars); routes that take large files pass their own limits to parts().
 */
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
    // The Redis client is loaded only where Redis is configured.
    const store =
      config.rateLimitStore.kind === 'redis'
        ? new (await import('../lib/throttle/redis-store.js')).RedisCounterStore(
            config.rateLimitStore.url,
            config.rateLimitStore.prefix,
          )
        : new MemoryCounterStore();
    const throttle = new Throttle(config.limits, store);
    app.decorate('throttle', throttle);
    app.addHook('onClose', () => throttle.close());
    app.decorateRequest('upload', null);
  },
  { name: 'services', dependencies: ['database', 'metrics'] },
);
