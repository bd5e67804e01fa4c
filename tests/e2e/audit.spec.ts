import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, loginAs } from './support';

// One journey: the agent's account sees a wrong password and a download (through the API, with a user
// agent of our own); the admin opens Settings → Audit log, filters by that member and by action, reads
// the entries, and downloads the filtered log as CSV — the file holds exactly the filtered entries.

test('an admin filters the audit log and downloads it as CSV', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const userAgent = `AuditJourney/${tag}`;
  const agent = DEMO_USERS.agent;

  const wrong = await request.post('/api/frontend/user/token', {
    form: { username: agent.email, password: `wrong-${tag}` },
    headers: { 'user-agent': userAgent },
  });
  expect(wrong.status()).toBe(400);
  const signIn = await request.post('/api/frontend/user/token', {
    form: { username: agent.email, password: agent.password },
    headers: { 'user-agent': userAgent },
  });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = await signIn.json();
  const headers = { authorization: `Bearer ${token}`, 'user-agent': userAgent };
  const fileName = `audit-${tag}.txt`;
  const uploaded = await request.post('/api/frontend/material/', {
    headers,
    multipart: { file: { name: fileName, mimeType: 'text/plain', buffer: Buffer.from(`audited ${tag}`) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const material = await uploaded.json();
  expect((await request.get(`/api/frontend/material/${material.id}`, { headers })).status()).toBe(200);

  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/settings\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit entries' });
  await expect(table).toBeVisible();

  // Filter: the agent, failed sign-ins, from today.
  const member = page.getByRole('combobox', { name: 'Member' });
  await member.fill(agent.email);
  await page.getByRole('option', { name: new RegExp(agent.email.replace(/[.]/g, '\\.')) }).click();
  await page.getByRole('combobox', { name: 'Action' }).fill('Failed');
  await page.getByRole('option', { name: 'Failed sign-in' }).click();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From').fill(today);

  const rows = table.locator('tbody tr');
  await expect(rows.filter({ hasText: userAgent })).toHaveCount(1);
  const shown = await rows.count();
  for (let i = 0; i < shown; i += 1) {
    await expect(rows.nth(i)).toContainText('Failed sign-in');
    await expect(rows.nth(i)).toContainText(agent.email);
  }
  await expect(page.getByRole('status').filter({ hasText: /entr(y|ies)$/ })).toHaveText(
    shown === 1 ? '1 entry' : `${shown} entries`,
  );

  // The export holds the same entries.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`audit-log-${today}-${today}-to-today.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('time,action,actor,actor_email,actor_role,target_type,target,target_id,detail,ip,user_agent');
  expect(lines).toHaveLength(shown + 1);
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    expect(cells[1]).toBe('sign_in.failed');
    expect(cells[3]).toBe(agent.email);
    expect(cells[4]).toBe('agent');
  }
  expect(lines.filter((line) => line.endsWith(`,${userAgent}`))).toHaveLength(1);
  expect(csv).not.toContain(fileName);

  // Another action: the download of that file, by name.
  await page.getByRole('combobox', { name: 'Action' }).fill('Content down');
  await page.getByRole('option', { name: 'Content downloaded' }).click();
  await expect(rows.filter({ hasText: fileName })).toHaveCount(1);
  await expect(rows.filter({ hasText: fileName })).toContainText(userAgent);
  const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const downloads = readFileSync((await second.path())!, 'utf8')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(downloads.filter((line) => line.includes(`,material,${fileName},${material.id},`))).toHaveLength(1);
  expect(downloads.every((line) => line.split(',')[1] === 'content.downloaded')).toBe(true);
});
