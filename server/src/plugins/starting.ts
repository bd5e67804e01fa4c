import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.js';
import { RETRY_AFTER_SECONDS } from '../lib/unavailable.js';
import { API_PREFIX } from './openapi.js';

const WAITING_FOR_DATABASE = 'Cascade is starting and cannot reach its database yet. Please try again in a few seconds.';
const STARTING = 'Cascade is starting. Please try again in a few seconds.';

/**
 * Until the server is prepared (its database migrated, the demo seeded), API routes other than the
 * health checks answer 503 with Retry-After: a server started while its database was away listens at
 * once, so the platform sees it live, and readiness says what it waits for (routes/health).
 */
export const startingPlugin = fp(
  async (app) => {
    const health = `${API_PREFIX}/health/`;
    app.addHook('onRequest', async (request) => {
      if (app.database.ready && !app.lifecycle.starting) return;
      if (!request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(health)) return;
      throw new HttpError(503, app.database.ready ? STARTING : WAITING_FOR_DATABASE, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    });
  },
  { name: 'starting', dependencies: ['database', 'errors'] },
);
