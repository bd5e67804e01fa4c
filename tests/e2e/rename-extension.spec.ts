import { expect, test } from '@playwright/test';
import { apiTokens, loginAs } from './support';

// Renaming a file to another extension is asked about first, and the file's icon follows its new name.

test('renaming notes.txt to .csv asks first, then shows the spreadsheet icon', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const { access_token: token } = await apiTokens(request, 'agent');
  const uploaded = await request.post('/api/frontend/material/', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: `Notes ${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from('plan,price\nTerm,18\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  await loginAs(page, 'agent');
  await page.goto(`/materials?view=grid&q=${tag}`);
  const before = page.getByRole('listitem', { name: `Notes ${tag}.txt` });
  await expect(before.locator('[data-kind]')).toHaveAttribute('data-kind', 'document');
  await expect(before.getByLabel('Document', { exact: true })).toBeVisible();

  await before.getByRole('button', { name: `Rename Notes ${tag}.txt` }).click();
  const field = page.getByRole('textbox', { name: `New name for Notes ${tag}.txt` });
  await field.fill(`Rates ${tag}.csv`);
  await field.press('Enter');
  const question = before.getByRole('alert');
  await expect(question).toHaveText(/Change the extension from \.txt to \.csv\? The file may open differently\./);
  await expect(field).toHaveValue(`Rates ${tag}.csv`);
  await question.getByRole('button', { name: 'Change to .csv' }).click();

  const after = page.getByRole('listitem', { name: `Rates ${tag}.csv` });
  await expect(after.locator('[data-kind]')).toHaveAttribute('data-kind', 'spreadsheet');
  await expect(after.getByLabel('Spreadsheet', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Rates ${tag}.csv` }).locator('[data-kind]')).toHaveAttribute(
    'data-kind',
    'spreadsheet',
  );
});
