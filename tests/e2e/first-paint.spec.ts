import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

// The sign-in page paints before any script has arrived: index.html holds a static copy of it
// (#sign-in-shell, src/app/init/static-shell.ts), which the app replaces with the rendered page. Whoever
// opens /auth/login must not see anything move or flash when that happens.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each text under `selector` is drawn, keyed by the text. */
async function textBoxes(page: Page, selector: string): Promise<Record<string, Box>> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((rootSelector) => {
    const boxes: Record<string, Box> = {};
    const root = document.querySelector(rootSelector);
    if (!root) return boxes;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const { x, y, width, height } = range.getBoundingClientRect();
      boxes[text] = { x, y, width, height };
    }
    return boxes;
  }, selector);
}

/** The sum of the page's layout shifts so far. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this timer.
        setTimeout(() => resolve(total), 200);
      }),
  );
}

for (const width of [1280, 412, 360]) {
  test(`the sign-in page's first paint is where the rendered page appears, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });

    // Before any script: the static page.
    await page.route('**/js/**', (route) => route.abort());
    await page.goto('/auth/login');
    const shell = page.locator('#sign-in-shell');
    await expect(shell).toBeVisible();
    await expect(shell).toContainText('Sign in to Cascade');
    const before = await textBoxes(page, '#sign-in-shell');

    // With the scripts: the rendered page, in the same places, and the static copy gone.
    await page.unroute('**/js/**');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(shell).toHaveCount(0);
    await expect(page.getByLabel('Email')).toBeFocused();
    const after = await textBoxes(page, '#root');
    expect(Object.keys(before)).toHaveLength(9);
    for (const [text, box] of Object.entries(before)) {
      expect(after[text], text).toBeDefined();
      // Within half a pixel: the same place to the eye, whatever the rounding of fractional layout.
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(after[text]![key] - box[key]), `${text}: ${key}`).toBeLessThanOrEqual(0.5);
    }
    expect(await layoutShift(page)).toBe(0);
  });
}

test('the static sign-in page shows on /auth/login only, and not with a session cookie', async ({ page, context }) => {
  await page.route('**/js/**', (route) => route.abort());
  const shell = page.locator('#sign-in-shell');

  await page.goto('/auth/login?redirect=%2Fmaterials');
  await expect(shell).toBeVisible();
  for (const path of ['/', '/auth/forgot-password', '/materials', '/auth/login-elsewhere']) {
    await page.goto(path);
    await expect(shell, path).toBeHidden();
  }

  // A signed-in visitor is sent on by the app; no sign-in form flashes first.
  await context.addCookies([{ name: 'access-token', value: 'x', url: page.url() }]);
  await page.goto('/auth/login');
  await expect(shell).toBeHidden();
});

test('the first paint runs under the CSP and the static copy is gone once the page works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Cascade', level: 1 })).toBeVisible();
  await expect(page.locator('#sign-in-shell')).toHaveCount(0);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  expect(problems).toEqual([]);
});

test('every inline script of index.html is allowed by its hash, and nothing else inline', async ({ request }) => {
  const response = await request.get('/auth/login');
  const html = await response.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(';')
    .find((d) => d.trim().startsWith('script-src'))
    ?.trim();
  const hash = createHash('sha256').update(inline[0]!).digest('base64');
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
});
