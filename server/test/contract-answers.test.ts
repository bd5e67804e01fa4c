import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app.js';
import { bearer, loginAs } from './helpers/session.js';

type Operation = { security?: unknown[]; requestBody?: object; responses: Record<string, { headers?: object }> };
const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
const LIVE = '/api/frontend/health/live';

/**
 * The contract tells the truth: the test client holds every answer to server/openapi.json
 * (helpers/contract-check.ts); here, that it does catch an answer the contract does not describe, and
 * that what the contract derives (who must authenticate, which bodies are taken) is what the server does.
 */
describe('the answers the contract describes', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const bend = { status: 0, type: '', body: '' };
  before(async () => {
    t = await createTestApp({}, (app) => {
      // Bends one answer after its route, so the check sees an answer the contract does not describe.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url !== LIVE) return payload;
        if (bend.status) reply.code(bend.status);
        if (bend.type) reply.type(bend.type);
        return bend.body || payload;
      });
    });
    const { seedDemo } = await import('../src/services/demo/seed.js');
    await seedDemo(t.app.db);
    auth = bearer(await loginAs(t.app, 'admin'));
  });
  after(() => t.close());
  const reset = () => Object.assign(bend, { status: 0, type: '', body: '' });

  it('fails a request whose answer has an undeclared status, content type or body', async () => {
    assert.equal((await t.app.inject({ url: LIVE })).statusCode, 200);
    bend.status = 418;
    await assert.rejects(t.app.inject({ url: LIVE }), /status 418 is not declared/);
    reset();
    bend.type = 'text/html';
    await assert.rejects(t.app.inject({ url: LIVE }), /content type text\/html is not declared for status 200/);
    reset();
    bend.body = '{"status":1}';
    await assert.rejects(t.app.inject({ url: LIVE }), /does not match the schema: body\/status must be string/);
    reset();
  });

  it('names the server and derives security: bearer where a route authenticates, none elsewhere', async () => {
    assert.deepEqual(document.servers?.[0]?.url, '/');
    const mismatched: string[] = [];
    for (const { path, method, operation } of operations) {
      assert.ok(Array.isArray(operation.security), `${method} ${path} declares its security`);
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const answer = await t.app.inject({ method, url, ...(operation.requestBody ? { payload: {} } : {}) });
      const bearerDeclared = operation.security!.length > 0;
      if (bearerDeclared) assert.ok(operation.responses['401'], `${method} ${path} declares 401`);
      // Bearer: refused without a token. Public: never refused for want of one (authentication the
      // contract cannot see, such as a scope-wide hook, would show here).
      if (bearerDeclared !== (answer.statusCode === 401))
        mismatched.push(`${method} ${path} (${bearerDeclared ? 'bearer' : 'public'}): ${answer.statusCode}`);
    }
    assert.deepEqual(mismatched, [], 'the declared security matches what the server asks of a request without a token');
    assert.ok(operations.filter((o) => o.operation.security?.length === 0).length >= 15);
  });

  it('declares 413 and 415 on every operation that takes a body, and Retry-After on every 429 and 503', () => {
    for (const { path, method, operation } of operations) {
      if (operation.requestBody)
        for (const status of ['400', '408', '413', '415'])
          assert.ok(operation.responses[status], `${method} ${path} declares ${status}`);
      for (const status of ['429', '503'])
        if (operation.responses[status])
          assert.ok(
            (operation.responses[status].headers as Record<string, unknown> | undefined)?.['Retry-After'],
            `${method} ${path} ${status} declares Retry-After`,
          );
    }
  });

  it('takes a body only in the media types the contract lists for it (415 otherwise)', async () => {
    const form = await t.app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'first_name=Ann',
    });
    assert.equal(form.statusCode, 415);
    assert.equal(form.json().detail, 'This request must be sent as application/json.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/folder/',
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: 'title',
    });
    assert.equal(text.statusCode, 415);
    const json = await t.app.inject({
      method: 'PATCH',
      url: '/api/frontend/user/',
      headers: auth,
      payload: { first_name: 'Ann' },
    });
    assert.equal(json.statusCode, 200);
    assert.equal(json.json().first_name, 'Ann');
  });
});
