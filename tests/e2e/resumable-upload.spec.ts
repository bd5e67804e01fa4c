import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { bigFile, slowNetwork } from './support/big-files';

// Uploads that survive the network: a drop half-way and a reload both continue from the bytes the server
// already holds. What the server said is read from its own answers (HEAD's Upload-Offset) and what the
// browser sent next from the PATCH requests' Upload-Offset.

test.describe.configure({ timeout: 240_000 });

const UPLOADS = /\/api\/frontend\/material\/uploads\//;

/** Every tus request of the page: POSTs, the offsets HEAD answered, and the offsets PATCHes started at. */
function watchUploads(page: Page) {
  const seen = { posts: 0, heads: [] as number[], patches: [] as number[], log: [] as string[] };
  page.on('request', (request) => {
    if (!UPLOADS.test(request.url())) return;
    if (request.method() === 'POST') seen.posts += 1;
    if (request.method() === 'PATCH') seen.patches.push(Number(request.headers()['upload-offset']));
    seen.log.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`);
  });
  page.on('response', (response) => {
    if (UPLOADS.test(response.url()) && response.request().method() === 'HEAD')
      seen.heads.push(Number(response.headers()['upload-offset']));
  });
  return seen;
}

function storedBlob(sha256: string): string {
  const { E2E_DATA_DIR } = process.env;
  if (!E2E_DATA_DIR) throw new Error('Run the journeys with `node scripts/e2e.mjs` (E2E_DATA_DIR is not set).');
  return path.join(E2E_DATA_DIR, 'blobs', sha256.slice(0, 2), sha256);
}

async function openMaterials(page: Page) {
  await loginAs(page, 'agent');
  await page.goto('/materials');
  await expect(page.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();
}

const progressOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Uploads' }).getByRole('progressbar', { name: `Progress of ${name}` });

async function reaches(page: Page, name: string, percent: number) {
  await expect
    .poll(async () => Number(await progressOf(page, name).getAttribute('aria-valuenow')), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(percent);
}

test('a 200 MB upload cut off half-way finishes by continuing from the server’s offset', async ({ page }) => {
  const file = await bigFile('resumable-200MB.bin', 200 * 1000 * 1000);
  await openMaterials(page);
  const seen = watchUploads(page);
  const network = await slowNetwork(page, 20 * 1024 * 1024);

  await page.getByTestId('upload-input').first().setInputFiles(file.path);
  const item = page.getByRole('region', { name: 'Uploads' }).getByRole('listitem', { name: file.name });
  await reaches(page, file.name, 50);
  await network.cut();
  await expect(item).toContainText('Offline');
  await expect(page.getByRole('status').filter({ hasText: 'Uploads paused' })).toHaveText(
    'Uploads paused: waiting for the network.',
  );
  const sentBeforeDrop = seen.patches.length;
  await network.restore();

  await expect(item).toContainText('Uploaded', { timeout: 120_000 });
  expect(seen.posts, 'one upload, created once').toBe(1);
  expect(seen.heads, `asked where it stood once (${seen.log.join(', ')})`).toHaveLength(1);
  const offset = seen.heads[0]!;
  expect(offset, 'the server held bytes from before the drop').toBeGreaterThan(0);
  expect(offset).toBeLessThan(file.size);
  expect(seen.patches[sentBeforeDrop], 'the next bytes start where the server’s end').toBe(offset);
  expect(Math.min(...seen.patches.slice(sentBeforeDrop))).toBe(offset);

  expect(statSync(storedBlob(file.sha256)).size, 'every byte arrived, in order').toBe(file.size);
  await page.reload();
  await expect(page.getByRole('link', { name: file.name })).toBeVisible();
});

test('a reload mid-upload lists the upload; choosing the file again continues it', async ({ page }) => {
  const file = await bigFile('resumable-120MB.bin', 120 * 1000 * 1000);
  await openMaterials(page);
  const seen = watchUploads(page);
  await slowNetwork(page, 20 * 1024 * 1024);

  await page.getByTestId('upload-input').first().setInputFiles(file.path);
  await reaches(page, file.name, 50);
  await page.reload();

  const item = page.getByRole('region', { name: 'Uploads' }).getByRole('listitem', { name: file.name });
  await expect(item).toContainText('Unfinished');
  await expect(item).toContainText('Choose the same file again to continue.');
  const sentBeforeReload = seen.patches.length;
  await page.getByTestId('upload-input').first().setInputFiles(file.path);

  await expect(item).toContainText('Uploaded', { timeout: 120_000 });
  expect(seen.posts, 'the upload was created once, before the reload').toBe(1);
  const offset = seen.heads.at(-1)!;
  expect(offset, 'the server held bytes from before the reload').toBeGreaterThan(0);
  expect(seen.patches[sentBeforeReload], 'the next bytes start where the server’s end').toBe(offset);
  expect(statSync(storedBlob(file.sha256)).size).toBe(file.size);
});
