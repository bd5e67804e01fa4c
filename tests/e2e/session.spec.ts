import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { accessTokenFor, DEMO_USERS, LANDING, loginAs, type Role } from './support';

const ROLES: Role[] = ['admin', 'marketer', 'agent', 'client'];

async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((c) => c.name === 'access-token'),
    refresh: cookies.find((c) => c.name === 'refresh-token'),
  };
}

/** An access token for the signed-in member that expired a minute ago, signed with the API's secret. */
const expiredAccessToken = (page: Page) => accessTokenFor(page, Math.floor(Date.now() / 1000) - 60);

test.describe('signing in and out', () => {
  for (const role of ROLES) {
    test(`the demo ${role} lands on ${LANDING[role]}`, async ({ page }) => {
      await loginAs(page, role);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { access, refresh } = await tokenCookies(page.context());
      expect(access?.value).toBeTruthy();
      expect(refresh?.value).toBeTruthy();
    });
  }

  test('the root sends a signed-in member to their landing page', async ({ page }) => {
    await loginAs(page, 'agent');
    await page.goto('/');
    await expect(page).toHaveURL(/\/clients$/);
  });

  test('a reload keeps the session; logout goes to sign-in and removes both cookies', async ({ page, context }) => {
    await loginAs(page, 'admin');
    await page.reload();
    await expect(page).toHaveURL(/\/marketers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketers' })).toBeVisible();

    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const { access, refresh } = await tokenCookies(context);
    expect(access).toBeUndefined();
    expect(refresh).toBeUndefined();

    await page.goto('/marketers');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a signed-out visit to /materials goes to sign-in, and back there after signing in', async ({ page }) => {
    await page.goto('/materials');
    await expect(page).toHaveURL(/\/auth\/login/);
    // The admin would land on /marketers: coming back to /materials shows the wanted page was kept.
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/materials$/);
  });

  test('a signed-in visit to /auth/login goes to the landing page', async ({ page }) => {
    await loginAs(page, 'marketer');
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/agents$/);
  });

  test('a wrong password is told in the words of the API, and nothing is stored', async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(DEMO_USERS.agent.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await tokenCookies(context)).access).toBeUndefined();
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, context }) => {
    await loginAs(page, 'marketer');
    const before = await tokenCookies(context);
    const expired = await expiredAccessToken(page);
    const url = new URL(page.url());
    await context.addCookies([{ name: 'access-token', value: expired, domain: url.hostname, path: '/', sameSite: 'Strict' }]);

    const refreshCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/frontend/user/token/refresh')) refreshCalls.push(response.status());
    });
    await page.reload();
    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    expect(refreshCalls).toEqual([200]);

    const after = await tokenCookies(context);
    expect(after.access?.value).not.toBe(expired);
    expect(after.refresh?.value).not.toBe(before.refresh?.value);
  });

  test('with the refresh token gone as well, the session ends at sign-in', async ({ page, context }) => {
    await loginAs(page, 'client');
    const expired = await expiredAccessToken(page);
    const url = new URL(page.url());
    await context.clearCookies();
    await context.addCookies([{ name: 'access-token', value: expired, domain: url.hostname, path: '/', sameSite: 'Strict' }]);
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect((await tokenCookies(context)).access).toBeUndefined();
  });

  test('the interface stays light: the colour mode is stored as light', async ({ page }) => {
    await page.goto('/auth/login');
    expect(await page.evaluate(() => window.localStorage.getItem('nuxt-color-mode'))).toBe('light');
  });
});

test.describe('pages that do not exist', () => {
  test('/no-such-page shows "Page Not Found" with its status', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });

  test('the same when signed in', async ({ page }) => {
    await loginAs(page, 'agent');
    await page.goto('/clients/some/deep/unknown/path');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });
});
