import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

// One journey: the agent uploads by drag and drop (a DataTransfer built in the page, dispatched as
// dragover + drop on the drop zone), makes a folder, moves a file into it and sends two files to the
// client; the client finds them under "Shared with me", previews the PDF in the app and downloads both as a zip.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function dropFiles(page: Page, files: Array<{ name: string; type: string; bytes: Buffer }>) {
  const payload = files.map((f) => ({ name: f.name, type: f.type, base64: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  await page.dispatchEvent('[data-testid="upload-drop-zone"]', 'dragover', { dataTransfer });
  await page.dispatchEvent('[data-testid="upload-drop-zone"]', 'drop', { dataTransfer });
}

test('an agent uploads, organises and sends materials; the client previews and downloads them', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const pdfName = `brochure-${tag}.pdf`;
  const notesName = `notes-${tag}.txt`;
  const extraName = `extra-${tag}.txt`;
  const folderName = `Folder ${tag}`;
  const notes = Buffer.from(`Notes for the client ${tag}\n`.repeat(200));
  const extra = Buffer.from(`extra ${tag}`);

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginAs(agent, 'agent');
  await agent.goto('/materials');
  await expect(agent.getByRole('tab', { name: 'My materials', selected: true })).toBeVisible();

  await dropFiles(agent, [
    { name: pdfName, type: 'application/pdf', bytes: PDF },
    { name: notesName, type: 'text/plain', bytes: notes },
    { name: extraName, type: 'text/plain', bytes: extra },
  ]);
  const uploads = agent.getByRole('region', { name: 'Uploads' });
  await expect(uploads).toBeVisible();
  await expect(uploads.getByRole('progressbar', { name: 'Total upload progress' })).toBeVisible();
  for (const name of [pdfName, notesName, extraName]) {
    await expect(uploads.getByRole('listitem', { name })).toContainText('Uploaded');
  }
  await expect(agent.getByText('3 of 3 uploaded ·')).toBeVisible();
  await expect(agent.getByRole('link', { name: pdfName })).toBeVisible();

  // A folder, and one file moved into it.
  await agent.getByRole('button', { name: 'New folder' }).click();
  await agent.getByLabel('Folder name').fill(folderName);
  await agent.getByRole('button', { name: 'Create' }).click();
  await expect(agent.getByRole('button', { name: folderName, exact: true })).toBeVisible();
  await agent.getByRole('checkbox', { name: `Select ${extraName}` }).check();
  await agent.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Move' }).click();
  const moveDialog = agent.getByRole('dialog', { name: 'Move to folder' });
  await moveDialog.getByLabel('Find a folder').fill(folderName);
  await moveDialog.getByRole('list', { name: 'Folders' }).getByRole('button').filter({ hasText: folderName }).first().click();
  await moveDialog.getByRole('button', { name: 'Move here' }).click();
  await expect(agent.getByRole('link', { name: extraName })).toHaveCount(0);
  await agent.getByRole('button', { name: folderName, exact: true }).click();
  await expect(agent.getByRole('link', { name: extraName })).toBeVisible();
  await agent.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: 'My materials' }).click();

  // Send two to the client.
  await agent.getByRole('checkbox', { name: `Select ${pdfName}` }).check();
  await agent.getByRole('checkbox', { name: `Select ${notesName}` }).check();
  await agent.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Send' }).click();
  const sendDialog = agent.getByRole('dialog', { name: 'Send 2 items' });
  await sendDialog.getByLabel('Find a member').fill('Casey');
  await sendDialog.getByRole('checkbox', { name: 'Casey Client' }).check();
  await sendDialog.getByRole('button', { name: 'Send' }).click();
  await expect(sendDialog).toBeHidden();
  await agentContext.close();

  // The client.
  const clientContext = await browser.newContext({ acceptDownloads: true });
  const client = await clientContext.newPage();
  const cspErrors: string[] = [];
  client.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await loginAs(client, 'client');
  await client.getByRole('tab', { name: 'Shared with me' }).click();
  await expect(client.getByRole('link', { name: pdfName })).toBeVisible();
  await expect(client.getByRole('link', { name: notesName })).toBeVisible();
  await expect(client.getByRole('row', { name: pdfName })).toContainText('Alex Agent');

  await client.getByRole('link', { name: pdfName }).click();
  await expect(client).toHaveURL(/\/materials\/review\//);
  await expect(client.getByRole('heading', { level: 1, name: pdfName })).toBeVisible();
  // The PDF is drawn in the app (PDF.js), not in a browser frame.
  const firstPage = client.getByRole('region', { name: `Preview of ${pdfName}` }).getByRole('group', { name: 'Page 1' });
  await expect(firstPage).toHaveAttribute('data-rendered', 'true');
  await expect(client.getByText('Page 1 of 1')).toBeVisible();
  expect(await client.locator('iframe').count()).toBe(0);
  await client.screenshot({ path: test.info().outputPath('pdf-preview.png') });
  expect(cspErrors, 'the PDF viewer is not blocked by the CSP').toEqual([]);

  await client.goBack();
  await client.getByRole('tab', { name: 'Shared with me' }).click();
  await client.getByRole('checkbox', { name: `Select ${pdfName}` }).check();
  await client.getByRole('checkbox', { name: `Select ${notesName}` }).check();
  const downloadPromise = client.waitForEvent('download');
  await client.getByRole('toolbar', { name: 'Selection actions' }).getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-zip-'));
  const zipPath = path.join(dir, download.suggestedFilename() || 'materials.zip');
  await download.saveAs(zipPath);
  expect(zipPath.endsWith('.zip')).toBe(true);
  const listing = execFileSync('unzip', ['-l', zipPath]).toString();
  expect(listing).toContain(pdfName);
  expect(listing).toContain(notesName);
  expect(execFileSync('unzip', ['-p', zipPath, pdfName]).equals(PDF)).toBe(true);
  expect(execFileSync('unzip', ['-p', zipPath, notesName]).equals(notes)).toBe(true);
  expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe('PK');
  await clientContext.close();
});
