import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { MALFORMED_TEXT_DETAIL } from './strict-url.js';
import { isMultiLineText, isPlainText, MULTI_LINE_TEXT_FORMAT, PLAIN_TEXT_FORMAT } from './plain-text.js';

/**
 * Marks a body whose fields all arrived as text (multipart forms): its numbers and booleans may be
 * converted from their text. A symbol key, so the body schema's additionalProperties never sees it.
 */
export const TEXT_FIELDS = Symbol('text fields');

type Pool = ReturnType<typeof AjvCompiler>;
type Options = { customOptions?: Record<string, unknown> };
type Compile = (route: { schema: unknown; method: string; url: string; httpPart?: string }) => (data: unknown) => unknown;

const AJV_OPTIONS = {
  removeAdditional: false,
  useDefaults: true,
  formats: { binary: true, [PLAIN_TEXT_FORMAT]: isPlainText, [MULTI_LINE_TEXT_FORMAT]: isMultiLineText },
} as const;

/**
 * JSON bodies are validated strictly: `{"title":123}` is refused, never turned into "123". Query strings,
 * parameters and headers are text by nature, so their numbers and booleans are converted.
 */
/**
 * One pool per process, keyed by the shared schemas and options: every app built in this process with
 * the same ones (the tests build hundreds) reuses one Ajv and the validators it compiled, instead of
 * compiling Ajv's meta-schema and every route's schemas again.
 */
const pool = AjvCompiler() as (external: unknown, options: Options) => unknown;

function buildValidator(externalSchemas: Parameters<Pool>[0], options: Options): Compile {
  const coercing = <Compile>pool(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: 'array' },
  });
  const strict = <Compile>pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } });
  return (route) => {
    if (route.httpPart !== 'body') return coercing(route);
    const strictly = strict(route);
    let fromText: ((data: unknown) => unknown) | undefined; // compiled for the few multipart routes only
    const validate = (data: unknown) => {
      const check = data !== null && typeof data === 'object' && TEXT_FIELDS in data ? (fromText ??= coercing(route)) : strictly;
      const valid = check(data);
      (validate as { errors?: unknown }).errors = (check as { errors?: unknown }).errors;
      return valid;
    };
    return validate;
  };
}

/** A value checked against a schema: valid, or the first problem (`instancePath` empty at the root). */
export type SchemaCheck = (data: unknown) => { instancePath: string; message: string } | null;

/**
 * A check of any value against a JSON schema (a message that is not a request, e.g. a WebSocket
 * payload), compiled by the same Ajv pool and options as request bodies: strict, nothing converted.
 */
export function compileCheck(schema: object): SchemaCheck {
  const compile = <Compile>pool({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  const validate = compile({ schema, method: 'MESSAGE', url: '', httpPart: 'body' });
  return (data) => {
    if (validate(data) === true) return null;
    const first = (validate as { errors?: { instancePath?: string; message?: string }[] | null }).errors?.[0];
    return { instancePath: first?.instancePath ?? '', message: first?.message ?? 'unexpected shape' };
  };
}

/**
 * The validator of a route whose multipart body its handler reads as a stream: the body is checked by
 * the handler (the schema documents it), the path and query string by their schemas as everywhere.
 */
export function bodyCheckedByHandler<S>(): FastifySchemaCompiler<S> {
  const pool = AjvCompiler() as (external: unknown, options: Options) => Compile;
  const coercing = pool({}, { customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' } });
  return (route) => (route.httpPart === 'body' ? () => true : (coercing(route) as ReturnType<FastifySchemaCompiler<S>>));
}

type Serialize = (data: unknown) => string;
type SerializerRoute = { schema: object; method: string; url: string; httpStatus: string; contentType?: string };
const compileSerializer = SerializerSelector();
/** Compiled response serializers by shared schemas and options, then by the response schema (object). */
const serializers = new Map<string, WeakMap<object, Serialize>>();

/**
 * Fastify's response serializers (fast-json-stringify), compiled once per schema object and process:
 * a serializer depends only on its schema and the shared schemas, which are the same objects for every
 * app built here. Saves most of an app's start-up in a process that builds many (the tests).
 */
function buildSerializer(externalSchemas: unknown, serializerOptions: unknown): (route: SerializerRoute) => Serialize {
  const key = JSON.stringify([externalSchemas, serializerOptions]);
  let compiled = serializers.get(key);
  if (!compiled) serializers.set(key, (compiled = new WeakMap()));
  const compile = compileSerializer(externalSchemas as never, serializerOptions as never) as (
    route: SerializerRoute,
  ) => Serialize;
  return (route) => {
    let serialize = compiled.get(route.schema);
    if (!serialize) compiled.set(route.schema, (serialize = compile(route)));
    return serialize;
  };
}

/** The Fastify options that install these validators and serializers. */
export function validationOptions(): Pick<
  FastifyServerOptions,
  'ajv' | 'schemaController' | 'frameworkErrors' | 'serializerOpts'
> {
  return {
    // The response serializer compiles anyOf branches with Ajv too: it must know the text formats.
    serializerOpts: { ajv: { formats: AJV_OPTIONS.formats } },
    // A path whose percent-encoding is not UTF-8 (the router cannot decode it) is refused like bad text.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      const answer = reply as unknown as { code(status: number): { send(body: object): unknown } };
      void answer.code(badUrl ? 400 : (error.statusCode ?? 500)).send({ detail: badUrl ? MALFORMED_TEXT_DETAIL : error.message });
    },
    ajv: { customOptions: { ...AJV_OPTIONS } },
    schemaController: {
      compilersFactory: { buildValidator: buildValidator as never, buildSerializer: buildSerializer as never },
    },
  };
}
