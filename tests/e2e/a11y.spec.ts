import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, type Role } from './support';
import { guestPages, pagesFor } from './support/pages';
import { seedPages, type PageFixtures } from './support/seed';

// Every page of the app's route map (developer pages included), for a signed-out person and for each
// role, at 1280 and 390 px: axe finds no violation (none critical, serious, moderate or minor). One
// signed-in page per role walks its pages one after the other; each page is checked at both widths
// (loaded at one, the window then resized to the other, alternating which comes first).

// axe-core itself (@axe-core/playwright 4.14 needs Node 22). Journeys run from the repository root.
const AXE = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');
const WIDTHS = [1280, 390] as const;
const ROLES: Role[] = ['admin', 'marketer', 'agent', 'client'];

// The app's CSP allows only its own scripts; axe is added to each document by the test itself.
test.use({ bypassCSP: true });
// axe is in every document the page opens, from its start (one script, not one injection per page).
test.beforeEach(async ({ context }) => {
  await context.addInitScript({ path: AXE });
});
// The roles' walks are independent: they run side by side when there are workers for it.
test.describe.configure({ mode: 'parallel' });

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe-core on the page as it is: every violation, one line per rule with its targets (and the start of
 * each target's markup). Minor ones count too: with none left, any new one is a regression.
 */
async function violations(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(async () => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found.map(
    (v) => `${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`).join(', ')}`,
  );
}

/** Waits until the page's rendering caught up (media queries answered) and its transitions ended. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * What a page shows once it is ready, beyond its heading: lists filled with the seeded records (not an
 * empty state), the meeting's camera asked for (its Join button changes colour when the answer comes).
 */
const READY: [RegExp, (page: Page) => Promise<void>][] = [
  [
    /^\/notifications$/,
    (page) => expect(page.getByRole('list', { name: 'Notifications' }).getByRole('button').first()).toBeVisible(),
  ],
  [
    /^\/materials\?tab=forms$/,
    (page) => expect(page.getByRole('list', { name: 'Intake forms' }).getByRole('link').first()).toBeVisible(),
  ],
  [/^\/meeting\//, (page) => expect(page.getByText('Starting your camera…')).toHaveCount(0)],
];

/** Pages that show a busy indicator for good: the UI kit shows a loading button as a specimen. */
const BUSY_BY_DESIGN = [/^\/dev\/ui$/];

/**
 * Opens a page and waits until it settled: its heading shown, nothing busy (no indicator without a value:
 * a step's progress bar has one), ready as READY says, transitions ended.
 */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (!BUSY_BY_DESIGN.some((pattern) => pattern.test(address)))
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 30_000 });
  for (const [pattern, ready] of READY) if (pattern.test(address)) await ready(page);
  await settle(page);
}

/** Each page at both widths: loaded at one, then the window resized to the other (alternating the order). */
async function walk(page: Page, who: string, addresses: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [i, address] of addresses.entries()) {
    const [first, second] = i % 2 ? [WIDTHS[1], WIDTHS[0]] : WIDTHS;
    await page.setViewportSize({ width: first, height: 900 });
    await open(page, address);
    found.push(...(await violations(page, `${who} ${address} @${first}`)));
    await page.setViewportSize({ width: second, height: 900 });
    await settle(page);
    found.push(...(await violations(page, `${who} ${address} @${second}`)));
  }
  return found;
}

let fixtures: PageFixtures;
// The pages are checked with their lists filled and a record behind every page with parameters.
test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  fixtures = await seedPages(request);
});

test('every page a signed-out person can open has no axe violation at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(180_000);
  const found = await walk(page, 'guest', guestPages());
  expect(found).toEqual([]);
});

for (const role of ROLES) {
  test(`every page of a ${role} has no axe violation at 1280 and 390 px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await loginAs(page, role);
    const found = await walk(page, role, await pagesFor(request, role, fixtures));
    // The bell's menu of recent notifications, open, at both widths.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/materials');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const recent = page.getByRole('dialog', { name: 'Recent notifications' });
      await expect(recent.getByRole('button').first()).toBeVisible();
      await settle(page); // opened: axe reads colours after the fade-in
      await expect(recent).toHaveCSS('opacity', '1');
      found.push(...(await violations(page, `${role} notifications menu @${width}`)));
    }
    expect(found).toEqual([]);
  });
}
