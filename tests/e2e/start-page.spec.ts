import { expect, test, type Page } from '@playwright/test';
import { apiTokens } from './support';

// Opened at /materials with a session, the app asks for the page's code (the signed-in shell's chunk and
// the page's) first thing, before the start-up's steps and its first API request, rather than once the
// router exists (src/app/router/start-page.ts).

/** The scripts index.html itself loads, as paths. */
async function initialScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/')).text();
  return new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!));
}

/** Records, in the order the browser sends them, the lazy scripts and the API requests of the page. */
function recordRequests(page: Page, initial: Set<string>): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !initial.has(pathname)) sent.push(`chunk ${pathname}`);
    else if (pathname.startsWith('/api/')) sent.push(`api ${pathname}`);
  });
  return sent;
}

test("signed in, /materials asks for its shell's and page's chunks before its first API request", async ({
  page,
  context,
  baseURL,
}) => {
  const tokens = await apiTokens(page.request, 'agent');
  await context.addCookies([
    { name: 'access-token', value: tokens.access_token, url: baseURL! },
    { name: 'refresh-token', value: tokens.refresh_token, url: baseURL! },
  ]);
  const sent = recordRequests(page, await initialScripts(page));

  await page.goto('/materials');
  await expect(page.getByRole('tab', { name: 'My materials' })).toBeVisible();

  const firstApi = sent.findIndex((entry) => entry.startsWith('api '));
  expect(firstApi, sent.join('\n')).toBeGreaterThan(-1);
  // The shell's chunk and the page's at least (each may come with chunks of shared code).
  expect(sent.slice(0, firstApi).length, sent.join('\n')).toBeGreaterThanOrEqual(2);
});
