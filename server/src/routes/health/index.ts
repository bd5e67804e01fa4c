import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { HttpError } from '../../lib/errors.js';
import { RETRY_AFTER_SECONDS } from '../../lib/unavailable.js';
import { errors } from '../../schemas/common.js';

const StatusSchema = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health/live', {
    schema: { tags: ['health'], operationId: 'liveness', summary: 'The process is up', response: { 200: StatusSchema } },
    handler: async () => ({ status: 'ok' }),
  });

  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      operationId: 'readiness',
      summary: 'The process can serve requests (its database answers, it is neither shutting down nor shedding load)',
      response: { 200: StatusSchema, ...errors(503) },
    },
    handler: async (_request, reply) => {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      // A deploy: the proxy stops sending new requests here before the server stops accepting them.
      if (app.lifecycle.draining)
        throw new HttpError(503, 'This server is shutting down.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      if (!app.database.ready)
        throw new HttpError(
          503,
          'The database cannot be reached yet: the server started without it and prepares it once it answers.',
          { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        );
      if (app.lifecycle.starting)
        throw new HttpError(503, 'The server is still starting.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      if (app.sheddingLoad())
        throw new HttpError(
          503,
          'The server is shedding load (event loop or memory past its limit); send traffic elsewhere for now.',
          { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        );
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError(503, 'The database is not reachable.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      reply.removeHeader('Retry-After');
      return { status: 'ok' };
    },
  });
};
