import { expect, test } from '@playwright/test';
import { freshAdmin, join } from './support';

// A company of its own, so no other journey's members count as somewhere to move to.
test('Reassign is offered for an agent only once there is a second marketer to move them to', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const admin = await freshAdmin(request);
  const signIn = await request.post('/api/frontend/user/token', { form: { username: admin.email, password: admin.password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { access_token: adminToken } = (await signIn.json()) as { access_token: string };
  const marketer = await join(request, adminToken, 'marketer', `Solo${tag}`, 'Marketer');
  const agentName = `Lone${tag} Agent`;
  await join(request, marketer.token, 'agent', `Lone${tag}`, 'Agent');

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/marketers(\?|$)/);

  // One marketer: the agent has nowhere to go, and the marketer (under the only admin) neither.
  await page.goto(`/marketers/${marketer.id}`);
  const agents = page.getByRole('table', { name: 'Agents' });
  await expect(agents.getByRole('link', { name: agentName })).toBeVisible();
  await expect(agents.getByRole('button', { name: `Archive ${agentName}` })).toBeVisible();
  await expect(agents.getByRole('button', { name: `Reassign ${agentName}` })).toHaveCount(0);
  await page.goto('/agents');
  await expect(page.getByRole('link', { name: agentName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reassign ${agentName}` })).toHaveCount(0);
  await page.goto('/marketers');
  await expect(page.getByRole('link', { name: `Solo${tag} Marketer` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Reassign Solo${tag} Marketer` })).toHaveCount(0);

  // A second marketer joins: now Reassign is offered, and the dialog offers that marketer.
  await join(request, adminToken, 'marketer', `Second${tag}`, 'Marketer');
  await page.goto(`/marketers/${marketer.id}`);
  await agents.getByRole('button', { name: `Reassign ${agentName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reassign ${agentName}?` });
  await dialog.getByRole('combobox', { name: 'New marketer' }).click();
  await expect(page.getByRole('option', { name: new RegExp(`Second${tag} Marketer`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`Solo${tag} Marketer`) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/agents');
  await expect(page.getByRole('button', { name: `Reassign ${agentName}` })).toBeVisible();
});
