import { expect, test } from '@playwright/test';
import { DEMO_USERS, uniqueEmail } from './support';
import { startOwnStack, type OwnStack } from './support/own-stack';

// The journeys' API lets 100 000 failed invitation lookups through per address (every journey comes from
// 127.0.0.1); this one needs the throttle to bite, so it runs against its own API allowing 3.
let stack: OwnStack;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startOwnStack({ RATE_LIMIT_INVITATION_IP: '3/900' });
});

test.afterAll(async () => {
  await stack?.stop();
});

test('an invitation link refused by the per-address throttle says so and to try later, not that the link is invalid', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: stack.baseUrl });
  const signIn = await api.post('/api/frontend/user/token', {
    form: { username: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { access_token: admin } = (await signIn.json()) as { access_token: string };
  const email = uniqueEmail('throttled');
  const invited = await api.post('/api/frontend/user-company/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { email, role: 'marketer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await (await api.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(email)}`)).text();
  const link = /https?:\/\/\S+\/auth\/invitation-confirm\?[^\s"\\]+/.exec(outbox)?.[0];
  expect(link, 'an invitation link in the mail').toBeTruthy();
  const genuine = new URL(link!);
  expect(genuine.origin).toBe(stack.baseUrl);

  // The mailed link works and leads on to sign-up; a good lookup never counts against the address.
  await page.goto(genuine.href);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to create your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const signUp = page.url();

  // Three wrong links from this address use up its allowance; each says the link is invalid.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const wrong = new URL(genuine.href);
    wrong.searchParams.set('token', `wrong-${attempt}-${genuine.searchParams.get('token')}`);
    await page.goto(wrong.href);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid invitation link' })).toBeVisible();
  }

  // Now even the genuine links are refused for the throttle, and both pages say that, not "invalid".
  for (const href of [genuine.href, signUp]) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: 'Too many attempts' })).toBeVisible();
    await expect(page.getByText(/Please wait .+ and try again\./)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invalid invitation link' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  }
  await api.dispose();
});
