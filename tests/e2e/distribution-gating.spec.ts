import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_USERS, loginAs, type Role } from './support';
import { startOwnStack, type OwnStack } from './support/own-stack';

// An admin restricts a guide to licensed agents in Texas; the marketer's send dialog greys out an
// unlicensed agent with the reason; the agent sends it view only to a Texas client (a Florida client
// cannot be picked) and asks to be told; the client sees the watermark with their own name on the rendered
// page and no download; the agent is told live when the client opens it; the admin exports the sealed
// report and the verification page accepts it. Each role in its own browser context, through nginx.
let stack: OwnStack;
const API = '/api/frontend';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startOwnStack({});
});
test.afterAll(async () => {
  await stack?.stop();
});

async function guide(text: string): Promise<Buffer> {
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

test('licence and state gating, view only, a watermark, a live first open, and a report that verifies', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL: stack.baseUrl });
  const admin = await tokenOf(api, 'admin');
  const agent = await tokenOf(api, 'agent');
  const client = await tokenOf(api, 'client');
  const tag = Date.now().toString(36);
  const title = `Annuity guide ${tag}.pdf`;
  const context = () => browser.newContext({ baseURL: stack.baseUrl, acceptDownloads: true });
  const profile = async (as: Record<string, string>, data: object) =>
    expect((await api.patch(`${API}/user/`, { headers: as, data })).status()).toBe(200);

  const uploaded = await api.post(`${API}/material/`, {
    headers: admin,
    multipart: { file: { name: title, mimeType: 'application/pdf', buffer: await guide(`Guaranteed income ${tag}`) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const originId = ((await uploaded.json()) as { id: string }).id;
  // The demo company approves materials before clients: the admin approves their own upload.
  expect((await api.post(`${API}/material/${originId}/versions/1/approve`, { headers: admin, data: {} })).status()).toBe(204);

  // The admin restricts it to licensed agents and clients in Texas, and watermarks it for clients.
  const adminPage = await (await context()).newPage();
  await loginAs(adminPage, 'admin');
  await adminPage.goto(`/materials/review/${originId}`);
  const rules = adminPage.getByRole('region', { name: 'Who may receive it' });
  await rules.getByLabel('Agents need a securities licence').check();
  await rules.getByLabel('Only clients in these states').fill('Texas');
  await adminPage.getByRole('option', { name: 'Texas' }).click();
  await rules.getByLabel(/Watermark for clients/).check();
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(adminPage.getByText('Rules saved: every copy follows them now.')).toBeVisible();
  expect(
    (
      await api.post(`${API}/content/copy/send`, {
        headers: admin,
        data: { folder_ids: [], material_ids: [originId], recipient_ids: [await idOf('marketer')] },
      })
    ).status(),
  ).toBe(200);

  // The agent has no licence on file: the marketer's dialog greys them out, with the reason.
  await profile(agent, { has_security_license: false });
  const marketerPage = await (await context()).newPage();
  await loginAs(marketerPage, 'marketer');
  await marketerPage.goto('/materials?tab=shared');
  await marketerPage.getByRole('checkbox', { name: `Select ${title}` }).check();
  await marketerPage.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
  const marketerDialog = marketerPage.getByRole('dialog', { name: 'Send 1 item' });
  await marketerDialog.getByLabel('Find a member').fill('Alex');
  await expect(
    marketerDialog.getByText(/Alex Agent cannot receive .*: it is for agents with a securities licence/),
  ).toBeVisible();
  await expect(marketerDialog.getByRole('button', { name: /Alex Agent/ })).toHaveAttribute('aria-disabled', 'true');
  await marketerDialog.getByRole('button', { name: 'Cancel' }).click();

  // With a licence on file, the agent receives it; their Florida client cannot be picked.
  await profile(agent, { has_security_license: true });
  await marketerPage.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
  await marketerDialog.getByLabel('Find a member').fill('Alex');
  await marketerDialog.getByRole('checkbox', { name: 'Alex Agent' }).check();
  await marketerDialog.getByRole('button', { name: 'Send' }).click();
  await expect(marketerDialog).toBeHidden();

  await profile(client, { state: 'FL' });
  const agentPage = await (await context()).newPage();
  await loginAs(agentPage, 'agent');
  await agentPage.goto('/materials?tab=shared');
  await agentPage.getByRole('checkbox', { name: `Select ${title}` }).check();
  const agentSend = async () => {
    await agentPage.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
    const dialog = agentPage.getByRole('dialog', { name: 'Send 1 item' });
    await dialog.getByLabel('Find a member').fill('Casey');
    return dialog;
  };
  let dialog = await agentSend();
  await expect(dialog.getByText(/only for clients in TX, and Casey Client's state on file is FL/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Casey Client/ })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // In Texas, the client can be picked: view only, and "tell me when they open it".
  await profile(client, { state: 'TX' });
  dialog = await agentSend();
  await dialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await dialog.getByRole('checkbox', { name: /View only/ }).check();
  await dialog.getByRole('checkbox', { name: 'Tell me when they open it' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();

  // The client opens it: their name on the rendered page, no download; the agent is told at once.
  const clientPage = await (await context()).newPage();
  await loginAs(clientPage, 'client');
  await clientPage.goto('/materials?tab=shared');
  await clientPage.getByRole('link', { name: title }).click();
  await expect(clientPage.getByText(`Guaranteed income ${tag}`)).toBeVisible({ timeout: 30_000 });
  await expect(clientPage.getByText(/Prepared for Casey Client - client@demo\.cascade\.test - \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(clientPage.getByText(/to view in Cascade only/)).toBeVisible();
  await expect(agentPage.getByText(`Casey Client opened “${title}”`).first()).toBeVisible({ timeout: 15_000 });

  // The admin exports the signed report from the Distribution page; the verification page accepts it.
  await adminPage.goto(`/materials/distribution/${originId}`);
  const levels = adminPage.getByRole('region', { name: 'Copies per level' });
  await expect(levels.getByText('Clients').locator('..')).toContainText('1 received1 opened');
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Signed PDF report' }).click(),
  ]);
  const report = await download.path();
  await adminPage.goto('/forms/verify');
  await adminPage.getByLabel('PDF to verify').setInputFiles(report!);
  await expect(adminPage.getByRole('status')).toContainText('Valid and unchanged');
  await expect(adminPage.getByRole('status')).toContainText('A sealed delivery record of this company');

  async function idOf(role: Role): Promise<string> {
    const list = await api.get(`${API}/user-company/?role=${role}`, { headers: admin });
    return ((await list.json()) as { items: { id: string }[] }).items[0]!.id;
  }
});
