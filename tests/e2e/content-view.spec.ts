import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('the grid or list view is kept in the address: reload and Back come back to it', async ({ page }) => {
  await loginAs(page, 'agent');
  await page.goto('/materials');
  await expect(page.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Grid view' }).first().click();
  await expect(page).toHaveURL(/[?&]view=grid/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Grid view' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/meetings');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]view=grid/);
  await expect(page.getByRole('button', { name: 'Grid view' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'List view' }).first().click();
  await expect(page).toHaveURL(/[?&]view=list/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' }).first()).toHaveAttribute('aria-pressed', 'true');
});
