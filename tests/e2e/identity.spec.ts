import { expect, test, type Page } from '@playwright/test';
import { freshAdmin, inviteCompany, mailedLink, PASSWORD, TINY_PNG, uniqueEmail } from './support';

async function fillUserFields(page: Page, first: string, last: string) {
  await page.getByLabel('First name', { exact: true }).fill(first);
  await page.getByLabel('Last name', { exact: true }).fill(last);
  await page.getByLabel('Phone', { exact: true }).fill('555 010 0199');
  await page.getByLabel('Address', { exact: true }).fill('1 Journey Way');
  await page.getByRole('combobox', { name: 'State' }).fill('ohi');
  await page.getByRole('option', { name: 'Ohio' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a company is registered from the operator link; its admin invites a marketer who signs up', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const adminEmail = uniqueEmail('owner');
  await page.goto(await inviteCompany(adminEmail));
  await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();
  await page.getByLabel('Company name').fill(`Journey Co ${adminEmail}`);
  await fillUserFields(page, 'Olive', 'Owner');
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page).toHaveURL(/\/marketers(\?|$)/);

  const marketerEmail = uniqueEmail('marketer');
  await page.goto('/settings/company');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(marketerEmail);
  await dialog.getByRole('radio', { name: 'Marketer' }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We emailed an invitation to ${marketerEmail}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(marketerEmail);

  const invited = await browser.newPage();
  await invited.goto(await mailedLink(request, marketerEmail, '/auth/invitation-confirm'));
  await expect(invited.getByText('Marketer', { exact: true })).toBeVisible();
  await invited.getByRole('link', { name: 'Continue to create your account' }).click();
  await expect(invited).toHaveURL(/\/auth\/signup-marketer\?/);
  await fillUserFields(invited, 'Mark', 'Eter');
  await invited.getByLabel('National Producer Number (optional)').fill('1234567');
  await invited.getByRole('checkbox', { name: 'I hold a securities licence' }).check();
  await invited.getByRole('button', { name: 'Create account' }).click();
  await expect(invited).toHaveURL(/\/agents(\?|$)/);
  await invited.close();
});

test('forgot password: the mailed link sets a new password, then sign in with it', async ({ page, request }) => {
  const admin = await freshAdmin(request);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-sent$/);

  await page.goto(await mailedLink(request, admin.email, '/auth/password-new'));
  const newPassword = 'a fresh e2e password 2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await signIn(page, admin.email, newPassword);
  await expect(page).toHaveURL(/\/marketers(\?|$)/);
});

test('email change: the link mailed to the new address applies it', async ({ page, request }) => {
  const admin = await freshAdmin(request);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/marketers(\?|$)/);
  await page.goto('/settings/profile');
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Your password').fill(admin.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status')).toContainText(`Check the inbox of ${newEmail}`);

  await page.goto(await mailedLink(request, newEmail, '/auth/confirm-email-change'));
  await expect(page.getByText(/Use it the next time you sign in/)).toBeVisible();
  const response = await request.post('/api/frontend/user/token', { form: { username: newEmail, password: admin.password } });
  expect(response.status()).toBe(200);
});

test('an uploaded photo appears in the top bar', async ({ page, request }) => {
  const admin = await freshAdmin(request);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/marketers(\?|$)/);
  await page.goto('/settings/profile');
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  // The avatar in the top bar's account button is decorative (the button carries the name).
  const topBarAvatar = page
    .getByRole('button', { name: `Account menu for ${admin.firstName} ${admin.lastName} Admin` })
    .locator('img');
  await expect(topBarAvatar).toHaveAttribute('src', /\/api\/frontend\/user\/avatar\//);
});

test('an uploaded company logo appears on the company page and in the navigation at once', async ({ page, request }) => {
  const admin = await freshAdmin(request);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/marketers(\?|$)/);
  await page.goto('/settings/company');
  const card = page.getByRole('region', { name: 'Logo' });
  await expect(card.getByRole('img', { name: `${admin.companyName} (no logo)` })).toBeVisible();
  await page.getByLabel('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('The company logo was updated.')).toBeVisible();

  const pageLogo = card.getByRole('img', { name: `${admin.companyName} logo` });
  await expect(pageLogo).toHaveAttribute('src', /\/api\/frontend\/company\/logo\/[0-9a-f-]{36}$/);
  await expect.poll(() => pageLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
  // The drawer shows the logo beside the company's name (so the image itself is decorative), without a reload.
  const src = (await pageLogo.getAttribute('src')) ?? '';
  const drawerLogo = page.locator(`img[alt=""][src="${src}"]:visible`);
  await expect(drawerLogo).toHaveCount(1);
  await expect.poll(() => drawerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);

  await card.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Remove the company logo?' }).getByRole('button', { name: 'Remove logo' }).click();
  await expect(card.getByRole('img', { name: `${admin.companyName} (no logo)` })).toBeVisible();
  await expect(page.locator(`img[src="${src}"]`)).toHaveCount(0);
});

test('/auth/signup-agent without an email says "Invalid invitation link" and goes to sign in', async ({ page }) => {
  await page.goto('/auth/signup-agent');
  await expect(page.getByText('Invalid invitation link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
