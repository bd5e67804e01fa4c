import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GUEST_PAGES, loginAs, pagesFor, seedLists, type Role } from './support';

// axe-core itself, injected into the page (@axe-core/playwright 4.14 needs Node 22). Journeys run from the repository root.
const AXE = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');
const WIDTHS = [1280, 390] as const;

// The app's CSP allows only its own scripts; axe is injected as an inline script by the test itself.
test.use({ bypassCSP: true });

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core on the page as it is: the serious and critical violations, one line each. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens a page and waits until it settled (its heading shown, no progress bar). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

// The pages are checked with their lists filled (notifications, forms, files), not only empty.
test.beforeAll(async ({ request }) => {
  await seedLists(request);
});

/** Lists a page must show once seeded (their name, and the role of their entries), so the check reads them and not an empty state. */
const FILLED: Record<string, [string, 'button' | 'link']> = {
  '/notifications': ['Notifications', 'button'],
  '/materials?tab=forms': ['Intake forms', 'link'],
};

for (const width of WIDTHS) {
  test(`guest pages have no serious or critical axe violations at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const path of GUEST_PAGES) {
      await open(page, path);
      found.push(...(await seriousViolations(page, `${path} @${width}`)));
    }
    expect(found).toEqual([]);
  });

  for (const role of ['admin', 'marketer', 'agent', 'client'] as Role[]) {
    test(`every page of a ${role} has no serious or critical axe violations at ${width} px`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      await loginAs(page, role);
      const found: string[] = [];
      for (const path of await pagesFor(request, role)) {
        await open(page, path);
        const filled = FILLED[path];
        if (filled) await expect(page.getByRole('list', { name: filled[0] }).getByRole(filled[1]).first()).toBeVisible();
        found.push(...(await seriousViolations(page, `${role} ${path} @${width}`)));
      }
      // The bell's menu of recent notifications, open.
      await open(page, '/materials');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const recent = page.getByRole('dialog', { name: 'Recent notifications' });
      await expect(recent.getByRole('button').first()).toBeVisible();
      await expect(recent).toHaveCSS('opacity', '1'); // opened: axe reads colours after the fade-in
      found.push(...(await seriousViolations(page, `${role} notifications menu @${width}`)));
      expect(found).toEqual([]);
    });
  }
}
