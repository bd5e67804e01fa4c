import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiTokens, drawSignature, expectPageOneShows, loginAs, watchedPage, type Violations } from './support';

// Every page that shows a PDF shows it under the page's own Content-Security-Policy, with no violation:
// the sealed PDF of a signed form (to the agent who sent it and to the client who signed it), a material
// PDF on its review page, and PDF thumbnails in the grid. The agent's open review page turns from
// "Waiting for …" to "Signed by …" with the sealed PDF on screen, without a reload, when the client
// signs in another browser.

const bearer = async (request: APIRequestContext, role: 'admin' | 'agent' | 'client') => ({
  authorization: `Bearer ${(await apiTokens(request, role)).access_token}`,
});

/** A one-section template, sent by the agent to the demo client, its answer saved by the client. */
async function formReadyToSign(request: APIRequestContext, tag: string, policyNumber: string) {
  const template = await request.post('/api/frontend/intake-form-template/', {
    headers: await bearer(request, 'admin'),
    data: {
      title: `Policy check ${tag}`,
      description: 'One answer, then a signature.',
      sections: [
        {
          id: 'policy',
          title: 'Policy',
          fields: [{ key: 'policy_number', kind: 'short_text', label: 'Policy number', required: true }],
        },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: string }).id;
  const client = (await (await request.get('/api/frontend/user/', { headers: await bearer(request, 'client') })).json()) as {
    membership_id: string;
  };
  const sent = await request.post('/api/frontend/intake-form/', {
    headers: await bearer(request, 'agent'),
    data: { template_id: templateId, client_id: client.membership_id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const form = (await sent.json()) as { id: string; version: number; title: string };
  const saved = await request.put(`/api/frontend/intake-form/${form.id}`, {
    headers: await bearer(request, 'client'),
    data: { version: form.version, answers: { policy_number: policyNumber } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return form;
}

const signedBy = /^Signed by Casey Client \(client@demo\.cascade\.test\) on /;

/** The client opens the form in their browser, draws a signature, agrees and signs. */
async function signAsClient(client: Page, formId: string) {
  await client.goto(`/materials/form-review/${formId}`);
  const pad = client.getByLabel('Signature pad: draw your signature');
  await expect(client.getByRole('heading', { name: /^(Policy|Review and sign)$/, level: 2 })).toBeVisible();
  if (!(await pad.isVisible())) await client.getByRole('button', { name: 'Review and sign' }).click();
  await drawSignature(client, pad);
  await client.getByRole('checkbox', { name: /^I agree to sign this form electronically/ }).check();
  const sign = client.getByRole('button', { name: 'Sign the form' });
  // On a loaded machine the API may shed the request (503, "too busy … try again"): the client tries
  // again, as the message tells them to.
  for (let attempt = 1; ; attempt += 1) {
    const answered = client.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/intake-form/${formId}/sign`),
    );
    await expect(sign).toBeEnabled();
    await sign.click();
    const status = (await answered).status();
    if (status !== 503) {
      expect(status, 'the form is signed').toBe(200);
      break;
    }
    expect(attempt, 'the API stayed too busy to sign').toBeLessThan(5);
  }
}

test('the sealed PDF’s page 1 is on screen for the client who signed and for the agent who sent it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const policyNumber = `PN-${tag.toUpperCase()}`;
  const form = await formReadyToSign(request, tag, policyNumber);
  const violations: Violations = { list: [] };
  const viewer = `Preview of ${form.title} (sealed)`;

  const clientContext = await browser.newContext();
  const client = await watchedPage(clientContext, violations);
  await loginAs(client, 'client');
  await signAsClient(client, form.id);
  await client.goto(`/materials/form-review/${form.id}`);
  await expect(client.getByText(signedBy)).toBeVisible();
  await expectPageOneShows(client, viewer, [form.title, 'Completed and signed by Casey Client', policyNumber]);

  const agentContext = await browser.newContext();
  const agent = await watchedPage(agentContext, violations);
  await loginAs(agent, 'agent');
  await agent.goto(`/materials/form-review/${form.id}`);
  await expect(agent.getByText(signedBy)).toBeVisible();
  // For a reviewer the sealed PDF (every answer in full) opens on request: a reveal, audited.
  await agent.getByRole('button', { name: 'Show sealed PDF' }).click();
  await expectPageOneShows(agent, viewer, [form.title, 'Completed and signed by Casey Client', policyNumber]);
  await expect(agent.getByRole('button', { name: 'Download sealed PDF' })).toBeEnabled();

  expect(violations.list, 'no Content-Security-Policy violation').toEqual([]);
  await clientContext.close();
  await agentContext.close();
});

test('the agent’s open review page turns to “Signed by …” with the sealed PDF when the client signs, without a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const policyNumber = `PN-${tag.toUpperCase()}`;
  const form = await formReadyToSign(request, tag, policyNumber);
  const violations: Violations = { list: [] };

  // The agent has the review page open while the form waits.
  const agentContext = await browser.newContext();
  const agent = await watchedPage(agentContext, violations);
  await loginAs(agent, 'agent');
  await agent.goto(`/materials/form-review/${form.id}`);
  await expect(agent.getByText(/^Waiting for Casey Client to fill it in and sign it\.$/)).toBeVisible();
  // A mark that a reload would wipe.
  await agent.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The client signs in another browser.
  const clientContext = await browser.newContext();
  const client = await watchedPage(clientContext, violations);
  await loginAs(client, 'client');
  await signAsClient(client, form.id);

  // The agent's page follows without a reload: the signature, then the sealed PDF's page 1.
  await expect(agent.getByText(signedBy)).toBeVisible();
  await expect(agent.getByText(/^Waiting for /)).toHaveCount(0);
  expect(await agent.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await agent.getByRole('button', { name: 'Show sealed PDF' }).click();
  await expectPageOneShows(agent, `Preview of ${form.title} (sealed)`, [form.title, policyNumber]);

  expect(violations.list, 'no Content-Security-Policy violation').toEqual([]);
  await clientContext.close();
  await agentContext.close();
});

test('a material PDF and the grid’s PDF thumbnails show under the page’s policy, with no violation', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= 3; n += 1) {
    pdf.addPage([612, 792]).drawText(`Rate sheet ${tag} page ${n}`, { x: 50, y: 600, size: 28, font });
  }
  const headers = await bearer(request, 'agent');
  const folder = await request.post('/api/frontend/folder/', { headers, data: { title: `Rate sheets ${tag}` } });
  expect(folder.status(), await folder.text()).toBe(201);
  const uploaded = await request.post('/api/frontend/material/', {
    headers,
    multipart: {
      folder_id: ((await folder.json()) as { id: string }).id,
      file: { name: `Rate sheet ${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: string };

  const violations: Violations = { list: [] };
  const context = await browser.newContext();
  const page = await watchedPage(context, violations);
  await loginAs(page, 'agent');
  await page.goto(`/materials/review/${id}`);
  await expectPageOneShows(page, `Preview of Rate sheet ${tag}.pdf`, [`Rate sheet ${tag} page 1`]);

  // At 200% the page is wider than the viewer: it scrolls sideways inside the viewer, and its right
  // edge can be brought into view; nothing is cut off and the page around it does not widen.
  const viewer = page.getByRole('region', { name: `Preview of Rate sheet ${tag}.pdf` });
  const zoomLevel = page.getByLabel('Zoom level');
  while ((await zoomLevel.textContent()) !== '200%') {
    const before = await zoomLevel.textContent();
    await page.getByRole('button', { name: Number(before!.replace('%', '')) < 200 ? 'Zoom in' : 'Zoom out' }).click();
    await expect(zoomLevel).not.toHaveText(before!);
  }
  const first = viewer.getByRole('group', { name: 'Page 1', exact: true });
  await expect(first).toHaveAttribute('data-rendered', 'true');
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const frame = (await viewer.boundingBox())!;
  expect(frame.x + frame.width).toBeLessThanOrEqual(width);
  expect((await first.boundingBox())!.width).toBeGreaterThan(frame.width);
  await viewer.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await expect
    .poll(async () => Math.round((await first.boundingBox())!.x + (await first.boundingBox())!.width))
    .toBeLessThanOrEqual(Math.round(frame.x + frame.width));
  await expect(first.locator('.textLayer')).toContainText(`Rate sheet ${tag} page 1`);

  await page.goto('/materials');
  await page.getByRole('button', { name: `Rate sheets ${tag}`, exact: true }).click();
  await page.getByRole('button', { name: 'Grid view' }).click();
  const thumbnail = page.getByRole('listitem', { name: `Rate sheet ${tag}.pdf` }).locator('canvas[data-thumbnail="pdf"]');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() =>
      thumbnail.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 200) ink += 1;
        return ink;
      }),
    )
    .toBeGreaterThan(50);

  expect(violations.list, 'no Content-Security-Policy violation').toEqual([]);
  await context.close();
});
