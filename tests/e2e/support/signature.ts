import type { Locator, Page } from '@playwright/test';

/** Draws a stroke with pointer events across a canvas (press, several moves, release), as a finger or pen would. */
export async function drawSignature(page: Page, pad: Locator, strokes = 24): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= strokes; i++) {
    const x = box.x + 20 + ((box.width - 40) * i) / strokes;
    await page.mouse.move(x, y + Math.sin(i / 2) * box.height * 0.3, { steps: 2 });
  }
  await page.mouse.up();
}
