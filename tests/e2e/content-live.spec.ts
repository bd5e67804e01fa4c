import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiTokens, loginAs } from './support';

// Stories about lists that stay true: what arrives shows up at once in every tab, marking read in one tab
// shows in the other, a page that empties moves back, the folder you are in survives a reload and Back,
// lists sort by size, a rename never silently takes another name, and nothing scrolls sideways on a phone.

const API = '/api/frontend';
const unreadOf = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

async function api(request: APIRequestContext, role: 'agent' | 'client') {
  const { access_token } = await apiTokens(request, role);
  const headers = { authorization: `Bearer ${access_token}` };
  return {
    headers,
    async upload(name: string, bytes: Buffer, folderId?: string) {
      const response = await request.post(`${API}/material/`, {
        headers,
        multipart: {
          ...(folderId ? { folder_id: folderId } : {}),
          file: { name, mimeType: 'text/plain', buffer: bytes },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string; title: string };
    },
    async folder(title: string) {
      const response = await request.post(`${API}/folder/`, { headers, data: { title } });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string };
    },
    async me() {
      return (await (await request.get(`${API}/user/`, { headers })).json()) as { membership_id: string };
    },
  };
}

async function noSidewaysScroll(page: Page, what: string) {
  const { width, wide } = await page.evaluate(() => ({
    width: document.scrollingElement!.scrollWidth,
    // What sticks out, to name it when the check fails.
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}`,
      ),
  }));
  expect(width, `${what} scrolls sideways at 390 px: ${wide.join('; ')}`).toBeLessThanOrEqual(390);
}

test('what an agent sends appears at once in both of the client’s tabs; reading it in one shows in the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const title = `Rate sheet ${tag}.txt`;
  const agentApi = await api(request, 'agent');
  await agentApi.upload(title, Buffer.from(`Premiums ${tag}\n`));

  // The client has Materials open in two tabs: "Shared with me" in one, the member list in the other.
  const clientContext = await browser.newContext();
  const tabA = await clientContext.newPage();
  await loginAs(tabA, 'client');
  await tabA.goto('/materials?tab=shared');
  await expect(tabA.getByRole('tab', { name: 'Shared with me', selected: true })).toBeVisible();
  const tabB = await clientContext.newPage();
  await tabB.goto('/materials');
  const bellA = tabA.getByRole('button', { name: /^Notifications/ });
  const bellB = tabB.getByRole('button', { name: /^Notifications/ });
  await expect(bellB).toBeVisible();
  await expect(tabA.getByRole('link', { name: title })).toHaveCount(0);
  const before = unreadOf(await bellA.getAttribute('aria-label'));

  // The agent, at the same time, sends it from their own Materials.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.goto('/materials');
  await agent.getByRole('checkbox', { name: `Select ${title}` }).check();
  await agent.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
  const sendDialog = agent.getByRole('dialog', { name: 'Send 1 item' });
  await sendDialog.getByLabel('Find a member').fill('Casey');
  await sendDialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await sendDialog.getByRole('button', { name: 'Send' }).click();
  await expect(sendDialog).toBeHidden();

  // No reload: the list, the bell and a toast say what arrived and from whom.
  const said = `Alex Agent shared the file “${title}” with you`;
  await expect(tabA.getByRole('link', { name: title })).toBeVisible();
  await expect(tabA.getByRole('row', { name: title })).toContainText('Alex Agent');
  // (Other journeys may notify the client meanwhile: counts are compared as at least.)
  await expect.poll(async () => unreadOf(await bellA.getAttribute('aria-label'))).toBeGreaterThanOrEqual(before + 1);
  await expect(tabA.getByRole('status').filter({ hasText: said })).toBeVisible();
  await expect.poll(async () => unreadOf(await bellB.getAttribute('aria-label'))).toBeGreaterThanOrEqual(before + 1);
  // The other tab's list is fresh when the client switches to it.
  await tabB.getByRole('tab', { name: 'Shared with me' }).click();
  await expect(tabB.getByRole('link', { name: title })).toBeVisible();

  // Reading it in tab A marks it read in tab B too: B's open list shows it read at once.
  await bellB.click();
  const recentB = tabB.getByRole('dialog', { name: 'Recent notifications' });
  await expect(recentB.getByRole('button', { name: `Unread: ${said}` })).toBeVisible();
  await bellA.click();
  await tabA
    .getByRole('dialog', { name: 'Recent notifications' })
    .getByRole('button', { name: `Unread: ${said}` })
    .click();
  await expect(tabA).toHaveURL(/\/materials\/review\/[0-9a-f-]{36}$/);
  // Read entries are named by what they show, starting with the title and without "Unread:".
  const readName = new RegExp(`^${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await expect(recentB.getByRole('button', { name: readName })).toBeVisible();
  await expect(recentB.getByRole('button', { name: `Unread: ${said}` })).toHaveCount(0);
  await tabB.keyboard.press('Escape');
  await tabA.screenshot({ path: test.info().outputPath('review-1280.png') });
  // "← Materials" leads to where the material is: the top of "Shared with me".
  await tabA.getByRole('link', { name: 'Materials' }).first().click();
  await expect(tabA).toHaveURL(/\/materials\?tab=shared$/);
  await expect(tabA.getByRole('link', { name: title })).toBeVisible();

  // The agent sees what they sent on the client's page.
  const clientId = (await api(request, 'client').then((c) => c.me())).membership_id;
  await agent.goto(`/materials/client/${clientId}`);
  const sent = agent.getByRole('heading', { name: 'Sent to Casey Client' });
  await expect(sent).toBeVisible();
  await expect(agent.getByRole('row', { name: title }).last()).toBeVisible();
  await agent.screenshot({ path: test.info().outputPath('member-materials-1280.png'), fullPage: true });
  await agentContext.close();
  await clientContext.close();
});

test('a folder keeps its place: page 2 after a bulk delete, reload, Back, sorting by size, and a rename to a taken name', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const agentApi = await api(request, 'agent');
  const big = await agentApi.folder(`Brochures ${tag}`);
  for (let i = 0; i < 56; i += 1) {
    await agentApi.upload(`brochure ${String(i).padStart(2, '0')}.txt`, Buffer.alloc(10 + i, 65), big.id);
  }

  await loginAs(page, 'agent');
  await page.goto('/materials');
  await page.getByRole('button', { name: `Brochures ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/materials\\?folder=${big.id}$`));
  await expect(page.getByRole('link', { name: 'brochure 00.txt' })).toBeVisible();

  // Reload: the same folder, with its path.
  await page.reload();
  const path = page.getByRole('navigation', { name: 'Folder path' });
  await expect(path.getByText(`Brochures ${tag}`)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'brochure 00.txt' })).toBeVisible();

  // Back leads to the top level; Forward into the folder again.
  await page.goBack();
  await expect(page).toHaveURL(/\/materials$/);
  await expect(page.getByRole('button', { name: `Brochures ${tag}`, exact: true })).toBeVisible();
  await page.goForward();
  await expect(path.getByText(`Brochures ${tag}`)).toHaveAttribute('aria-current', 'page');

  // Page 2 holds six; deleting all of them leaves the folder on its last page, never "empty".
  await page.getByRole('navigation', { name: 'pagination navigation' }).getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'brochure 55.txt' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  const bar = page.getByRole('toolbar', { name: 'Selection actions' });
  await expect(bar).toContainText('6 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete 6 items?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'brochure 00.txt' })).toBeVisible();
  await expect(page.getByText('This folder is empty')).toHaveCount(0);
  await expect(page).not.toHaveURL(/page=/);

  // The selection toolbar stays in view while the long list scrolls.
  await page.getByRole('checkbox', { name: 'Select brochure 00.txt' }).check();
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('link', { name: 'brochure 49.txt' })).toBeInViewport();
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('sticky-selection-1280.png') });
  await bar.getByRole('button', { name: 'Clear selection' }).click();

  // Sorted by size, largest first: the biggest of the remaining files leads.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Largest first' });
  await expect(page).toHaveURL(/sort=-size/);
  const rows = page.getByRole('table', { name: 'Materials' }).getByRole('row');
  await expect(rows.nth(1)).toHaveAttribute('aria-label', 'brochure 49.txt');
  await expect(rows.nth(2)).toHaveAttribute('aria-label', 'brochure 48.txt');
  await page.reload();
  await expect(rows.nth(1)).toHaveAttribute('aria-label', 'brochure 49.txt');

  // A rename to a taken name says so; typing replaces only the base name, so ".txt" stays.
  await page.getByRole('button', { name: 'Rename brochure 49.txt' }).click();
  const field = page.getByRole('textbox', { name: 'New name for brochure 49.txt' });
  await page.keyboard.type('brochure 48');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'is already here' })).toContainText(
    'A folder or file called “brochure 48.txt” is already here. Choose another name, or keep both and name this one “brochure 48 (2).txt”.',
  );
  await expect(field).toHaveValue('brochure 48.txt');
  await page.screenshot({ path: test.info().outputPath('rename-taken-1280.png') });
  await page.getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByRole('link', { name: 'brochure 48 (2).txt' })).toBeVisible();

  // A search says where each hit is, and the folder opens from there.
  await page.goto('/materials');
  await page.getByLabel('Search by title').fill('brochure 48 (2)');
  const hit = page.getByRole('row', { name: 'brochure 48 (2).txt' });
  await expect(hit).toContainText(`in Brochures ${tag}`);
  await hit.getByRole('button', { name: `Brochures ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`folder=${big.id}`));
});

test('no content page scrolls sideways at 390 px', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const agentApi = await api(request, 'agent');
  const long = `A very long material name that keeps going and going for the northern region ${Date.now()}.txt`;
  const folder = await agentApi.folder(`Folder with a long name for the phone layout ${Date.now()}`);
  const material = await agentApi.upload(long, Buffer.from('x'), folder.id);
  const clientId = (await api(request, 'client').then((c) => c.me())).membership_id;

  await loginAs(page, 'agent');
  for (const [what, url] of [
    ['My materials', '/materials'],
    ['Shared with me', '/materials?tab=shared'],
    ['a folder', `/materials?folder=${folder.id}`],
    ['a search', `/materials?q=${encodeURIComponent('northern region')}`],
    ['a client’s materials', `/materials/client/${clientId}`],
    ['a material', `/materials/review/${material.id}`],
  ] as const) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await noSidewaysScroll(page, what);
    await page.screenshot({ path: test.info().outputPath(`390-${what.replace(/\W+/g, '-')}.png`), fullPage: true });
  }
  // The upload panel keeps a long name to one line at this width.
  await page.goto(`/materials?folder=${folder.id}`);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: long, mimeType: 'text/plain', buffer: Buffer.from('y') });
  const uploads = page.getByRole('region', { name: 'Uploads' });
  const row = uploads.getByRole('listitem', { name: long });
  await expect(row).toContainText('Uploaded');
  // The status beside the long name is in view, not pushed out of the panel.
  const status = await row.getByText('Uploaded', { exact: true }).boundingBox();
  const panel = await uploads.boundingBox();
  expect(status!.x + status!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  await noSidewaysScroll(page, 'the upload panel');
  await page.screenshot({ path: test.info().outputPath('390-uploads.png') });
  await context.close();
});
