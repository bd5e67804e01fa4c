import { expect, test, type APIRequestContext } from '@playwright/test';
import policy from '../../server/src/plugins/content-security-policy.json';
import { LOG_FILES, readLog, waitForLog } from './support';

// What nginx and the API promise before any UI is involved: headers, caching, routing, errors, logs.

// nginx sends the policy the API sends (one home); first-paint.spec.ts checks its script hash.
const CSP = policy.directives.join('; ');

const scriptSources = (html: string): string[] => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);

test('the API is ready through nginx', async ({ request }) => {
  const response = await request.get('/api/frontend/health/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('index.html is never cached and carries the security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toContain('text/html');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toBe(CSP);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('HSTS is sent only when the request came in over HTTPS', async ({ request }) => {
  const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('hashed scripts are cached for a year and compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const sources = scriptSources(html);
  expect(sources.length, 'index.html loads at least one script').toBeGreaterThan(0);
  for (const src of sources) {
    const response = await request.get(src, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), src).toBe(200);
    expect(response.headers()['cache-control'], src).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type'], src).toContain('javascript');
    if ((await response.body()).length > 1024) expect(response.headers()['content-encoding'], src).toBe('gzip');
  }
});

test('a missing bundle file is a 404, not the SPA', async ({ request }) => {
  const response = await request.get('/js/no-such-chunk.0123456789abcdef.js');
  expect(response.status()).toBe(404);
});

test('unknown paths get the SPA so the client-side router can answer', async ({ request }) => {
  const index = await (await request.get('/')).text();
  const response = await request.get('/no-such-page/deeper?x=1');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toBe(index);
});

test('the API answers 401 with a JSON detail without a token', async ({ request }) => {
  const response = await request.get('/api/frontend/user/');
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
});

test('the API reference is reachable through nginx', async ({ request }) => {
  const response = await request.get('/api/frontend/docs');
  expect(response.status()).toBe(200);
});

test('the SPA loads in the browser without CSP violations or script errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/')) problems.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

async function sendAndWaitForLogs(request: APIRequestContext, urls: string[], marker: string) {
  for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
  // A sentinel request, logged in full: once it is in a log, the requests above are too.
  await request.get(`/api/frontend/health/live?done=${marker}`);
  return {
    nginx: await waitForLog(LOG_FILES.nginxAccess, `done=${marker}`),
    api: await waitForLog(LOG_FILES.api, `done=${marker}`),
  };
}

test.describe('logs', () => {
  test.beforeAll(() => {
    if (!LOG_FILES.nginxAccess || !LOG_FILES.api) {
      throw new Error('These checks read the log files that `npm run test:e2e` provides: run them through it.');
    }
  });

  test('tokens in query strings reach neither the nginx nor the API log', async ({ request }) => {
    const marker = `marker${Date.now()}`;
    const logs = await sendAndWaitForLogs(
      request,
      [
        `/api/frontend/health/live?token=SECRET123&probe=${marker}`,
        `/api/frontend/health/live?probe=${marker}&access_token=SECRET123`,
      ],
      marker,
    );
    expect(logs.nginx, 'nginx logged the requests').toContain('/api/frontend/health/live?[redacted]');
    expect(logs.nginx).not.toContain('SECRET123');
    expect(logs.api, 'the API logged the requests').toContain(`done=${marker}`);
    expect(logs.api).not.toContain('SECRET123');
    expect(readLog(LOG_FILES.nginxError)).not.toContain('SECRET123');
  });

  test('nginx also hides percent-encoded and password parameters', async ({ request }) => {
    const marker = `marker${Date.now()}`;
    const logs = await sendAndWaitForLogs(
      request,
      [
        `/api/frontend/health/live?probe=${marker}&%74oken=SECRET456`,
        `/api/frontend/health/live?new_email=a%40b.test&password=SECRET456`,
      ],
      marker,
    );
    expect(logs.nginx).toContain(`done=${marker}`);
    expect(logs.nginx).not.toContain('SECRET456');
  });
});
