import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from './openapi.js';

/**
 * Embedded mode: serve the built SPA with the same caching rules as nginx — hashed assets for a year,
 * index.html never — and fall back to index.html for client-side routes. API paths keep JSON 404s.
 */
export const spaPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built SPA found; only the API is served');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(file);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || request.url.startsWith(`${API_PREFIX}/`) || path.extname(request.url.split('?')[0] ?? '')) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
