import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app.js';

describe('API contract and errors', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/frontend/__boom', async () => {
        throw new Error('database password is hunter2');
      });
    });
  });
  after(() => t.close());

  it('gives every route tags, a unique operationId and response schemas', async () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; operationId?: string; responses?: object }>>;
    };
    const ids = new Set<string>();
    for (const [route, item] of Object.entries(document.paths)) {
      if (route.includes('__boom')) continue;
      for (const [method, operation] of Object.entries(item)) {
        assert.ok(route.startsWith('/api/frontend/'), `${route} is under /api/frontend`);
        assert.ok(operation.tags?.length, `${method} ${route} has tags`);
        assert.ok(operation.operationId, `${method} ${route} has an operationId`);
        assert.ok(!ids.has(operation.operationId), `${operation.operationId} is unique`);
        ids.add(operation.operationId);
        assert.ok(
          operation.responses && Object.keys(operation.responses).length > 0,
          `${method} ${route} documents its responses`,
        );
      }
    }
    assert.ok(ids.has('login') && ids.has('getCurrentUser') && ids.has('refreshToken'));
  });

  it('hides the details of a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/__boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { detail: 'Something went wrong on our side. Please try again in a moment.' });
    assert.equal(response.body.includes('hunter2'), false);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/no-such-thing' });
    assert.equal(response.statusCode, 404);
    assert.equal(typeof response.json().detail, 'string');
  });

  it('answers invalid JSON with a readable 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/frontend/user/token/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().detail, 'The request body is not valid JSON.');
  });

  it('reports liveness and readiness', async () => {
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/frontend/health/live' })).json(), { status: 'ok' });
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/api/frontend/health/ready' })).json(), { status: 'ok' });
  });

  it('sends the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/frontend/health/live' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
    assert.match(String(response.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
  });

  it('sends HSTS over HTTPS and leaves the policy off the API reference page', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/frontend/health/live',
        headers: { 'x-forwarded-proto': 'https' },
      });
      assert.equal(https.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      const docs = await proxied.app.inject({ method: 'GET', url: '/api/frontend/docs/' });
      assert.equal(docs.headers['content-security-policy'], undefined);
      assert.equal(docs.headers['x-content-type-options'], 'nosniff');
    } finally {
      await proxied.close();
    }
  });
});
