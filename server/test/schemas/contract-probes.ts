/**
 * Reads an OpenAPI document and lists every string property a request can carry (body, query, path),
 * each with a way to build an otherwise valid request around it: required properties get the smallest
 * value their schema accepts, the probed property's containers are filled in down to it.
 */
type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
export type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

type Segment = string | number;

export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  location: 'body' | 'query' | 'path';
  /** The parameter's name (query, path) or the body property's name. */
  name: string;
  /** Where the property sits: ['sections', 0, 'title'], or [name] for a parameter. */
  pointer: Segment[];
  contentType?: string;
  /** A valid body holding the probed property (a fresh object each call). */
  body(): unknown;
  /** Puts a valid value with `text` appended into the probed property of `body`. */
  poison(body: unknown, text: string): void;
  /** Valid values of the required query parameters other than the probed one. */
  query: Record<string, string>;
  pathValues: Record<string, string>;
  /** Multipart fields that are files (sent as a one-byte file part). */
  files: string[];
}

/** Candidates for an anchored pattern; the first that matches is used. */
const PATTERN_SAMPLES = ['a', 'A'.repeat(22), 'abc', '1', 'TX', '00000000-0000-4000-8000-000000000000'];

function sampleString(schema: Schema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.const !== undefined) return String(schema.const);
  switch (schema.format) {
    case 'email':
      return 'probe@example.com';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return '2030-01-01T00:00:00Z';
    case 'date':
      return '2030-01-01';
    case 'binary':
      return '';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate));
    if (!match) throw new Error(`no sample matches the pattern ${schema.pattern}: add one to PATTERN_SAMPLES`);
    return match;
  }
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

export function probesOf(document: OpenApi): Probe[] {
  const components = document.components?.schemas ?? {};
  const deref = (schema: Schema): Schema => {
    let current = schema;
    while (current.$ref) current = components[current.$ref.split('/').pop()!]!;
    return current;
  };
  const branches = (schema: Schema) => schema.anyOf ?? schema.oneOf;

  /** The smallest valid instance of `schema` that still holds the path `towards` (null: nothing to hold). */
  function sample(raw: Schema, towards: Segment[] | null): unknown {
    const schema = deref(raw);
    const options = branches(schema);
    if (options) {
      const wanted = towards === null ? options.find((o) => deref(o).type !== 'null') : pickBranch(options, towards);
      return sample(wanted ?? options[0]!, towards);
    }
    switch (schema.type) {
      case 'object': {
        const result: Record<string, unknown> = {};
        const names = new Set(schema.required ?? []);
        if (towards?.length) names.add(String(towards[0]));
        for (const name of names) {
          const property = schema.properties?.[name];
          if (!property) continue;
          result[name] = sample(property, towards?.length && towards[0] === name ? towards.slice(1) : null);
        }
        return result;
      }
      case 'array': {
        const count = towards?.length ? 1 : Math.max(0, schema.minItems ?? 0);
        return Array.from({ length: count }, () => sample(schema.items ?? {}, towards?.length ? towards.slice(1) : null));
      }
      case 'string':
        return sampleString(schema);
      case 'integer':
      case 'number':
        return schema.minimum ?? 1;
      case 'boolean':
        return false;
      default:
        return null;
    }
  }

  function pickBranch(options: Schema[], towards: Segment[]): Schema | undefined {
    const kind = towards.length === 0 ? 'string' : typeof towards[0] === 'number' ? 'array' : 'object';
    return options.find((o) => deref(o).type === kind || (kind === 'string' && deref(o).type === undefined && deref(o).enum));
  }

  /** The schema at `pointer` below `raw` (its string branch at the end). */
  function leafAt(raw: Schema, pointer: Segment[]): Schema {
    let schema = deref(raw);
    for (const segment of pointer) {
      const options = branches(schema);
      if (options) schema = deref(pickBranch(options, [segment])!);
      schema = deref(typeof segment === 'number' ? schema.items! : schema.properties![segment]!);
    }
    const options = branches(schema);
    return options ? deref(pickBranch(options, [])!) : schema;
  }

  /** Every string property below `raw`, as pointers (arrays at index 0; files left out). */
  function stringPointers(raw: Schema, pointer: Segment[], seen: Set<string>, out: Segment[][]): void {
    const schema = deref(raw);
    const options = branches(schema);
    if (options) {
      for (const option of options) stringPointers(option, pointer, seen, out);
      return;
    }
    if (schema.type === 'object') {
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        stringPointers(property, [...pointer, name], seen, out);
    } else if (schema.type === 'array' && schema.items) {
      stringPointers(schema.items, [...pointer, 0], seen, out);
    } else if (schema.type === 'string' && schema.format !== 'binary') {
      const key = pointer.join('.');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(pointer);
      }
    }
  }

  const probes: Probe[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item)) {
      const method = verb.toUpperCase() as Probe['method'];
      const parameters = operation.parameters ?? [];
      const pathValues = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'path')
          .map((p) => {
            const schema = deref(p.schema);
            return [
              p.name,
              schema.type === 'integer' || schema.type === 'number' ? String(sample(schema, null)) : sampleString(schema),
            ];
          }),
      );
      const requiredQuery = (except?: string) =>
        Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query' && p.required && p.name !== except)
            .map((p) => [p.name, String(sample(p.schema, null))]),
        );
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const bodySchema = content ? deref(content.schema) : undefined;
      const files = Object.entries(bodySchema?.properties ?? {})
        .filter(([name, s]) => deref(s).format === 'binary' && bodySchema?.required?.includes(name))
        .map(([name]) => name);
      const baseBody = () => {
        const body = bodySchema ? (sample(bodySchema, null) as Record<string, unknown>) : undefined;
        if (body && contentType === 'multipart/form-data') for (const name of files) delete body[name];
        return body;
      };
      const common = { method, path, contentType, files, pathValues };
      for (const parameter of parameters) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        if (deref(parameter.schema).type !== 'string' && !branches(deref(parameter.schema))) continue;
        probes.push({
          ...common,
          location: parameter.in,
          name: parameter.name,
          pointer: [parameter.name],
          body: baseBody,
          poison: () => {},
          query: requiredQuery(parameter.name),
        });
      }
      if (!bodySchema) continue;
      const pointers: Segment[][] = [];
      stringPointers(bodySchema, [], new Set(), pointers);
      for (const pointer of pointers) {
        probes.push({
          ...common,
          location: 'body',
          name: String(pointer[0]),
          pointer,
          query: requiredQuery(),
          body: () => {
            const body = sample(bodySchema, pointer) as Record<string, unknown>;
            if (contentType === 'multipart/form-data') for (const name of files) delete body[name];
            return body;
          },
          poison: (body, text) => {
            let target = body as Record<Segment, unknown>;
            for (const segment of pointer.slice(0, -1)) target = target[segment] as Record<Segment, unknown>;
            target[pointer.at(-1)!] = sampleString(leafAt(bodySchema, pointer)) + text;
          },
        });
      }
    }
  }
  return probes;
}
