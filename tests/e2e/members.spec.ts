import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiTokens, loginAs } from './support';

const PASSWORD = 'Journey-pass-2026!';

/** Invites a member as `token`'s holder and signs them up; returns the new membership id. */
async function invite(
  request: APIRequestContext,
  token: string,
  role: 'marketer' | 'agent',
  first: string,
  last: string,
): Promise<string> {
  const email = `${first}.${last}@journey.test`.toLowerCase();
  const auth = { Authorization: `Bearer ${token}` };
  const invited = await request.post('/api/frontend/user-company/', { headers: auth, data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const outbox = await request.get(`/api/frontend/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status(), 'the dev outbox').toBe(200);
  const mailToken = /token=([A-Za-z0-9_.~-]+)/.exec(await outbox.text())?.[1];
  expect(mailToken, 'an invitation link in the mail').toBeTruthy();
  const signUp = await request.post('/api/frontend/user/', {
    multipart: {
      email,
      token: mailToken!,
      first_name: first,
      last_name: last,
      phone: '555-0100',
      address: '1 Journey Road',
      password: PASSWORD,
      confirm_password: PASSWORD,
    },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  const list = await request.get(`/api/frontend/user-company/?role=${role}&full_name=${encodeURIComponent(`${first} ${last}`)}`, {
    headers: auth,
  });
  const { items } = (await list.json()) as { items: { id: string }[] };
  expect(items).toHaveLength(1);
  return items[0]!.id;
}

test('an admin moves a marketer’s agents to another marketer, archives and restores the marketer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { access_token: admin } = await apiTokens(request, 'admin');
  const first = `Quill${tag}`;
  const second = `Wren${tag}`;
  const marketerA = await invite(request, admin, 'marketer', first, 'Journey');
  const marketerB = await invite(request, admin, 'marketer', second, 'Journey');
  // The first marketer invites two agents of their own.
  const signIn = await request.post('/api/frontend/user/token', {
    form: { username: `${first}.journey@journey.test`.toLowerCase(), password: PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { access_token: marketer } = (await signIn.json()) as { access_token: string };
  for (const name of ['Ash', 'Birch']) await invite(request, marketer, 'agent', `${name}${tag}`, 'Agent');
  expect(marketerB).toBeTruthy();

  await loginAs(page, 'admin');
  await page.getByLabel('Search marketers by name').fill(`quill${tag}`.slice(0, 9));
  await page.getByRole('link', { name: `${first} Journey` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${first} Journey` })).toBeVisible();
  const agents = page.getByRole('table', { name: 'Agents' });
  await expect(agents.getByRole('link', { name: `Ash${tag} Agent` })).toBeVisible();
  await expect(agents.getByRole('link', { name: `Birch${tag} Agent` })).toBeVisible();

  // Reassign one agent to the second marketer.
  await agents.getByRole('button', { name: `Reassign Ash${tag} Agent` }).click();
  let dialog = page.getByRole('dialog', { name: `Reassign Ash${tag} Agent?` });
  await dialog.getByRole('combobox', { name: 'New marketer' }).fill(second);
  await page.getByRole('option', { name: new RegExp(second) }).click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();
  await expect(agents.getByRole('link', { name: `Ash${tag} Agent` })).toBeHidden();

  // Archiving is refused while an agent remains.
  await page.getByRole('button', { name: `Archive ${first} Journey` }).click();
  dialog = page.getByRole('dialog', { name: `Archive ${first} Journey?` });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Reassign');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Reassign the rest, then archive.
  await agents.getByRole('button', { name: `Reassign Birch${tag} Agent` }).click();
  dialog = page.getByRole('dialog', { name: `Reassign Birch${tag} Agent?` });
  await dialog.getByRole('combobox', { name: 'New marketer' }).fill(second);
  await page.getByRole('option', { name: new RegExp(second) }).click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Archive ${first} Journey` }).click();
  dialog = page.getByRole('dialog', { name: `Archive ${first} Journey?` });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL(new RegExp(`/archive/${marketerA}$`));

  // Find them in the archive and restore them.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archive' }).click();
  await page.getByLabel('Search members by name').fill(first);
  await page.getByRole('button', { name: `Restore ${first} Journey` }).click();
  dialog = page.getByRole('dialog', { name: `Restore ${first} Journey?` });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'No members match your search' })).toBeVisible();
});
