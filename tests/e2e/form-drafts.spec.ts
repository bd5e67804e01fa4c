import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { apiTokens, loginAs } from './support';

// Answers are never lost while the page says they are kept: a mistyped email beside a street (the street
// is saved, the email is named and still there after the tab is closed), and an answer typed offline
// before the tab is closed (back online, a new tab shows it and saves it to the server).

const API = '/api/frontend';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
/** The form's save status (not a notification toast, which is a status too). */
const status = (page: Page) => page.getByRole('status').filter({ hasNotText: /^New form to fill in/ });
const IDENTITY = {
  first_name: 'Casey',
  last_name: 'Client',
  date_of_birth: '1984-02-29',
  ssn: '123-45-6789',
  gender: 'Female',
};

async function bearer(request: APIRequestContext, role: 'agent' | 'client') {
  return { authorization: `Bearer ${(await apiTokens(request, role)).access_token}` };
}

/** A fresh starter form sent to the demo client, with the first step already answered (through the API). */
async function freshForm(request: APIRequestContext): Promise<string> {
  const agent = await bearer(request, 'agent');
  const client = await bearer(request, 'client');
  const me = (await (await request.get(`${API}/user/`, { headers: client })).json()) as { membership_id: string };
  const templates = (await (await request.get(`${API}/intake-form-template/`, { headers: agent })).json()) as { id: string }[];
  const sent = await request.post(`${API}/intake-form/`, {
    headers: agent,
    data: { template_id: templates[0]!.id, client_id: me.membership_id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const form = (await sent.json()) as { id: string; version: number };
  const saved = await request.put(`${API}/intake-form/${form.id}`, {
    headers: client,
    data: { version: form.version, answers: IDENTITY },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return form.id;
}

async function serverAnswers(request: APIRequestContext, formId: string): Promise<Record<string, unknown>> {
  const response = await request.get(`${API}/intake-form/${formId}/details`, { headers: await bearer(request, 'client') });
  return ((await response.json()) as { answers: Record<string, unknown> }).answers;
}

/** Opens the form in a new tab of the same browser and goes to the Contact step. */
/** The answers kept in this browser's localStorage for a form (any template version), or undefined. */
async function deviceDraft(context: BrowserContext, formId: string): Promise<Record<string, unknown> | undefined> {
  const { origins } = await context.storageState();
  const entry = origins.flatMap((o) => o.localStorage).find((item) => item.name.includes(formId));
  return entry ? (JSON.parse(entry.value) as Record<string, unknown>) : undefined;
}

async function openContact(context: BrowserContext, formId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/materials/form-review/${formId}`);
  await expect(page.getByRole('heading', { name: /^(Identity|Contact)$/, level: 2 })).toBeVisible();
  if (await page.getByRole('heading', { name: 'Identity', level: 2 }).isVisible()) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  return page;
}

test('a mistyped email does not lose the street: the street is saved, the email is named, both are there after the tab is closed', async ({
  browser,
  request,
}) => {
  const formId = await freshForm(request);
  const context = await browser.newContext();
  const first = await context.newPage();
  await loginAs(first, 'client');
  await first.close();

  const tab = await openContact(context, formId);
  await field(tab, 'Street address').fill('12 Elm Street');
  await field(tab, 'Email').fill('typo@example');
  await expect(status(tab)).toHaveText(
    'Not saved: Email — Enter an email address like name@example.com. Your other answers are saved.',
  );
  expect((await serverAnswers(request, formId)).street).toBe('12 Elm Street');
  await tab.close();

  const again = await openContact(context, formId);
  await expect(field(again, 'Street address')).toHaveValue('12 Elm Street');
  await expect(field(again, 'Email')).toHaveValue('typo@example');
  await expect(again.getByText('Enter an email address like name@example.com.').first()).toBeVisible();
  await expect(status(again)).toHaveText(/^Not saved: Email — /);
  // The summary names the field that stops the step.
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(again.getByRole('alert')).toContainText('Email — Enter an email address like name@example.com.');

  // Fixed, it is saved and nothing is left waiting on this device.
  await field(again, 'Email').fill('casey@example.com');
  await expect(status(again)).toHaveText('All changes saved.');
  expect((await serverAnswers(request, formId)).email).toBe('casey@example.com');
  expect(await again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cascade.form-draft.')))).toEqual([]);
  await context.close();
});

test('an answer typed offline survives closing the tab and reaches the server once back online', async ({ browser, request }) => {
  const formId = await freshForm(request);
  const context = await browser.newContext();
  const first = await context.newPage();
  await loginAs(first, 'client');
  await first.close();

  const tab = await openContact(context, formId);
  await context.setOffline(true);
  await field(tab, 'City').fill('Springfield');
  await expect(status(tab)).toHaveText('Saved on this device — will send when back online.');
  await tab.close();
  // The tab's last save leaves with `keepalive`; whether the browser's offline emulation still holds it
  // back once the page is gone is not ours to decide, so what is checked is the copy on this device.
  expect(await deviceDraft(context, formId)).toMatchObject({ city: 'Springfield' });

  await context.setOffline(false);
  const back = await openContact(context, formId);
  await expect(field(back, 'City')).toHaveValue('Springfield');
  await expect(status(back)).toHaveText('All changes saved.');
  expect((await serverAnswers(request, formId)).city).toBe('Springfield');
  await context.close();
});
