import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { apiTokens, loginAs } from './support';

// An agent reads a brochure in the app: page 1's words and ink are on screen, page 3 renders when
// scrolled to, zoom changes the page, and the browser's own download saves the very bytes uploaded.
// A short video plays and seeks; an empty file says so.

const VIDEO = path.join(__dirname, '../../server/src/data/demo/product-tour.webm');

async function brochure(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n += 1) {
    const page = pdf.addPage([612, 792]);
    page.drawRectangle({ x: 0, y: 692, width: 612, height: 100, color: rgb(0.1, 0.3, 0.6) });
    page.drawText(`Summit Term Life page ${n}`, { x: 50, y: 600, size: 28, font, color: rgb(0, 0, 0) });
    page.drawText(`Coverage that grows with your family, chapter ${n}.`, { x: 50, y: 550, size: 16, font });
  }
  return Buffer.from(await pdf.save());
}

async function uploadAs(request: APIRequestContext, token: string, name: string, mimeType: string, buffer: Buffer) {
  const response = await request.post('/api/frontend/material/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Pixels on a page's canvas that are not white: the page was drawn, not left blank. */
const inkOn = (page: Page, pageNumber: number) =>
  page.locator(`[data-page-number="${pageNumber}"] canvas`).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink += 1;
    return ink;
  });

test('an agent reads a brochure page by page, zooms, and downloads the very file', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const bytes = await brochure(6);
  const { access_token: token } = await apiTokens(request, 'agent');
  const { id } = await uploadAs(request, token, `Brochure ${tag}.pdf`, 'application/pdf', bytes);

  await loginAs(page, 'agent');
  await page.goto(`/materials/review/${id}`);
  // The page is headed and titled by the file's name.
  await expect(page.getByRole('heading', { level: 1, name: `Brochure ${tag}.pdf` })).toBeVisible();
  await expect(page).toHaveTitle(`Brochure ${tag}.pdf · Cascade`);
  const viewer = page.getByRole('region', { name: `Preview of Brochure ${tag}.pdf` });
  await expect(viewer).toBeVisible();
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  const first = viewer.getByRole('group', { name: 'Page 1', exact: true });
  await expect(first).toHaveAttribute('data-rendered', 'true');
  await expect(first.locator('.textLayer')).toContainText('Summit Term Life page 1');
  expect(await inkOn(page, 1)).toBeGreaterThan(1000);
  expect(await page.locator('iframe').count(), 'no browser PDF frame').toBe(0);

  // Selectable text: selecting the text layer gives the page's words.
  const selected = await first.locator('.textLayer').evaluate((layer) => {
    const range = document.createRange();
    range.selectNodeContents(layer);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  expect(selected).toContain('Coverage that grows with your family');

  const third = viewer.getByRole('group', { name: 'Page 3', exact: true });
  await third.scrollIntoViewIfNeeded();
  await expect(third).toHaveAttribute('data-rendered', 'true');
  await expect(third.locator('.textLayer')).toContainText('Summit Term Life page 3');
  expect(await inkOn(page, 3)).toBeGreaterThan(1000);
  await expect(page.getByText('Page 3 of 6')).toBeVisible();

  const zoomLevel = page.getByLabel('Zoom level');
  const widthBefore = (await third.boundingBox())!.width;
  const levelBefore = Number((await zoomLevel.textContent())!.replace('%', ''));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomLevel).not.toHaveText(`${levelBefore}%`);
  expect(Number((await zoomLevel.textContent())!.replace('%', ''))).toBeGreaterThan(levelBefore);
  await expect.poll(async () => (await third.boundingBox())!.width).toBeGreaterThan(widthBefore);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => Math.round((await third.boundingBox())!.width)).toBe(Math.round(widthBefore));

  await page.screenshot({ path: test.info().outputPath('pdf-preview-1280.png') });

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`Brochure ${tag}.pdf`);
  const saved = readFileSync((await download.path())!);
  expect(createHash('sha256').update(saved).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  expect(download.url(), 'the link carries a link token, never the bearer token').not.toContain(token);
});

test('on a phone the brochure fits the screen and the page does not scroll sideways', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const { access_token: token } = await apiTokens(request, 'agent');
  const { id } = await uploadAs(request, token, 'Phone brochure.pdf', 'application/pdf', await brochure(3));
  await loginAs(page, 'agent');
  await page.goto(`/materials/review/${id}`);
  const first = page.getByRole('group', { name: 'Page 1', exact: true });
  await expect(first).toHaveAttribute('data-rendered', 'true');
  await expect(first.locator('.textLayer')).toContainText('Summit Term Life page 1');
  expect((await first.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('pdf-preview-390.png') });
  await context.close();
});

test('an empty file says it is empty instead of showing a blank box', async ({ page, request }) => {
  const { access_token: token } = await apiTokens(request, 'agent');
  const { id } = await uploadAs(request, token, 'Empty notes.pdf', 'application/pdf', Buffer.alloc(0));
  await loginAs(page, 'agent');
  await page.goto(`/materials/review/${id}`);
  await expect(page.getByText('This file is empty: it has no content to show.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Preview of/ })).toHaveCount(0);
});

test('a short video plays while it loads and seeks', async ({ page, request }) => {
  const { access_token: token } = await apiTokens(request, 'agent');
  const { id } = await uploadAs(request, token, 'Product tour.webm', 'video/webm', readFileSync(VIDEO));
  await loginAs(page, 'agent');
  await page.goto(`/materials/review/${id}`);
  const video = page.locator('video[aria-label="Product tour.webm"]');
  await expect(video).toBeVisible();
  expect(await video.getAttribute('src')).toMatch(/\/api\/frontend\/download\?token=/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  const target = await video.evaluate((v: HTMLVideoElement) => Math.min(2, v.duration * 0.75));
  await video.evaluate(
    (v: HTMLVideoElement, to: number) =>
      new Promise<void>((resolve) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = to;
      }),
    target,
  );
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(target, 0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
});

test('the grid shows a picture of images and of PDFs’ first pages, and an icon by kind for the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = Date.now().toString(36);
  const { access_token: token } = await apiTokens(request, 'agent');
  const folder = await request.post('/api/frontend/folder/', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Thumbnails ${tag}` },
  });
  const folderId = (await folder.json()).id as string;
  const into = async (name: string, mimeType: string, buffer: Buffer) => {
    const response = await request.post('/api/frontend/material/', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { folder_id: folderId, file: { name, mimeType, buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 600);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 1200, 600);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  await into('Banner.png', 'image/png', Buffer.from(png));
  await into('Brochure.pdf', 'application/pdf', await brochure(2));
  await into('Rates.csv', 'text/csv', Buffer.from('Plan,Age 30\nTerm,18\n'));

  await loginAs(page, 'agent');
  await page.goto('/materials');
  await page.getByRole('button', { name: `Thumbnails ${tag}`, exact: true }).click();
  await page.getByRole('button', { name: 'Grid view' }).click();
  const banner = page.getByRole('listitem', { name: 'Banner.png' }).locator('img[data-thumbnail="image"]');
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const pdf = page.getByRole('listitem', { name: 'Brochure.pdf' }).locator('canvas[data-thumbnail="pdf"]');
  await expect(pdf).toBeVisible();
  await expect
    .poll(() =>
      pdf.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) ink += 1;
        return ink;
      }),
    )
    .toBeGreaterThan(100);
  await expect(page.getByRole('listitem', { name: 'Rates.csv' }).locator('[data-kind="spreadsheet"]')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('grid-thumbnails.png') });
});
