import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_USERS, loginAs, type Role } from './support';
import { startOwnStack, type OwnStack } from './support/own-stack';

// The demo company as shipped: materials need approval before they reach clients. A marketer's brochure
// is refused to a client until an admin approves it from the queue; its approved v2 reaches the client's
// open page without a reload; a recall closes that page's preview with the reason; a short "use until"
// shows "Expired". Each role in its own browser context, through nginx, on an API of its own.
let stack: OwnStack;
const API = '/api/frontend';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startOwnStack({ SEED_DEMO_APPROVAL: 'true' });
});
test.afterAll(async () => {
  await stack?.stop();
});

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 50, y: 600, size: 24, font });
  return Buffer.from(await doc.save());
}

async function tokenOf(api: APIRequestContext, role: Role): Promise<Record<string, string>> {
  const { email, password } = DEMO_USERS[role];
  const response = await api.post(`${API}/user/token`, { form: { username: email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

test('approval before clients, a new approved version live, a recall that closes the preview, expiry', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: stack.baseUrl });
  const [marketer, admin] = await Promise.all((['marketer', 'admin'] as const).map((r) => tokenOf(api, r)));
  const tag = Date.now().toString(36);
  const title = `Brochure ${tag}.pdf`;
  const context = () => browser.newContext({ baseURL: stack.baseUrl });

  // The marketer uploads a brochure and passes it to their agent (staff may share a pending version).
  const uploaded = await api.post(`${API}/material/`, {
    headers: marketer,
    multipart: { file: { name: title, mimeType: 'application/pdf', buffer: await pdf(`Summit brochure v1 ${tag}`) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const originId = ((await uploaded.json()) as { id: string }).id;
  const toAgent = await api.get(`${API}/user-company/?role=agent`, { headers: marketer });
  const agentId = ((await toAgent.json()) as { items: { id: string }[] }).items[0]!.id;
  expect(
    (
      await api.post(`${API}/content/copy/send`, {
        headers: marketer,
        data: { folder_ids: [], material_ids: [originId], recipient_ids: [agentId] },
      })
    ).status(),
  ).toBe(200);

  // The agent tries to send it to their client: refused, and the screen says why.
  const agentPage = await (await context()).newPage();
  await loginAs(agentPage, 'agent');
  await agentPage.goto('/materials?tab=shared');
  await agentPage.getByRole('checkbox', { name: `Select ${title}` }).check();
  const send = async () => {
    await agentPage.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
    const dialog = agentPage.getByRole('dialog', { name: 'Send 1 item' });
    await dialog.getByLabel('Find a member').fill('Casey');
    await dialog.getByRole('checkbox', { name: 'Casey Client' }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    return dialog;
  };
  const refused = await send();
  await expect(agentPage.getByText(`“${title}” is waiting for approval`).first()).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // The admin approves it from the queue, beside nothing (a first version).
  const adminPage = await (await context()).newPage();
  await loginAs(adminPage, 'admin');
  // The navigation has the queue, with how many versions wait in it.
  const approvalsLink = adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Approvals/ });
  await expect(approvalsLink).toContainText('waiting');
  await approvalsLink.click();
  const card = adminPage.getByRole('article', { name: `${title}, version 1` });
  await expect(card.getByText('No approved version yet')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Nothing is waiting for approval.')).toBeVisible();

  // Now the send goes through.
  const sent = await send();
  await expect(sent).toBeHidden();

  // The client opens it: v1's pages.
  const clientPage = await (await context()).newPage();
  await loginAs(clientPage, 'client');
  await clientPage.goto('/materials?tab=shared');
  await clientPage.getByRole('link', { name: title }).click();
  const viewer = clientPage.getByRole('region', { name: `Preview of ${title}` });
  await expect(viewer.getByRole('group', { name: 'Page 1', exact: true }).locator('.textLayer')).toContainText(
    `Summit brochure v1 ${tag}`,
  );
  await expect(clientPage.getByText('Approved', { exact: true })).toBeVisible();

  // v2 is uploaded and approved: the client's open page shows it, marked Updated, without a reload.
  const v2 = await api.post(`${API}/material/${originId}/versions`, {
    headers: marketer,
    multipart: {
      note: 'New rates',
      file: { name: title, mimeType: 'application/pdf', buffer: await pdf(`Summit brochure v2 ${tag}`) },
    },
  });
  expect(v2.status(), await v2.text()).toBe(201);
  await expect(viewer.getByRole('group', { name: 'Page 1', exact: true }).locator('.textLayer')).toContainText(
    `Summit brochure v1 ${tag}`,
  );
  expect((await api.post(`${API}/material/${originId}/versions/2/approve`, { headers: admin, data: {} })).status()).toBe(204);
  await expect(clientPage.getByText(/^v2 · approved by Avery Admin/)).toBeVisible();
  await expect(viewer.getByRole('group', { name: 'Page 1', exact: true }).locator('.textLayer')).toContainText(
    `Summit brochure v2 ${tag}`,
  );

  // The admin recalls it: the client's open preview closes with the reason.
  expect(
    (
      await api.post(`${API}/material/${originId}/recall`, { headers: admin, data: { reason: `Carrier withdrew it ${tag}` } })
    ).status(),
  ).toBe(204);
  await expect(
    clientPage.getByRole('alert').filter({ hasText: `This material was withdrawn: Carrier withdrew it ${tag}` }),
  ).toBeVisible();
  await expect(viewer).toHaveCount(0);

  // Undone, then a "use until" a few seconds ahead: once it passes, the client's page says Expired.
  expect((await api.delete(`${API}/material/${originId}/recall`, { headers: admin })).status()).toBe(204);
  await expect(viewer).toBeVisible();
  const until = new Date(Date.now() + 3_000).toISOString();
  expect(
    (await api.put(`${API}/material/${originId}/use-until`, { headers: marketer, data: { use_until: until } })).status(),
  ).toBe(204);
  await expect(async () => {
    await clientPage.reload();
    await expect(clientPage.getByText('Expired', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(clientPage.getByText(/expired on .* can no longer be opened/)).toBeVisible();
  // Their list says so too, in words.
  await clientPage.goto('/materials?tab=shared');
  const row = clientPage.getByRole('row', { name: title });
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
});
