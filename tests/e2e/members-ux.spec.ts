import { expect, test } from '@playwright/test';
import { apiTokens, DEMO_USERS, inviteCompany, join, loginAs, PASSWORD, TINY_PNG, uniqueEmail } from './support';

test('an admin finds admins, Settings and Meetings in the navigation, and invites the least powerful role first', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admins' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Meetings' })).toHaveAttribute('href', '/meetings');
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('radio', { name: 'Marketer' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Admin' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await nav.getByRole('link', { name: 'Admins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admins' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demo Admin|Admin/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('radio', { name: 'Admin' })).toBeChecked();
});

test('a marketer sees Settings and Meetings, and a marketers page reached by its address says whose list it is', async ({
  page,
}) => {
  await loginAs(page, 'marketer');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings/profile',
  );
  await page.goto('/marketers');
  await expect(page.getByRole('heading', { level: 2, name: 'You have no marketers to see' })).toBeVisible();
  await expect(page.getByText('The list of marketers is for admins.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(page.getByText(/Marketers you invite/)).toHaveCount(0);
});

test('a marketer moves a leaving agent’s client to their other agent, then archives the agent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const marketer = await join(request, (await apiTokens(request, 'admin')).access_token, 'marketer', `Mara${tag}`, 'Lead');
  const leaving = await join(request, marketer.token, 'agent', `Leo${tag}`, 'Leaving');
  const staying = await join(request, marketer.token, 'agent', `Sam${tag}`, 'Staying');
  await join(request, leaving.token, 'client', `Cleo${tag}`, 'Client');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(marketer.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agents/);

  await page.getByRole('button', { name: `Archive Leo${tag} Leaving` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    "Reassign this agent's 1 client to another agent before archiving them: open each one and choose Reassign.",
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: `Reassign Cleo${tag} Client` }).click();
  await page.getByRole('combobox', { name: 'New agent' }).click();
  await page.getByRole('option', { name: new RegExp(`Sam${tag} Staying`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText(`Cleo${tag} Client now works under Sam${tag} Staying.`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agents' }).click();
  await page.getByRole('button', { name: `Archive Leo${tag} Leaving` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('link', { name: `Leo${tag} Leaving` })).toHaveCount(0);
  expect(staying.id).toBeTruthy();
});

test('an agent sees their client’s photo and history; the client, archived meanwhile, is told why', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const agent = await apiTokens(request, 'agent');
  const client = await join(request, agent.access_token, 'client', `Pia${tag}`, 'Photo');
  const uploaded = await request.post('/api/frontend/user/avatar', {
    headers: { Authorization: `Bearer ${client.token}` },
    multipart: { avatar: { name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await loginAs(page, 'agent');
  await page.getByLabel('Search clients by name').fill(`Pia${tag}`);
  const row = page.getByRole('row', { name: new RegExp(`Pia${tag} Photo`) });
  const photo = row.locator('img');
  await expect(photo).toHaveAttribute('src', /\/api\/frontend\/user\/avatar\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader', { name: 'Downline' })).toHaveCount(0);

  await row.getByRole('link', { name: `Pia${tag} Photo` }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText(/Joined on \w{3} \d{1,2}, \d{4}/);
  await expect(history).toContainText(/Invited by .+ on \w{3} \d{1,2}, \d{4}/);

  // The client is signed in elsewhere; the agent archives them; their next click says why.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await clientPage.goto('/auth/login');
  await clientPage.getByLabel('Email').fill(client.email);
  await clientPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await clientPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(clientPage).toHaveURL(/\/materials/);
  // Signed in and looking at their page (the address changes before the page is drawn).
  const notifications = clientPage.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Notifications' });
  await expect(notifications).toBeVisible();
  await page.getByRole('button', { name: `Archive Pia${tag} Photo` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(/Archived on/)).toBeVisible();

  // Their next request (a click, or the live update the archive sends them) ends the session.
  if (await notifications.isVisible()) await notifications.click().catch(() => undefined);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Sign in to Cascade' })).toBeVisible();
  await expect(clientPage.getByRole('status')).toContainText(/Your access to .+ was archived\. Ask the person who invited you/);
  await clientContext.close();

  await page.goto('/archive');
  await expect(page.getByRole('columnheader', { name: 'Joined' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Archived' })).toBeVisible();
});

test('members lists keep page, size and search in the address across a reload and Back', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/clients');
  await page.getByLabel('Search clients by name').fill('casey');
  await expect(page).toHaveURL(/\/clients\?q=casey$/);
  await page.reload();
  await expect(page.getByLabel('Search clients by name')).toHaveValue('casey');
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50' }).click();
  await expect(page).toHaveURL(/\/clients\?q=casey&size=50$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/clients\?q=casey$/);
  await expect(page.getByLabel('Search clients by name')).toHaveValue('casey');
});

test('identity pages: a website that is not an address, a used registration link, a stale sign-in error', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(DEMO_USERS.agent.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /not right|incorrect|wrong/i })).toHaveCount(0);

  const email = uniqueEmail('founder');
  const link = await inviteCompany(email);
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const registered = await request.post(`/api/frontend/company/?token=${token}`, {
    data: {
      company_name: `Used ${email}`,
      email,
      first_name: 'Una',
      last_name: 'Used',
      phone: '555 010 0100',
      address: '1 Journey Way',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This registration link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('already been used');
  await expect(page.getByLabel(/^Company name/)).toHaveCount(0);

  await loginAs(page, 'admin');
  await page.goto('/settings/company');
  await page.getByLabel(/^Website/).fill('not a url');
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByLabel(/^Website/)).toHaveAccessibleDescription(
    'Enter the website as an address like https://example.com.',
  );
});

test('the embedded demo build serves the developer pages', async ({ page }) => {
  await page.goto('/dev/ui');
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
});

test('an agent’s own name under a client’s Upline opens their profile; a client cannot open the archive', async ({ browser }) => {
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.getByRole('link', { name: 'Casey Client' }).first().click();
  await expect(agent).toHaveURL(/\/clients\/[0-9a-f-]{36}$/);
  const upline = agent.getByRole('region', { name: 'Upline' });
  await upline.getByRole('link', { name: 'Alex Agent (you)' }).click();
  await expect(agent).toHaveURL(/\/settings\/profile$/);
  await expect(agent.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(agent.getByText(/this agent/i)).toHaveCount(0);
  await agentContext.close();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await loginAs(client, 'client');
  await client.goto('/archive');
  await expect(client.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(client.getByRole('heading', { name: 'This page is not open to you' })).toBeVisible();
  await expect(client.getByRole('searchbox')).toHaveCount(0);
  await client.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(client).toHaveURL(/\/materials$/);
  await clientContext.close();
});
