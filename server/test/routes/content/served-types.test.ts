import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, auth, demoMembers, upload } from '../../helpers/content.js';
import { signedForm, bearer } from '../../helpers/forms.js';

describe('user files are never served as something a browser would run', () => {
  let t: TestApp;
  let agent: { id: string; token: string };

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db);
    agent = (await demoMembers(t.app)).agent;
  });
  after(() => t.close());

  /** The material through both byte routes: the bearer route and a download link opened without one. */
  async function served(name: string, data: Buffer, type?: string) {
    const uploaded = await upload(t.app, agent.token, { name, data, type });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const id = uploaded.json().id as string;
    const direct = await t.app.inject({ url: `${API}/material/${id}`, headers: auth(agent.token) });
    const link = await t.app.inject({
      method: 'POST',
      url: `${API}/download/link`,
      headers: auth(agent.token),
      payload: { folder_ids: [], material_ids: [id] },
    });
    const opened = await t.app.inject({ url: link.json().url });
    const ranged = await t.app.inject({ url: `${API}/material/${id}`, headers: { ...auth(agent.token), range: 'bytes=0-3' } });
    return [direct, opened, ranged];
  }

  it('serves .js, .html, .svg, XML and unknown files as application/octet-stream, sandboxed, as attachments', async () => {
    const cases: [string, string, string][] = [
      ['x.js', 'alert(document.cookie)', 'text/javascript'],
      ['x.html', '<script>alert(1)</script>', 'text/html'],
      ['x.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      ['x.xml', '<?xml version="1.0"?><x/>', 'application/xml'],
      ['x.mjs', 'export {}', 'application/javascript'],
      ['notes.txt', 'plain words', 'text/plain'],
    ];
    for (const [name, body, type] of cases) {
      for (const response of await served(name, Buffer.from(body), type)) {
        assert.ok([200, 206].includes(response.statusCode), `${name}: ${response.statusCode}`);
        assert.equal(response.headers['content-type'], 'application/octet-stream', name);
        assert.equal(response.headers['content-security-policy'], 'sandbox', name);
        assert.equal(response.headers['x-content-type-options'], 'nosniff', name);
        assert.match(String(response.headers['content-disposition']), /^attachment;/, name);
      }
    }
  });

  it('keeps the type of what the app previews as media, still sandboxed', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const cases: [string, Buffer, string][] = [
      ['a.png', png, 'image/png'],
      ['a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'],
    ];
    for (const [name, data, type] of cases) {
      for (const response of await served(name, data, type)) {
        assert.equal(response.headers['content-type'], type, name);
        assert.equal(response.headers['content-security-policy'], 'sandbox', name);
        assert.equal(response.headers['x-content-type-options'], 'nosniff', name);
      }
    }
  });

  it('sandboxes the sealed PDF and signature of a form too, while pages keep the page policy', async () => {
    const members = await demoMembers(t.app);
    const form = await signedForm(t.app, bearer(members.agent.token), bearer(members.client.token), members.client.id);
    for (const part of ['pdf', 'signature']) {
      const response = await t.app.inject({ url: `${API}/intake-form/${form.id}/${part}`, headers: auth(agent.token) });
      assert.equal(response.statusCode, 200, part);
      assert.equal(response.headers['content-security-policy'], 'sandbox', part);
    }
    const json = await t.app.inject({ url: `${API}/content/`, headers: auth(agent.token) });
    assert.notEqual(json.headers['content-security-policy'], 'sandbox');
    assert.match(String(json.headers['content-security-policy']), /default-src/);
  });
});
