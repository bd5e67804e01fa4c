import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sharedSchemas } from '../schemas/index.js';

export const API_PREFIX = '/api/frontend';

/** The OpenAPI document (the single contract the SPA is generated from) and its reference page. */
export const openapiPlugin = fp<{ ui: boolean }>(
  async (app, options) => {
    for (const schema of sharedSchemas) app.addSchema(schema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Cascade API',
          version: '1.0.0',
          description: 'The API behind the Cascade web portal. Every path starts with /api/frontend.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
    if (options.ui) {
      await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, uiConfig: { deepLinking: true } });
    }
  },
  { name: 'openapi' },
);
