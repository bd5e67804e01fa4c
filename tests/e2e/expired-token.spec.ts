import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenFor, loginAs, useAccessToken } from './support';

// One journey: the agent's access token expires while an upload, a preview and a download are on their
// way. Each request leaves the browser with a token that is still valid and reaches the API after it
// expired (the browser holds it until then: a slow network, or a laptop that slept). The API answers
// 401; the SPA refreshes the tokens once and sends the request again; the user sees the result.

const LIFETIME_SECONDS = 12;

interface Watch {
  /** Statuses of the refresh calls the browser made. */
  refreshes: number[];
  /** Statuses of the requests to `path`, in order. */
  statuses: number[];
}

/**
 * Signs in with an access token that expires in LIFETIME_SECONDS; requests to `path` that carry it are
 * held in the browser until it has expired. Returns what the browser then sent and got.
 */
async function expiringSession(page: Page, path: RegExp, startAt: string): Promise<Watch> {
  const expiresAt = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
  const token = await accessTokenFor(page, expiresAt);
  await useAccessToken(page, token);
  await page.unrouteAll();
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if ((await route.request().headerValue('authorization')) === `Bearer ${token}`) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, (expiresAt + 1) * 1000 - Date.now())));
      }
      await route.continue();
    },
  );
  await page.goto(startAt);
  const watch: Watch = { refreshes: [], statuses: [] };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/api/frontend/user/token/refresh') watch.refreshes.push(response.status());
    if (path.test(pathname) && response.request().method() !== 'OPTIONS') watch.statuses.push(response.status());
  });
  return watch;
}

test('an upload, a preview and a download each succeed after the access token expired, with one refresh each', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const name = `expiring-${tag}.txt`;
  const text = `Notes written while the token ran out ${tag}\n`;
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await loginAs(page, 'agent');

  // Upload: the file is chosen while the token is valid; the API sees it after the token expired. The
  // resumable upload's creation is refused, refreshed and sent again; its bytes go with the new token.
  const upload = await expiringSession(page, /^\/api\/frontend\/material\/uploads\//, '/materials');
  await expect(page.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();
  await page
    .getByTestId('upload-input')
    .first()
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem', { name })).toContainText('Uploaded', { timeout: 30_000 });
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(upload.statuses).toEqual([401, 201, 204]);
  expect(upload.refreshes).toEqual([200]);

  // Preview: the review page shows the text, fetched after the token expired.
  const link = page.getByRole('link', { name });
  const preview = await expiringSession(page, /^\/api\/frontend\/material\/[^/]+$/, '/materials');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel(`Text of ${name}`)).toHaveText(text.trim(), { timeout: 30_000 });
  expect(preview.statuses).toEqual([401, 200]);
  expect(preview.refreshes).toEqual([200]);

  // Download: the same file, saved by the browser, byte for byte. The token-bearing call is the one that
  // mints the download link; the browser then fetches the link itself, with no token.
  const materialPath = new URL(page.url()).pathname;
  const download = await expiringSession(page, /^\/api\/frontend\/download\/link$/, '/materials');
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const saved = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Download' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(name);
  expect(readFileSync(await file.path()).toString()).toBe(text);
  expect(download.statuses).toEqual([401, 200]);
  expect(download.refreshes).toEqual([200]);
  expect(materialPath).toMatch(/^\/materials\/review\//);
  await context.close();
});
