import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS, LANDING, type Role } from './demo-users';

/** Signs in through the login form and waits for the role's landing page. */
export async function loginAs(page: Page, role: Role): Promise<void> {
  const { email, password } = DEMO_USERS[role];
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${LANDING[role]}(\\?|$)`));
}

/** Tokens straight from the API, for tests that set up data without the UI. */
export async function apiTokens(
  request: APIRequestContext,
  role: Role,
): Promise<{ access_token: string; refresh_token: string }> {
  const { email, password } = DEMO_USERS[role];
  const response = await request.post('/api/frontend/user/token', { form: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
