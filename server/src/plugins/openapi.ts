import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sharedSchemas } from '../schemas/index.js';
import { errorResponse, isErrorRef } from '../schemas/responses.js';
import { ALWAYS_ANSWERED } from './load-shedding.js';

export const API_PREFIX = '/api/frontend';

const BEARER = [{ bearerAuth: [] }];

type RouteSchema = {
  body?: unknown;
  consumes?: string[];
  response?: Record<string, unknown>;
  security?: unknown[];
  hide?: boolean;
};

const hooksOf = (hooks: RouteOptions['onRequest']): unknown[] => (hooks === undefined ? [] : [hooks].flat());

/**
 * Completes a route's declared answers with those every route of its kind can give, so the contract
 * names each status the server sends: 400 (the address or body is refused), 500, and 503 with
 * Retry-After (starting, shedding load, a backend away) everywhere; 401 and the bearer scheme where the
 * route authenticates (`authenticate` in its onRequest; `security: []` where it does not); 408, 413 and
 * 415 where it takes a body; 409 on POST and PATCH (a request the proxy sent again, plugins/request-claims.ts). Each `{detail}` reference becomes the described JSON error answer (429 and
 * 503 with Retry-After). Run when the document is built, on the route as every onRoute hook left it.
 */
function completeResponses(app: FastifyInstance, route: RouteOptions, schema: RouteSchema | undefined) {
  if (!schema || !route.url.startsWith(`${API_PREFIX}/`) || schema.hide) return schema;
  const authenticated = app.hasDecorator('authenticate') && hooksOf(route.onRequest).includes(app.authenticate);
  const takesBody = schema.body !== undefined || schema.consumes !== undefined;
  const response: Record<string, unknown> = {};
  for (const [status, declared] of Object.entries(schema.response ?? {}))
    response[status] = isErrorRef(declared) ? errorResponse(Number(status)) : declared;
  const add = (status: number) => (response[status] ??= errorResponse(status));
  add(400);
  if (authenticated) add(401);
  if (takesBody) [408, 413, 415].forEach(add);
  // A request the proxy sent again after it was received (plugins/request-claims.ts).
  if ([route.method].flat().some((method) => method === 'POST' || method === 'PATCH')) add(409);
  add(500);
  if (!ALWAYS_ANSWERED.test(route.url)) add(503);
  if (schema.security !== undefined)
    throw new Error(`${route.url}: security is derived from the route's authentication; do not declare it`);
  return { ...schema, response, security: authenticated ? BEARER : [] };
}

/**
 * Every header the contract names on an answer is always sent with it, unless its description says when
 * it is absent ("… Absent on …": Content-Range on a multipart/byteranges 206, where each part has its own).
 */
function headersRequired(document: { paths?: Record<string, Record<string, { responses?: object }>> }) {
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item))
      for (const response of Object.values(operation.responses ?? {}) as { headers?: Record<string, object> }[])
        for (const header of Object.values(response.headers ?? {}) as { description?: string }[])
          Object.assign(header, { required: !/\bAbsent on\b/.test(header.description ?? '') });
  return document;
}

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
        // The API base is the portal's own origin; the paths carry the /api/frontend prefix themselves.
        servers: [{ url: '/', description: 'The origin the portal is served from' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url, route }) => ({
        schema: completeResponses(app, route, schema as RouteSchema | undefined) as never,
        url,
      }),
      transformObject: (document) => headersRequired('openapiObject' in document ? (document.openapiObject as never) : {}),
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
