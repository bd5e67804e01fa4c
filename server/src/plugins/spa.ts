import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from './openapi.js';

const notFound = { detail: 'Not found.' };

/**
 * Embedded mode: serve the built SPA with the same caching rules as nginx — hashed assets for a year,
 * index.html never; precompressed (brotli or gzip, as the browser accepts) — and fall back to index.html for client-side routes. Without a SPA (or for API
 * paths and files) a miss is a JSON 404.
 */
export const spaPlugin = fp<{ root: string | null }>(
  async (app, { root }) => {
    if (!root || !existsSync(path.join(root, 'index.html'))) {
      if (root) app.log.warn({ root }, 'no built SPA found; only the API is served');
      app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/lib/precompress-plugin.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)(\.br|\.gz)?$/.test(file);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsPage || request.url.startsWith(`${API_PREFIX}/`) || path.extname(request.url.split('?')[0] ?? '')) {
        return reply.code(404).send(notFound);
      }
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa' },
);
