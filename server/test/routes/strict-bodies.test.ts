import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, loginAs, type Tokens } from '../helpers/session.js';

interface Property {
  type?: string | string[];
  anyOf?: Property[];
  enum?: unknown[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Property>; required?: string[] } }> };
  parameters?: { name: string; in: string; schema?: { type?: string; pattern?: string } }[];
}

/** A value of the right type, so the one wrong field is the first thing the validator meets. */
function rightValue(property: Property & { format?: string; minItems?: number; items?: Property }): unknown {
  if (property.enum) return property.enum[0];
  const type = types(property)[0];
  // An array as short as it may be, of right items (a required list of at least one id, say).
  if (type === 'array') return Array.from({ length: property.minItems ?? 0 }, () => rightValue(property.items ?? {}));
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  if (property.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return property.format === 'email' ? 'someone@example.com' : 'a';
}

function types(property: Property): string[] {
  if (property.anyOf) return property.anyOf.flatMap(types);
  if (property.enum) return ['string'];
  return property.type ? [property.type].flat() : [];
}

/** Values of the wrong JSON type for a property, each of which a converting validator would accept. */
function wrongValues(property: Property): unknown[] {
  const accepted = types(property);
  const values: unknown[] = [];
  if (accepted.includes('string')) values.push(123, ['a'], true);
  if (accepted.includes('array')) values.push('x');
  if (accepted.includes('boolean')) values.push('true', 1);
  if (accepted.includes('integer') || accepted.includes('number')) values.push('1');
  return values.filter((value) => !(value === null && accepted.includes('null')));
}

describe('JSON bodies are validated strictly', () => {
  let t: TestApp;
  let admin: Tokens;
  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    admin = await loginAs(t.app, 'admin');
  });
  after(() => t.close());

  it('refuses the examples of the report with a 400 naming the field, and stores nothing', async () => {
    for (const payload of [{ title: 123 }, { title: ['a'] }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/frontend/folder/', headers: bearer(admin), payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json().errors, [{ field: 'title', message: 'must be string' }]);
    }
    const ids = await t.app.inject({
      method: 'DELETE',
      url: '/api/frontend/content/delete',
      headers: bearer(admin),
      payload: { folder_ids: 'x', material_ids: [] },
    });
    assert.equal(ids.statusCode, 400);
    assert.match(ids.json().detail, /folder_ids must be array/);
    const listed = await t.app.inject({ method: 'GET', url: '/api/frontend/content/?size=100', headers: bearer(admin) });
    assert.deepEqual(
      listed.json().items.filter((i: { title: string }) => i.title === '123' || i.title === 'a'),
      [],
    );
  });

  it('refuses a wrong type in every field of every JSON body route of the contract', async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    let checked = 0;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        const properties = schema?.properties;
        if (!properties) continue;
        const valid = Object.fromEntries((schema.required ?? []).map((name) => [name, rightValue(properties[name]!)]));
        // A path parameter gets a value of its type (a version number, else an id), so only the body is wrong.
        const url = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const parameter = (operation.parameters ?? []).find((p) => p.name === name && p.in === 'path');
          if (parameter?.schema?.type === 'integer') return '1';
          // An id of the shape its pattern asks for (a meeting room's 22 characters), else a UUID.
          const pattern = parameter?.schema?.pattern ? new RegExp(parameter.schema.pattern, 'u') : null;
          return ['00000000-0000-4000-8000-000000000000', 'A'.repeat(22)].find((id) => !pattern || pattern.test(id))!;
        });
        for (const [field, property] of Object.entries(properties)) {
          for (const value of wrongValues(property)) {
            const response = await t.app.inject({
              method: method.toUpperCase() as 'POST',
              url,
              headers: bearer(admin),
              payload: { ...valid, [field]: value },
            });
            const label = `${method.toUpperCase()} ${route} ${field}=${JSON.stringify(value)}`;
            assert.equal(response.statusCode, 400, `${label}: ${response.body}`);
            const fields = (response.json().errors ?? []).map((e: { field: string }) => e.field);
            assert.ok(fields.includes(field), `${label}: ${response.body}`);
            checked += 1;
          }
        }
      }
    }
    assert.ok(checked > 60, `checked ${checked} wrong values`);
  });

  it('still converts numbers in query strings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/content/?page=1&size=5', headers: bearer(admin) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().size, 5);
  });
});
