import { expect, test } from '@playwright/test';
import { apiTokens, DEMO_USERS, loginAs } from './support';

// One journey: an agent sends a form; the client, signed out, opens the mail (read from the dev outbox,
// shown as the mail client would show its HTML part), follows its button, signs in and lands on the form;
// then turns the digest off in the settings, and it stays off.

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  created_at: string;
}

test('a client who is not signed in follows the mailed form’s button, signs in and lands on it; then turns the digest off', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const clientEmail = DEMO_USERS.client.email;
  const client = (await (
    await request.get('/api/frontend/user/', {
      headers: { authorization: `Bearer ${(await apiTokens(request, 'client')).access_token}` },
    })
  ).json()) as { membership_id: string };

  // The agent sends the form from the client's page.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.goto(`/clients/${client.membership_id}`);
  await agent.getByRole('button', { name: 'Send intake form' }).click();
  const dialog = agent.getByRole('dialog', { name: /^Send an intake form to/ });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(agent).toHaveURL(/\/materials\/form-review\/[0-9a-f-]{36}$/);
  const formId = /form-review\/([0-9a-f-]{36})$/.exec(agent.url())![1]!;
  await agentContext.close();

  // The mail reaches the client's outbox: found by the form's link.
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(clientEmail)}`);
        if (!response.ok()) return undefined; // a busy shared machine may shed a poll (503): the next one counts
        const messages = (await response.json()) as Mail[];
        mail = messages.find((m) => m.text.includes(`/materials/form-review/${formId}`));
        return mail?.subject;
      },
      { message: 'the form mailed to the client', timeout: 30_000 },
    )
    .toMatch(/^New form to fill in: /);
  expect(mail!.text).toMatch(/Why you cannot turn this off/);
  expect(mail!.html).toBeTruthy();

  // Signed out, on a phone: the mail as its HTML part shows, then its button.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.setContent(mail!.html!);
  const button = page.getByRole('link', { name: 'Open the form' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width, 'the button fits a phone').toBeLessThanOrEqual(390);
  await button.click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('Email').fill(clientEmail);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/materials/form-review/${formId}$`));
  await expect(page.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();

  // The client turns the digest off; it stays off.
  await page.goto('/settings/profile');
  const section = page.getByRole('region', { name: 'Email notifications' });
  await section.getByRole('combobox', { name: 'Digest', exact: true }).click();
  await page.getByRole('option', { name: 'Off — no digest' }).click();
  await expect(section.getByText('Saved: digest off — no digest.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Email notifications' }).getByRole('combobox', { name: 'Digest', exact: true }),
  ).toHaveText('Off — no digest');
  const preferences = await request.get('/api/frontend/user/mail-preferences', {
    headers: { authorization: `Bearer ${(await apiTokens(request, 'client')).access_token}` },
  });
  expect(((await preferences.json()) as { digest: { frequency: string } }).digest.frequency).toBe('off');
  await phone.close();
});
