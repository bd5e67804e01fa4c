import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// Cancel means nothing is kept, even at the worst moment: every byte is up and the server has made the
// material, but its answer has not reached the page yet. The answer is held in the browser's network
// layer (DevTools' Fetch domain, paused at the response stage) while the user presses Cancel.

test('cancelling after the last byte, before the answer, keeps no material and no stored bytes', async ({ page }) => {
  const { E2E_DATA_DIR } = process.env;
  if (!E2E_DATA_DIR) throw new Error('Run the journeys with `node scripts/e2e.mjs` (E2E_DATA_DIR is not set).');
  const name = `cancelled-${Date.now().toString(36)}.bin`;
  const bytes = randomBytes(256 * 1024);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const storedAt = path.join(E2E_DATA_DIR, 'blobs', sha256.slice(0, 2), sha256);

  await loginAs(page, 'agent');
  await page.goto('/materials');
  await expect(page.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();

  // Every answer of the upload's requests passes at once, but the one to the bytes (the last and only PATCH).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/api/frontend/material/uploads/*', requestStage: 'Response' }] });
  const held = new Promise<{
    requestId: string;
    request: { url: string };
    responseStatusCode?: number;
    responseHeaders?: { name: string; value: string }[];
  }>((resolve) =>
    cdp.on('Fetch.requestPaused', (event) => {
      if (event.request.method === 'PATCH') resolve(event);
      else void cdp.send('Fetch.continueResponse', { requestId: event.requestId });
    }),
  );

  await page.getByTestId('upload-input').first().setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
  const answer = await held;
  expect(answer.responseStatusCode, 'the server stored every byte').toBe(204);
  const materialId = answer.responseHeaders?.find((header) => header.name.toLowerCase() === 'material-id')?.value;
  expect(materialId, 'the last byte made the material').toBeTruthy();
  expect(existsSync(storedAt), 'the bytes are stored while the answer is held').toBe(true);

  const uploads = page.getByRole('region', { name: 'Uploads' });
  const item = uploads.getByRole('listitem', { name });
  await expect(item.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuenow', '100');
  await expect(item).toContainText('Uploading');
  const terminated = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await item.getByRole('button', { name: `Cancel ${name}` }).click();
  await expect(uploads).toContainText('Upload cancelled');
  expect((await terminated).status()).toBe(204);
  await cdp.send('Fetch.continueResponse', { requestId: answer.requestId }).catch(() => undefined); // cancelled already
  await expect(item).toContainText('Cancelled');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();
  await expect(
    page
      .getByRole('table')
      .or(page.getByText(/no materials|empty/i))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);
  expect(existsSync(storedAt), 'no stored bytes').toBe(false);
  const uploadId = new URL(answer.request.url).pathname.split('/').pop()!;
  expect(existsSync(path.join(E2E_DATA_DIR, 'blobs-uploads', `${uploadId}.part`)), 'no part file').toBe(false);
});
