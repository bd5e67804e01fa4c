import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APPLICATION_FIELDS, sixPageApplication } from '../../server/test/helpers/carrier-pdf';
import {
  apiTokens,
  drawSignature,
  expectPageOneShows,
  inkOutside,
  loginAs,
  pageImage,
  watchedPage,
  newInk,
  inRect,
  type Violations,
} from './support';

// One journey through nginx: an admin uploads a carrier's six-page application (AcroForm fields made
// here with pdf-lib), moves one field and adds a signature field by pointer; the agent prepares it and
// sends it on; the client, on a 390 px phone, fills it in guided mode and signs with pointer events; the
// agent countersigns; the sealed PDF shows in the app, and its page images carry each answer inside the
// rectangle it was placed in, and nowhere else.

const PHONE = { width: 390, height: 844 };
const API = '/api/frontend';

interface Rect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Placed {
  key: string;
  label: string;
  kind: string;
  party: 'client' | 'agent';
  options?: string[];
  rects: Rect[];
}

/** What the client answers, by the label the fields were detected with (from their PDF names). */
const CLIENT: Record<string, string> = {
  'Applicant first name': 'Casey',
  'Applicant last name': 'Carrier',
  'Applicant dob': '1984-02-29',
  'Applicant ssn': '123-45-6789',
  'Applicant email': 'casey.carrier@example.com',
  'Applicant phone': '+1 (555) 010-4477',
  'Applicant address': '12 Elm Street',
  'Health tobacco': 'No',
  'Coverage type': 'Whole',
  'Coverage face amount': '250000',
  'Coverage payment mode': 'Quarterly',
  'Beneficiary name': 'Jordan Carrier',
};
const AGENT: Record<string, string> = {
  'Agent producer number': '17654321',
  'Agent remarks': 'Met in person; identity checked.',
};

/** Drags with the mouse from the middle of `from` by (dx, dy) CSS pixels, in small moves. */
async function drag(page: Page, from: Locator, dx: number, dy: number) {
  await from.scrollIntoViewIfNeeded();
  const box = (await from.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

/** The guided fill: field by field, answering each by its label, until the signing step. */
async function fillGuided(page: Page, answers: Record<string, string>, last: 'Sign' | 'Done') {
  const counter = page.getByText(/^Field \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const total = Number(/of (\d+)/.exec((await counter.textContent())!)![1]);
  for (let n = 1; n <= total; n += 1) {
    await expect(counter).toHaveText(`Field ${n} of ${total}`);
    const zoomed = page.getByRole('region', { name: /^Page \d+ of the form, zoomed to “/ });
    await expect(zoomed).toBeVisible();
    const label = /zoomed to “(.*)”$/.exec((await zoomed.getAttribute('aria-label'))!)![1]!;
    const value = answers[label];
    expect(value, `an answer for “${label}”`).toBeDefined();
    const group = page.getByRole('radiogroup', { name: new RegExp(`^${label}( \\*)?$`) });
    if (await group.count()) await group.getByRole('radio', { name: value, exact: true }).check();
    else await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value!);
    // By keyboard: on a phone a toast can sit over the button.
    await page.getByRole('button', { name: n === total ? last : 'Next' }).press('Enter');
  }
}

test('a carrier PDF: placed by the admin, prepared by the agent, filled and signed on a phone, countersigned, sealed in its boxes', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Sample Life Application ${tag}`;
  const blank = await sixPageApplication();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-e2e-carrier-'));
  const blankPath = path.join(dir, 'blank.pdf');
  writeFileSync(blankPath, blank);
  const bearer = async (role: 'admin' | 'agent' | 'client') => ({
    authorization: `Bearer ${(await apiTokens(request, role)).access_token}`,
  });

  // The admin uploads the carrier's PDF; its fields are found and shown over its pages.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/settings/forms');
  const uploaded = admin.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/intake-form-template/pdf'));
  await admin.getByLabel('Carrier PDF file').setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: blank });
  expect((await uploaded).status()).toBe(201);
  await expect(admin.getByRole('heading', { name: `Place the fields of “${title}”` })).toBeVisible();
  await expect(admin.getByText('Found 17 fields on 6 pages.', { exact: false })).toBeVisible();
  const page4 = admin.getByRole('group', { name: 'Page 4', exact: true });
  await expect(page4).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });

  // One field moved by pointer: 60 px right and 30 px down.
  const beneficiary = admin.locator('[data-field-key="beneficiary_name"]');
  // Positions on the page (the window scrolls to bring the box into view).
  const onPage4 = async () => {
    const [box, sheet] = [(await beneficiary.boundingBox())!, (await page4.boundingBox())!];
    return [Math.round(box.x - sheet.x), Math.round(box.y - sheet.y)] as const;
  };
  const before = await onPage4();
  await drag(admin, beneficiary, 60, 30);
  await expect.poll(onPage4).toEqual([before[0] + 60, before[1] + 30]);

  // A signature field added on page 6 and dragged by pointer to the empty part of the page.
  await admin.getByRole('combobox', { name: 'New field' }).click();
  await admin.getByRole('option', { name: 'Signature', exact: true }).click();
  await admin.getByRole('combobox', { name: 'On page' }).click();
  await admin.getByRole('option', { name: '6', exact: true }).click();
  await admin.getByRole('button', { name: 'Add field' }).click();
  const added = admin.getByRole('button', { name: 'Signature (Signature), page 6', exact: true });
  await expect(added).toHaveAttribute('aria-pressed', 'true');
  const page6 = (await admin.getByRole('group', { name: 'Page 6', exact: true }).boundingBox())!;
  const start = (await added.boundingBox())!;
  // Its top-left corner to (100, 300) points from the page's top-left corner.
  const scale = page6.width / 612;
  await drag(admin, added, page6.x + 100 * scale - start.x, page6.y + 300 * scale - start.y);
  await admin.getByLabel('Label').fill('Applicant signature, page 6 lower');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Saved “${title}”`, { exact: false })).toBeVisible();
  await adminContext.close();

  // The placed fields as stored: the moved box is where it was dragged, the added one where it was put.
  const templates = (await (await request.get(`${API}/intake-form-template/`, { headers: await bearer('admin') })).json()) as {
    id: string;
    title: string;
    pdf: { fields: Placed[] } | null;
  }[];
  const template = templates.find((t) => t.title === title)!;
  const placed = template.pdf!.fields;
  const moved = placed.find((f) => f.key === 'beneficiary_name')!.rects[0]!;
  const original = APPLICATION_FIELDS['beneficiary.name'];
  expect(moved.x - original.x).toBeCloseTo(60 / scale, 0);
  expect(original.y - moved.y).toBeCloseTo(30 / scale, 0);
  const extra = placed.find((f) => f.label === 'Applicant signature, page 6 lower')!;
  expect(extra.kind).toBe('signature');
  expect(extra.party).toBe('client');
  expect(extra.rects[0]!.x).toBeCloseTo(100, -1);
  expect(792 - extra.rects[0]!.y - extra.rects[0]!.height).toBeCloseTo(300, -1);

  // The agent sends it from the client's page and prepares their part first.
  const clientMe = (await (await request.get(`${API}/user/`, { headers: await bearer('client') })).json()) as {
    membership_id: string;
  };
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const violations: Violations = { list: [] };
  const agent = await watchedPage(agentContext, violations);
  agent.on('console', (message) => {
    if (message.type() !== 'error') return;
    for (const arg of message.args())
      void arg.evaluate((a) => (a instanceof Error ? a.stack : String(a))).then((t) => console.error(`agent console: ${t}`));
  });
  await loginAs(agent, 'agent');
  await agent.goto(`/clients/${clientMe.membership_id}`);
  await agent.getByRole('button', { name: 'Send intake form' }).click();
  const dialog = agent.getByRole('dialog', { name: /^Send an intake form to/ });
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await agent.getByRole('option', { name: new RegExp(`^${title}`) }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(agent).toHaveURL(/\/materials\/form-review\/[0-9a-f-]{36}/);
  const formId = /form-review\/([0-9a-f-]{36})/.exec(agent.url())![1]!;
  await fillGuided(agent, AGENT, 'Done');
  await agent.getByRole('button', { name: 'Send to Casey Client' }).click();
  await expect(agent.getByText('Waiting for Casey Client to fill it in and sign it.')).toBeVisible();

  // The client, on a phone, fills in guided mode and signs with a finger (pointer events).
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await loginAs(phone, 'client');
  await phone.goto(`/materials/form-review/${formId}`);
  await expect(phone.getByRole('tab', { name: 'One field at a time', selected: true })).toBeVisible();
  await fillGuided(phone, CLIENT, 'Sign');
  await expect(phone.getByText('All required fields are done.')).toBeVisible();
  await expect(phone.getByText(/^Your signature goes in 2 places, your initials in 1 \(pages 6\)\.$/)).toBeVisible();
  const sign = phone.getByRole('button', { name: 'Sign the form' });
  await drawSignature(phone, phone.getByLabel('Signature pad: draw your signature'));
  await expect(sign).toBeDisabled();
  // The initials, drawn once, shown in the one place they go.
  await drawSignature(phone, phone.getByLabel('Initials pad: draw your initials'), 8);
  await expect(
    phone.getByRole('listitem', { name: 'Initials 1 of 1, page 6' }).getByRole('img', { name: 'Your drawn initials' }),
  ).toBeVisible();
  await phone.getByRole('checkbox', { name: /^I agree to sign this form electronically/ }).check();
  await expect(sign).toBeEnabled();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const signedByClient = phone.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/sign'));
  await sign.click();
  expect((await signedByClient).status()).toBe(200);
  await expect(phone.getByText('Waiting for Alex Agent to countersign it.')).toBeVisible();

  // The agent's open page follows live; they countersign, which seals it.
  await expect(agent.getByText('Waiting for', { exact: false })).toHaveCount(0);
  // Their part was done before it went to the client: the page opens at the countersignature.
  await expect(agent.getByRole('button', { name: 'Countersign and seal' })).toBeVisible();
  await expect(agent.getByText('Your signature goes in 1 place (pages 6).')).toBeVisible();
  await drawSignature(agent, agent.getByLabel('Signature pad: draw your signature'));
  await agent.getByRole('checkbox', { name: /^I agree to sign this form electronically/ }).check();
  // Sealing (fill, flatten, certificate, signature) is waited for by its answer, not by a time.
  const countersigned = agent.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/countersign'));
  await agent.getByRole('button', { name: 'Countersign and seal' }).click();
  expect((await countersigned).status()).toBe(200);
  await expect(agent.getByText(/^Signed by .* on /)).toBeVisible();

  // The sealed PDF on screen, under the page's policy: what the agent sees.
  await agent.getByRole('button', { name: 'Show sealed PDF' }).click();
  const viewer = `Preview of ${title} (sealed)`;
  await expectPageOneShows(agent, viewer, ['Sample Life Application - page 1 of 6', 'Casey']);
  await agent.getByRole('region', { name: viewer }).scrollIntoViewIfNeeded();
  await agent.screenshot({ path: test.info().outputPath('sealed-preview.png') });
  expect(violations.list, 'no Content-Security-Policy violation').toEqual([]);

  // The sealed file's page images: every answer's ink inside its placed box, none outside any box.
  const sealed = await request.get(`${API}/intake-form/${formId}/pdf`, { headers: await bearer('agent') });
  expect(sealed.status()).toBe(200);
  const sealedPath = path.join(dir, 'sealed.pdf');
  writeFileSync(sealedPath, await sealed.body());
  const chosen: Record<string, string> = { coverage_type: 'Whole' };
  const unanswered = new Set(['health_tobacco']); // "No": a checkbox left empty
  for (let pageNumber = 1; pageNumber <= 6; pageNumber += 1) {
    const ink = newInk(pageImage(blankPath, pageNumber), pageImage(sealedPath, pageNumber));
    const boxes = placed.flatMap((f) =>
      f.rects.map((r, i) => ({ field: f, rect: r, option: f.options?.[i] })).filter(({ rect }) => rect.page === pageNumber),
    );
    const inked = boxes.filter(
      ({ field, option }) => !unanswered.has(field.key) && (field.kind !== 'radio' || chosen[field.key] === option),
    );
    for (const { field, rect, option } of boxes) {
      const inside = ink.filter(([c, r]) => inRect(rect, 792, c, r, 0.5)).length;
      const name = `${field.label}${option ? ` (${option})` : ''} on page ${pageNumber}`;
      if (inked.some((b) => b.rect === rect)) expect(inside, `ink inside ${name}`).toBeGreaterThan(20);
      else expect(inside, `no ink inside ${name}`).toBe(0);
    }
    expect(
      inkOutside(
        ink,
        inked.map((b) => b.rect),
        792,
      ),
      `ink outside the boxes on page ${pageNumber}`,
    ).toEqual([]);
  }
  // The moved box: its answer is where it was dragged, not where the carrier's field was.
  const beneficiaryInk = newInk(pageImage(blankPath, 4), pageImage(sealedPath, 4));
  expect(beneficiaryInk.filter(([c, r]) => inRect({ ...original }, 792, c, r) && !inRect(moved, 792, c, r))).toEqual([]);

  await phoneContext.close();
  await agentContext.close();
});
