import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMultiLineText, isPlainText, MULTI_LINE_TEXT_FORMAT, PLAIN_TEXT_FORMAT } from '../../src/lib/plain-text.js';
import { API_PREFIX } from '../../src/plugins/openapi.js';

/**
 * Every answer a test app gives is checked against the published contract, server/openapi.json: its
 * status is declared for the operation, its content type is one the status declares (or none when none
 * is), a JSON body matches the declared schema and each declared header is sent and well-formed. An
 * injected request whose answer breaks the contract fails with the reasons; answers to real HTTP
 * requests (tests that listen) fail the test app's close().
 */

interface MediaType {
  schema?: object;
}
interface Response {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean; schema?: object }>;
}
interface Operation {
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as Document;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addFormat('binary', true);
ajv.addFormat(PLAIN_TEXT_FORMAT, isPlainText);
ajv.addFormat(MULTI_LINE_TEXT_FORMAT, isMultiLineText);
ajv.addSchema({ $id: 'contract', components: document.components ?? {} });

const compiled = new Map<string, ValidateFunction>();
/** The schema with its references pointed into the contract's components. */
function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object;
    compiled.set(key, (validate = ajv.compile(rebased)));
  }
  return validate;
}

/** `/api/frontend/material/:material_id` → `/api/frontend/material/{material_id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const mediaOf = (contentType: unknown): string | undefined =>
  typeof contentType === 'string' ? contentType.split(';', 1)[0]!.trim().toLowerCase() : undefined;

function matches(declared: string, media: string): boolean {
  if (declared === '*/*' || declared === media) return true;
  return declared.endsWith('/*') && media.startsWith(declared.slice(0, -1));
}

const isStream = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

function hasBody(payload: unknown): boolean {
  if (payload === null || payload === undefined) return false;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload.length > 0;
  return true;
}

/** What is wrong with this answer, by the contract (nothing: an empty list). */
function contractProblems(request: FastifyRequest, reply: FastifyReply, payload: unknown): string[] {
  const url = request.routeOptions.url!;
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const operation = document.paths[openapiPath(url)]?.[method];
  if (!operation) return ['the operation is not in the contract'];
  const status = String(reply.statusCode);
  const response = operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
  if (!response) return [`status ${status} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`];
  const problems: string[] = [];
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const value = reply.getHeader(name);
    if (value === undefined) {
      if (header.required) problems.push(`header ${name} is declared but not sent`);
    } else if (header.schema && !validatorFor(`header ${JSON.stringify(header.schema)}`, header.schema)(String(value))) {
      problems.push(`header ${name}: ${JSON.stringify(value)} does not match ${JSON.stringify(header.schema)}`);
    }
  }
  // Fastify and Node send no body with a 204 or 304 whatever the handler gave; nor with a HEAD's answer.
  const bodiless = request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304;
  const sendsBody = !bodiless && hasBody(payload);
  const declared = Object.keys(response.content ?? {});
  if (declared.length === 0) {
    if (sendsBody) problems.push(`a body is sent but status ${status} declares none`);
    return problems;
  }
  if (!sendsBody) return problems;
  const media = mediaOf(reply.getHeader('content-type'));
  const declaredType = media === undefined ? undefined : declared.find((type) => matches(type, media));
  if (declaredType === undefined) {
    problems.push(`content type ${media ?? '(none)'} is not declared for status ${status} (declared: ${declared.join(', ')})`);
    return problems;
  }
  const schema = response.content![declaredType]!.schema;
  if (media === 'application/json' && schema && !isStream(payload)) {
    let body: unknown;
    try {
      body = JSON.parse(String(payload));
    } catch {
      problems.push('the body is not JSON');
      return problems;
    }
    const validate = validatorFor(`${method} ${url} ${status} ${declaredType}`, schema);
    if (!validate(body))
      problems.push(`the body does not match the schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
  }
  return problems;
}

/** Routes a test adds for itself (not part of the product, so not in the contract). */
const checked = (url: string | undefined, testRoutes: Set<string>) =>
  url !== undefined && url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/docs`) && !testRoutes.has(url);

/**
 * Holds a built app's answers to the contract: `contractCheck(app)` before a test adds routes of its own
 * (they are not part of the product, so they are left out), `start()` after it added its hooks (so the
 * answer checked is the one sent), `violations()` for those seen outside injected requests.
 */
export function contractCheck(app: FastifyInstance) {
  const testRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    testRoutes.add(route.url);
  });
  const injected = new AsyncLocalStorage<string[]>();
  const unattributed: string[] = [];
  return {
    start() {
      app.addHook('onSend', async (request, reply, payload) => {
        // A route kept out of the contract (the realtime socket's upgrade: docs/realtime.md) is not held to it.
        const hidden = (request.routeOptions.schema as { hide?: boolean } | undefined)?.hide === true;
        if (hidden || !checked(request.routeOptions.url, testRoutes)) return payload;
        const problems = contractProblems(request, reply, payload);
        if (problems.length > 0) {
          const where = `${request.method} ${request.url.replace(/\?.*/, '?…')} → ${reply.statusCode} ${String(reply.getHeader('content-type') ?? '')}`;
          (injected.getStore() ?? unattributed).push(`${where}: ${problems.join('; ')}`);
        }
        return payload;
      });
      const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
      // Only the promise form (every test's) is checked; the chained and callback forms pass through.
      (app as { inject: unknown }).inject = (...args: unknown[]) => {
        if (args.length !== 1 || args[0] === undefined) return inject(...args);
        const found: string[] = [];
        return injected.run(found, async () => {
          const response = await (inject(...args) as Promise<unknown>);
          if (found.length > 0)
            throw new Error(`The answer breaks the API contract (server/openapi.json):\n  ${found.join('\n  ')}`);
          return response;
        });
      };
    },
    violations: () => unattributed.splice(0),
  };
}
