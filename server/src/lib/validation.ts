import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { isPlainText, PLAIN_TEXT_FORMAT } from './plain-text.js';

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
  formats: { binary: true, [PLAIN_TEXT_FORMAT]: isPlainText },
} as const;

/**
 * JSON bodies are validated strictly: `{"title":123}` is refused, never turned into "123". Query strings,
 * parameters and headers are text by nature, so their numbers and booleans are converted.
 */
function buildValidator(externalSchemas: Parameters<Pool>[0], options: Options): Compile {
  const pool = AjvCompiler() as (external: unknown, options: Options) => unknown;
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

/** The Fastify options that install these validators. */
export function validationOptions(): Pick<FastifyServerOptions, 'ajv' | 'schemaController'> {
  return {
    ajv: { customOptions: { ...AJV_OPTIONS } },
    schemaController: { compilersFactory: { buildValidator: buildValidator as never } },
  };
}
