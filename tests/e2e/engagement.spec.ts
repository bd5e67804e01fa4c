import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiTokens, loginAs } from './support';

const API = '/api/frontend';

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(text, { x: 50, y: 600, size: 24, font });
  return Buffer.from(await doc.save());
}

const bearer = async (request: APIRequestContext, role: 'agent' | 'client') => ({
  authorization: `Bearer ${(await apiTokens(request, role)).access_token}`,
});

// The agent sends their client a guide; the client's page on the agent's side says it is not opened yet;
// the client opens it; the agent's page then says it was opened — on a phone-sized screen, through nginx.
test("the agent's client page shows what the client holds, and when they open it", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const agent = await bearer(request, 'agent');
  const client = await bearer(request, 'client');
  const title = `Retirement guide ${Date.now().toString(36)}.pdf`;
  const uploaded = await request.post(`${API}/material/`, {
    headers: agent,
    multipart: { file: { name: title, mimeType: 'application/pdf', buffer: await pdf(title) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const clientId = ((await (await request.get(`${API}/user/`, { headers: client })).json()) as { membership_id: string })
    .membership_id;
  const sent = await request.post(`${API}/content/copy/send`, {
    headers: agent,
    data: { folder_ids: [], material_ids: [((await uploaded.json()) as { id: string }).id], recipient_ids: [clientId] },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // Contexts of its own, closed at the end: a page left open would keep these members "in the app" for the
  // journeys after this one (their notifications read there, their mail held).
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agentPage = await agentContext.newPage();
  await loginAs(agentPage, 'agent');
  await agentPage.goto(`/clients/${clientId}`);
  const holdings = agentPage.getByRole('region', { name: 'Materials they hold' });
  const item = holdings.getByRole('listitem').filter({ has: agentPage.getByRole('heading', { name: title }) });
  await expect(item.getByText('Not opened yet')).toBeVisible();

  // The client opens it (its page): the open is recorded.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await loginAs(clientPage, 'client');
  await clientPage.goto('/materials?tab=shared');
  await clientPage.getByRole('link', { name: title }).first().click();
  await expect(clientPage.getByRole('heading', { name: title }).first()).toBeVisible();

  // The agent sees it opened — the page and its preview are two opens (another API process may hold
  // them for a moment: reload until they show).
  await expect(async () => {
    await agentPage.reload();
    await expect(item.getByText(/^Opened \d+ times? · first /)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(item.getByText('Opened', { exact: true })).toBeVisible();
  await expect(item.getByText('Not opened yet')).toHaveCount(0);
  // Nothing spills sideways at 390 px.
  const overflow = await agentPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await clientContext.close();
  await agentContext.close();
});
