import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiTokens, loginAs } from './support';

// The demo's product tour is seen whole: its title (drawn into the video) stays inside the frame, and
// the page's own title of a long file name stays inside the page, at 1280 and at 390 px.

const VIDEO = readFileSync(path.join(__dirname, '../../server/src/data/demo/product-tour.webm'));

/** The box of the frame's white pixels (the title and the clock) at the video's own size, once drawn. */
const whiteBox = (page: Page) =>
  page.locator('video').evaluate(async (video: HTMLVideoElement) => {
    video.pause();
    video.currentTime = 3.5;
    if (video.seeking || video.readyState < 2)
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(video, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const box = { left: canvas.width, top: canvas.height, right: -1, bottom: -1, width: canvas.width, height: canvas.height };
    for (let y = 0; y < canvas.height; y += 1)
      for (let x = 0; x < canvas.width; x += 1) {
        const i = (y * canvas.width + x) * 4;
        if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) {
          box.left = Math.min(box.left, x);
          box.right = Math.max(box.right, x);
          box.top = Math.min(box.top, y);
          box.bottom = Math.max(box.bottom, y);
        }
      }
    return box;
  });

test('the product tour and a long file name stay inside their frames at 1280 and 390 px', async ({ page, request }) => {
  const { access_token: token } = await apiTokens(request, 'agent');
  const name = `Summit_Insurance_product_tour_for_new_agents_spring_edition_${Date.now().toString(36)}.webm`;
  const response = await request.post('/api/frontend/material/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'video/webm', buffer: VIDEO } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await loginAs(page, 'agent');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/materials/review/${id}`);
    const video = page.locator(`video[aria-label="${name}"]`);
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);

    // The title drawn in the video: ink from 8 px inside the frame's left edge to 8 px inside its right.
    const ink = await whiteBox(page);
    expect(ink.right, 'the video shows its title').toBeGreaterThan(ink.left);
    expect(ink.left).toBeGreaterThanOrEqual(8);
    expect(ink.top).toBeGreaterThanOrEqual(8);
    expect(ink.right, `title ink reaches x=${ink.right} of ${ink.width}`).toBeLessThanOrEqual(ink.width - 9);
    expect(ink.bottom).toBeLessThanOrEqual(ink.height - 9);

    // The frame, the heading and the file's name in the bar stay inside the page; the heading names the file whole.
    const page_ = { x: 0, right: width };
    for (const [what, locator] of [
      ['video', video],
      ['heading', page.getByRole('heading', { level: 1, name })],
    ] as const) {
      const box = (await locator.boundingBox())!;
      expect(box.x, what).toBeGreaterThanOrEqual(page_.x);
      expect(box.x + box.width, `${what} right edge at ${width} px`).toBeLessThanOrEqual(page_.right);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width);
  }
});
