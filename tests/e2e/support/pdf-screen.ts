import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Content-Security-Policy violations a watched page reported. */
export interface Violations {
  list: string[];
}

/** A page whose CSP violations (console reports and `securitypolicyviolation` events) are collected. */
export async function watchedPage(context: BrowserContext, violations: Violations): Promise<Page> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.list.push(text);
  });
  return page;
}

/** The viewer's page 1, drawn, its text layer holding `text`: what the user sees, not that a request succeeded. */
export async function expectPageOneShows(page: Page, viewerName: string | RegExp, texts: (string | RegExp)[]): Promise<void> {
  const viewer = page.getByRole('region', { name: viewerName });
  await expect(viewer).toBeVisible();
  const first = viewer.getByRole('group', { name: 'Page 1', exact: true });
  await expect(first).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
  for (const text of texts) await expect(first.locator('.textLayer')).toContainText(text);
  const ink = await first.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 160 && data[i + 1]! < 160 && data[i + 2]! < 160) dark += 1;
    return dark;
  });
  expect(ink, 'page 1 has ink on its canvas').toBeGreaterThan(500);
  await expect(page.getByText('This PDF could not be opened')).toHaveCount(0);
}
