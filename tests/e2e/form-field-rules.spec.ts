import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiTokens, loginAs } from './support';

// The client's Identity step checks what a person can get wrong and says how to fix it, in the server's
// words: a Social Security number of 2 digits, a date of birth in 2090, a date with the year not typed.

const API = '/api/frontend';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const helper = (page: Page, label: string) => page.locator(`#${label}-helper-text`);

async function bearer(request: APIRequestContext, role: 'agent' | 'client') {
  return { authorization: `Bearer ${(await apiTokens(request, role)).access_token}` };
}

/** A fresh starter form sent to the demo client. */
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
  return ((await sent.json()) as { id: string }).id;
}

test('a 2-digit SSN, a birth date in 2090 and a half-typed date are refused with what to fix', async ({ page, request }) => {
  const formId = await freshForm(request);
  await loginAs(page, 'client');
  await page.goto(`/materials/form-review/${formId}`);
  await expect(page.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();
  await field(page, 'First name').fill('Casey');
  await field(page, 'Last name').fill('Client');

  const ssn = field(page, 'Social Security number');
  await ssn.fill('12');
  await expect(helper(page, 'field-ssn')).toHaveText('Enter the 9 digits of the Social Security number, like 123-45-6789.');
  await ssn.fill('abc-de-fghi');
  await expect(helper(page, 'field-ssn')).toHaveText('Enter the 9 digits of the Social Security number, like 123-45-6789.');

  const birth = field(page, 'Date of birth');
  await birth.fill('2090-01-01');
  await expect(helper(page, 'field-date_of_birth')).toHaveText('A date of birth cannot be in the future.');

  // Month and day typed, the year not: the step names the date as incomplete, not as missing.
  await birth.fill('');
  await birth.focus();
  await page.keyboard.type('0512');
  await page.getByRole('button', { name: 'Next' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'things need fixing' });
  await expect(summary).toContainText('Date of birth — Enter a full date (month, day and year).');
  await expect(summary).toContainText('Social Security number — Enter the 9 digits of the Social Security number');
  await expect(helper(page, 'field-date_of_birth')).toHaveText('Enter a full date (month, day and year).');
  await expect(page.getByRole('heading', { name: 'Identity', level: 2 })).toBeVisible();

  // Put right, the step goes on; the number is kept as 123-45-6789 however it was typed.
  await birth.fill('1984-02-29');
  await ssn.fill('123456789');
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/intake-form/${formId}/details`, { headers: await bearer(request, 'client') });
      const { answers } = (await response.json()) as { answers: Record<string, unknown> };
      return [answers.ssn, answers.date_of_birth];
    })
    .toEqual(['123-45-6789', '1984-02-29']);
});
