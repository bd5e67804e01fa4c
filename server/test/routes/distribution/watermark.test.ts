import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';

type Member = { id: string; company_id: string; token: string };
type Role = 'admin' | 'marketer' | 'agent' | 'client';

const dir = mkdtempSync(join(tmpdir(), 'watermark-'));
/** The text of a PDF as poppler's pdftotext extracts it. */
function pdfText(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

async function threePages(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i += 1) doc.addPage([612, 792]).drawText(`Guide page ${i}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/**
 * "Watermark for clients" (docs/distribution.md): the PDF pages and images a client opens carry their name,
 * email and the date; staff, and the stored blob, keep the original bytes.
 */
describe('watermarks for clients', () => {
  let t: TestApp;
  let m: Record<Role, Member>;
  let pdf: Buffer;
  const call = (as: Member, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${API}${url}`, headers: auth(as.token), ...(payload ? { payload } : {}) });
  const pass = async (from: Member, to: Member, id: string, title: string) => {
    const sent = await call(from, 'POST', '/content/copy/send', { folder_ids: [], material_ids: [id], recipient_ids: [to.id] });
    assert.equal(sent.statusCode, 200, sent.body);
    return ((await call(to, 'GET', '/content/shared')).json().items as { id: string; title: string }[]).find(
      (i) => i.title === title,
    )!.id;
  };
  const viaLink = async (as: Member, id: string, purpose: 'preview' | 'download') => {
    const made = await call(as, 'POST', '/download/link', { folder_ids: [], material_ids: [id], purpose });
    assert.equal(made.statusCode, 200, made.body);
    return t.app.inject({ method: 'GET', url: made.json().url, headers: { range: 'bytes=0-99' } });
  };
  const today = () => new Date().toISOString().slice(0, 10);
  let clientCopy = '';
  let agentCopy = '';
  let clientName = '';

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    m = await demoMembers(t.app);
    pdf = await threePages();
    const me = (await call(m.client, 'GET', '/user/')).json();
    clientName = `${me.first_name} ${me.last_name}`;
    const origin = (await upload(t.app, m.admin.token, { name: 'Guide.pdf', data: pdf, type: 'application/pdf' })).json().id;
    const rules = { requires_license: false, allowed_states: [], watermark_clients: true };
    assert.equal((await call(m.admin, 'PUT', `/material/${origin}/rules`, rules)).statusCode, 200);
    const atMarketer = await pass(m.admin, m.marketer, origin, 'Guide.pdf');
    agentCopy = await pass(m.marketer, m.agent, atMarketer, 'Guide.pdf');
    clientCopy = await pass(m.agent, m.client, agentCopy, 'Guide.pdf');
  });
  after(() => t.close());

  it('every page a client downloads or previews carries their name, email and the date, across and in the footer', async () => {
    const download = await call(m.client, 'GET', `/material/${clientCopy}`);
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/pdf');
    const text = pdfText(download.rawPayload);
    const line = `${clientName} - client@demo.cascade.test - ${today()}`;
    assert.equal(text.split(`Prepared for ${line}`).length - 1, 3, 'the footer of each of the three pages');
    for (let i = 1; i <= 3; i += 1) assert.match(text, new RegExp(`Guide page ${i}`), 'the content is all there');
    const preview = await viaLink(m.client, clientCopy, 'preview');
    assert.equal(preview.statusCode, 200, 'whole, not a range');
    assert.ok(pdfText(preview.rawPayload).includes(`Prepared for ${line}`));
    const details = (await call(m.client, 'GET', `/material/${clientCopy}/details`)).json();
    assert.equal(details.lifecycle.watermarked, true);
  });

  it('staff get the original bytes, and the stored blob is unchanged', async () => {
    const agent = await call(m.agent, 'GET', `/material/${agentCopy}`);
    assert.equal(agent.statusCode, 200);
    assert.deepEqual(agent.rawPayload, pdf);
    assert.ok(!pdfText(agent.rawPayload).includes('Prepared for'));
    assert.equal((await viaLink(m.agent, agentCopy, 'preview')).statusCode, 206, 'staff keep byte ranges');
    assert.equal((await call(m.agent, 'GET', `/material/${agentCopy}/details`)).json().lifecycle.watermarked, false);
  });

  it("an image gets the mark in a corner for a client only, and a client's zip leaves it out", async () => {
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const origin = (await upload(t.app, m.admin.token, { name: 'Chart.png', data: image, type: 'image/png' })).json().id;
    const rules = { requires_license: false, allowed_states: [], watermark_clients: true };
    assert.equal((await call(m.admin, 'PUT', `/material/${origin}/rules`, rules)).statusCode, 200);
    const atMarketer = await pass(m.admin, m.marketer, origin, 'Chart.png');
    const atAgent = await pass(m.marketer, m.agent, atMarketer, 'Chart.png');
    const atClient = await pass(m.agent, m.client, atAgent, 'Chart.png');
    assert.deepEqual((await call(m.agent, 'GET', `/material/${atAgent}`)).rawPayload, image);
    const marked = await call(m.client, 'GET', `/material/${atClient}`);
    assert.equal(marked.statusCode, 200);
    const region = async (left: number, top: number) =>
      sharp(await sharp(marked.rawPayload).extract({ left, top, width: 200, height: 30 }).toBuffer()).stats();
    const corner = await region(200, 270);
    const elsewhere = await region(0, 0);
    assert.ok(corner.channels[0]!.min < 200, 'dark text in the lower right corner');
    assert.equal(elsewhere.channels[0]!.min, 255, 'the rest untouched');
    const zip = await call(m.client, 'POST', '/content/download', { folder_ids: [], material_ids: [atClient, clientCopy] });
    assert.ok(!zip.rawPayload.includes(Buffer.from('Chart.png')));
  });
});
