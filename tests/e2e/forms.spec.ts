import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiTokens, drawSignature, loginAs } from './support';

// One journey: the agent sends the starter intake form from the client's page; the client, on a phone,
// fills it in over two visits (a reload keeps every answer), draws a signature and signs; the agent's
// bell shows it without a reload; the agent downloads the sealed PDF, which poppler's pdfsig verifies;
// the verification page accepts that file and refuses a copy with one byte changed.

const PHONE = { width: 390, height: 844 };
const unreadCount = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

/** A field by its label (required fields carry a " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: new RegExp(`^${group}`) }).getByRole('radio', { name: option, exact: true });

async function next(page: Page, heading: string) {
  // By keyboard: on a phone a toast can sit over the button (and a hovering pointer keeps it there).
  await page.getByRole('button', { name: /^(Next|Review and sign)$/ }).press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible({ timeout: 10_000 });
}

test('an agent sends an intake form; the client fills it on a phone over two visits, signs; the sealed PDF verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = (await (
    await request.get('/api/frontend/user/', {
      headers: { authorization: `Bearer ${(await apiTokens(request, 'client')).access_token}` },
    })
  ).json()) as { membership_id: string; first_name: string; last_name: string };

  // The agent sends the form from the client's page.
  const agentContext = await browser.newContext({ acceptDownloads: true });
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.goto(`/clients/${client.membership_id}`);
  await agent.getByRole('button', { name: 'Send intake form' }).click();
  const dialog = agent.getByRole('dialog', { name: /^Send an intake form to/ });
  await expect(dialog.getByLabel('Template')).toContainText('Client intake — life and health insurance');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(agent).toHaveURL(/\/materials\/form-review\/[0-9a-f-]{36}$/);
  const formId = /form-review\/([0-9a-f-]{36})$/.exec(agent.url())![1]!;
  await expect(agent.getByText(/^Waiting for .* to fill it in and sign it\.$/)).toBeVisible();

  // The agent keeps a page open; its bell must change live.
  await agent.goto('/clients');
  const bell = agent.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unreadBefore = unreadCount(await bell.getAttribute('aria-label'));

  // First visit on a phone: identity and part of contact.
  const clientContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await clientContext.newPage();
  await loginAs(phone, 'client');
  await phone.goto(`/materials/form-review/${formId}`);
  await expect(phone.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();
  await field(phone, 'First name').fill('Casey');
  await field(phone, 'Last name').fill('Client');
  await field(phone, 'Date of birth').fill('1984-02-29');
  await field(phone, 'Social Security number').fill('123-45-6789');
  await radio(phone, 'Sex at birth', 'Female').check();
  // A wrong value is named as it is typed.
  await next(phone, 'Contact');
  await field(phone, 'Email').fill('casey@');
  await expect(phone.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await field(phone, 'Email').fill('casey@example.com');
  await field(phone, 'Mobile phone').fill('+1 (555) 010-4477');
  await field(phone, 'Street address').fill('12 Elm Street');
  await saved(phone);
  // Nothing overflows the phone's width.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Second visit: a reload reopens at the step the client was on and keeps every answer.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  await expect(field(phone, 'Email')).toHaveValue('casey@example.com');
  await expect(field(phone, 'Mobile phone')).toHaveValue('+1 (555) 010-4477');
  await expect(field(phone, 'Street address')).toHaveValue('12 Elm Street');
  await phone.getByRole('button', { name: 'Back' }).click();
  await expect(phone.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();
  await expect(field(phone, 'First name')).toHaveValue('Casey');
  await expect(field(phone, 'Last name')).toHaveValue('Client');
  await expect(field(phone, 'Date of birth')).toHaveValue('1984-02-29');
  await expect(field(phone, 'Social Security number')).toHaveValue('123-45-6789');
  await expect(radio(phone, 'Sex at birth', 'Female')).toBeChecked();
  await next(phone, 'Contact');

  // The rest of the form.
  await field(phone, 'City').fill('Springfield');
  const state = phone.getByRole('combobox', { name: 'State *' });
  await state.click();
  await phone.getByRole('option', { name: 'IL', exact: true }).click();
  await expect(state).toHaveText('IL');
  await next(phone, 'Household');
  await radio(phone, 'Marital status', 'Married').check();
  await field(phone, 'Number of dependents').fill('2');
  await field(phone, 'Household annual income').fill('85000.50');
  await next(phone, 'Beneficiaries');
  await field(phone, 'Primary beneficiary \\(full name\\)').fill('Jordan Client');
  await radio(phone, 'Relationship to you', 'Spouse').check();
  await next(phone, 'Health questions');
  await radio(phone, 'Have you used tobacco', 'No').check();
  await phone.getByRole('checkbox', { name: 'High blood pressure' }).check();
  await next(phone, 'Consent');
  await radio(phone, 'May we contact you', 'Yes').check();
  await phone.getByRole('checkbox', { name: 'Term life' }).check();
  await next(phone, 'Review and sign');

  // Draw a signature with pointer events; the button waits for the consent.
  const signButton = phone.getByRole('button', { name: 'Sign the form' });
  await drawSignature(phone, phone.getByLabel('Signature pad: draw your signature'));
  await expect(signButton).toBeDisabled();
  await phone.getByRole('checkbox', { name: /^I agree to sign this form electronically/ }).check();
  await expect(signButton).toBeEnabled();
  await signButton.click();
  await expect(phone.getByText(/^Signed by .* \(client@demo\.cascade\.test\) on /)).toBeVisible({ timeout: 15_000 });

  // The agent's bell, without a reload.
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`);
  await bell.click();
  const recent = agent.getByRole('dialog', { name: 'Recent notifications' });
  const entry = recent.getByRole('button', { name: /^Unread: .* signed “Client intake — life and health insurance”/ }).first();
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(agent).toHaveURL(new RegExp(`/materials/form-review/${formId}$`));
  await expect(agent.getByText(/^Signed by .* \(client@demo\.cascade\.test\) on /)).toBeVisible();
  await expect(agent.getByText('Springfield')).toBeVisible();
  // The server sent the SSN masked; "Show" asks for it in full (an audited call of its own).
  // (The sealed PDF below them prints every answer too: the agent opens it by asking, a reveal of its own.)
  const identity = agent.getByRole('region', { name: 'Identity' });
  await expect(identity.getByText('•••-••-6789')).toBeVisible();
  await expect(identity.getByText('123-45-6789')).toHaveCount(0);
  await identity.getByRole('button', { name: 'Show Social Security number' }).click();
  await expect(identity.getByText('123-45-6789')).toBeVisible();

  // The sealed PDF, opened on request (audited like a reveal), really downloaded.
  await agent.getByRole('button', { name: 'Show sealed PDF' }).click();
  const downloadStarted = agent.waitForEvent('download');
  await agent.getByRole('button', { name: 'Download sealed PDF' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('Client intake — life and health insurance.pdf');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-e2e-form-'));
  const sealed = path.join(dir, 'sealed.pdf');
  await download.saveAs(sealed);
  const bytes = readFileSync(sealed);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Checked by a tool nobody here wrote.
  const report = execFileSync('pdfsig', [sealed], { encoding: 'utf8' });
  expect(report).toContain('Signature is Valid.');
  expect(report).toContain('Total document signed');

  // The verification page accepts it …
  await agent.goto('/forms/verify');
  await agent.getByLabel('PDF to verify').setInputFiles(sealed);
  const verdict = agent.getByRole('status').filter({ hasText: /Valid and unchanged|Not a valid sealed record/ });
  await expect(verdict).toContainText('Valid and unchanged');
  await expect(verdict).toContainText('signed “Client intake — life and health insurance”');

  // … and refuses a copy with one byte changed (inside the signed content).
  const changed = Buffer.from(bytes);
  const at = changed.indexOf('/MediaBox');
  changed[at + 1] = changed[at + 1]! ^ 0x01;
  const changedPath = path.join(dir, 'changed.pdf');
  writeFileSync(changedPath, changed);
  let broken = '';
  try {
    broken = execFileSync('pdfsig', [changedPath], { encoding: 'utf8' });
  } catch (error) {
    broken = String((error as { stdout?: string }).stdout ?? '');
  }
  expect(broken).not.toContain('Signature is Valid.');
  await agent.getByLabel('PDF to verify').setInputFiles(changedPath);
  await expect(verdict).toContainText('Not a valid sealed record');
  await expect(verdict).toContainText(/changed after (it was )?seal/i);

  // Both find it among their forms under Materials, signed.
  for (const [page, who] of [
    [phone, 'From Alex Agent'],
    [agent, 'For '],
  ] as const) {
    await page.goto('/materials?tab=forms');
    await expect(page.getByRole('tab', { name: 'Forms', selected: true })).toBeVisible();
    // This form's row (other journeys send the same client forms of the same template).
    const row = page
      .getByRole('link', { name: /^Client intake — life and health insurance/ })
      .and(page.locator(`[href="/materials/form-review/${formId}"]`));
    await expect(row).toContainText(who);
    await expect(row).toContainText('Signed');
    await expect(row).toHaveAttribute('href', `/materials/form-review/${formId}`);
  }

  await clientContext.close();
  await agentContext.close();
});

test('a form sent from the send dialog arrives live in the client’s shared list filtered to intake forms, and opens from there', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const title = `Welcome pack ${tag}.txt`;
  const { access_token } = await apiTokens(request, 'agent');
  const uploaded = await request.post('/api/frontend/material/', {
    headers: { authorization: `Bearer ${access_token}` },
    multipart: { file: { name: title, mimeType: 'text/plain', buffer: Buffer.from(`Welcome ${tag}\n`) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const formTitle = 'Client intake — life and health insurance';

  // The client watches "Shared with me", narrowed to intake forms, newest first.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await loginAs(client, 'client');
  await client.goto('/materials?tab=shared');
  await client.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Intake forms' });
  await expect(client).toHaveURL(/[?&]type=intake_form/);
  await client.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest first' });
  const forms = client.getByRole('table', { name: 'Materials' }).getByRole('row', { name: formTitle });
  // Other journeys may have sent this client forms already: the count is compared.
  await expect(client.getByRole('combobox', { name: 'Type' })).toHaveValue('intake_form');
  await client.waitForLoadState('networkidle');
  const before = await forms.count();
  await expect(client.getByRole('link', { name: title })).toHaveCount(0);

  // The agent sends a file and, in the same dialog, a form from the starter template.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.goto('/materials');
  await agent.getByRole('checkbox', { name: `Select ${title}` }).check();
  await agent.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Send 1 item' });
  await dialog.getByLabel('Find a member').fill('Casey');
  await dialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await dialog.getByRole('combobox', { name: 'Also send an intake form' }).click();
  await agent.getByRole('option', { name: formTitle }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  // No reload: the new form is at the top of the client's filtered list; the file is not in it.
  await expect(forms).toHaveCount(before + 1);
  await expect(forms.first()).toContainText('To fill in');
  await expect(forms.first()).toContainText('Alex Agent');
  await expect(client.getByRole('link', { name: title })).toHaveCount(0);
  await client.screenshot({ path: test.info().outputPath('shared-intake-forms-1280.png') });
  await forms.first().getByRole('link', { name: formTitle }).click();
  await expect(client).toHaveURL(/\/materials\/form-review\/[0-9a-f-]{36}$/);
  await expect(client.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();

  // The agent finds it among what they sent the client.
  const clientId = (
    (await (
      await request.get('/api/frontend/user/', {
        headers: { authorization: `Bearer ${(await apiTokens(request, 'client')).access_token}` },
      })
    ).json()) as { membership_id: string }
  ).membership_id;
  await agent.goto(`/materials/client/${clientId}`);
  await expect(agent.getByRole('heading', { name: 'Sent to Casey Client' })).toBeVisible();
  await expect(agent.getByRole('row', { name: formTitle }).first()).toBeVisible();
  await agentContext.close();
  await clientContext.close();
});
