import { expect, test } from '@playwright/test';
import { apiTokens, loginAs } from './support';

test('a client sees a material their agent sends, live, and opens it from the bell', async ({ page, request }) => {
  // The bell's count comes with the first page of notifications: read it once that page is shown, not
  // before (the bell says "Notifications" until then, whatever is unread).
  const listed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/frontend/notification/' && r.request().method() === 'GET',
  );
  await loginAs(page, 'client');
  const before = ((await (await listed).json()) as { unread: number }).unread;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Notifications' : `Notifications, ${before} unread`);

  // The agent, elsewhere, uploads a material and sends it to the client.
  const agent = await apiTokens(request, 'agent');
  const headers = { authorization: `Bearer ${agent.access_token}` };
  const title = `Rate sheet ${Date.now()}.txt`;
  const uploaded = await request.post('/api/frontend/material/', {
    headers,
    multipart: { file: { name: title, mimeType: 'text/plain', buffer: Buffer.from('Premiums for 2027\n') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const material = (await uploaded.json()) as { id: string };
  const client = (await (
    await request.get('/api/frontend/user/', {
      headers: { authorization: `Bearer ${(await apiTokens(request, 'client')).access_token}` },
    })
  ).json()) as {
    membership_id: string;
  };
  const sent = await request.post('/api/frontend/content/copy/send', {
    headers,
    data: { folder_ids: [], material_ids: [material.id], recipient_ids: [client.membership_id] },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // No reload: the socket brings it.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell.click();
  const recent = page.getByRole('dialog', { name: 'Recent notifications' });
  const item = recent.getByRole('button', { name: /^Unread: Alex Agent shared the file “[^”]+” with you/ }).first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/materials\/review\/[0-9a-f-]{36}$/);
  // Opening it marked it read.
  await page.goto('/materials');
  await expect(bell).toHaveAttribute('aria-label', before === 0 ? 'Notifications' : `Notifications, ${before} unread`);
});
