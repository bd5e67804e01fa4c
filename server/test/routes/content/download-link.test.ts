import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it, mock } from 'node:test';
import sharp from 'sharp';
import { seedDemo } from '../../../src/services/demo/seed.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { API, addMember, auth, demoMembers, upload } from '../../helpers/content.js';

/** The entries of a zip, read with the system's unzip (which also checks every CRC). */
function unzipSync(bytes: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cascade-link-zip-'));
  try {
    const file = path.join(dir, 'a.zip');
    writeFileSync(file, bytes);
    execFileSync('unzip', ['-tq', file]);
    const names = execFileSync('unzip', ['-Z1', file])
      .toString('utf8')
      .split('\n')
      .filter((n) => n && !n.endsWith('/'));
    return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', file, name])]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Member = { id: string; company_id: string; token: string };

describe('download links', () => {
  let t: TestApp;
  let agent: Member;
  let client: Member;
  const lines: string[] = [];
  const data = randomBytes(300_000);
  let materialId: string;
  let otherId: string;

  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, {
      logger: undefined,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await seedDemo(t.app.db);
    ({ agent, client } = await demoMembers(t.app));
    materialId = (await upload(t.app, agent.token, { name: 'brochure.pdf', data })).json().id;
    otherId = (await upload(t.app, agent.token, { name: 'other.txt', data: Buffer.from('other'), type: 'text/plain' })).json().id;
  });
  after(() => t.close());

  const mint = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/download/link`, headers: auth(token), payload: body });
  const linkFor = async (token: string, body: Record<string, unknown>) => {
    const response = await mint(token, body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { url: string; token: string; expires_at: string };
  };

  it('opens the material it names without a bearer token: whole, by range, with ETag and a file name', async () => {
    const link = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId] });
    assert.ok(link.url.startsWith(`${API}/download?token=`));
    const expires = Date.parse(link.expires_at) - Date.now();
    assert.ok(expires > 0 && expires <= 61_000, `a download link lives a minute, not ${expires} ms`);
    const full = await t.app.inject({ url: link.url });
    assert.equal(full.statusCode, 200);
    assert.ok(full.rawPayload.equals(data));
    assert.equal(full.headers['content-length'], String(data.length));
    assert.equal(full.headers['accept-ranges'], 'bytes');
    assert.equal(full.headers.etag, `"${createHash('sha256').update(data).digest('hex')}"`);
    assert.match(String(full.headers['content-disposition']), /^attachment; filename="brochure.pdf"/);
    const part = await t.app.inject({ url: link.url, headers: { range: 'bytes=1000-1999' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 1000-1999/${data.length}`);
    assert.ok(part.rawPayload.equals(data.subarray(1000, 2000)));
    const tail = await t.app.inject({ url: link.url, headers: { range: 'bytes=-100' } });
    assert.ok(tail.rawPayload.equals(data.subarray(data.length - 100)));
    const cached = await t.app.inject({ url: link.url, headers: { 'if-none-match': String(full.headers.etag) } });
    assert.equal(cached.statusCode, 304);
  });

  it('answers several ranges in one multipart/byteranges response, each part as asked', async () => {
    const link = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId] });
    const asked = [
      [250_000, 250_099],
      [0, 9],
      [120_000, 128_191],
    ] as const;
    const response = await t.app.inject({
      url: link.url,
      headers: { range: `bytes=${asked.map(([a, b]) => `${a}-${b}`).join(', ')}, ${data.length + 10}-` },
    });
    assert.equal(response.statusCode, 206);
    const boundary = /^multipart\/byteranges; boundary=(\S+)$/.exec(String(response.headers['content-type']))?.[1];
    assert.ok(boundary, `a multipart answer, not ${response.headers['content-type']}`);
    assert.equal(response.headers['content-length'], String(response.rawPayload.length));
    // Each part: its headers, a blank line, then exactly its bytes; the range past the end is left out.
    const text = response.rawPayload.toString('latin1');
    const parts = text.split(`--${boundary}`).slice(1, -1);
    assert.equal(parts.length, asked.length);
    for (const [i, part] of parts.entries()) {
      const [start, end] = asked[i]!;
      const [head, ...rest] = part.split('\r\n\r\n');
      assert.match(head!, new RegExp(`Content-Range: bytes ${start}-${end}/${data.length}`));
      const body = Buffer.from(rest.join('\r\n\r\n').replace(/\r\n$/, ''), 'latin1');
      assert.ok(body.equals(data.subarray(start, end + 1)), `part ${i} holds bytes ${start}-${end}`);
    }
    assert.ok(text.endsWith(`--${boundary}--\r\n`));

    const many = Array.from({ length: 257 }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',');
    const refused = await t.app.inject({ url: link.url, headers: { range: `bytes=${many}` } });
    assert.equal(refused.statusCode, 416);
    assert.match(refused.json().detail, /at most 256 ranges/);
    const outside = await t.app.inject({ url: link.url, headers: { range: `bytes=${data.length}-, ${data.length + 5}-` } });
    assert.equal(outside.statusCode, 416);
  });

  it('opens only its own target: another material or a forged target is refused', async () => {
    const link = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId] });
    const [header, payload, signature] = link.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.tgt.id = otherId;
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await t.app.inject({ url: `${API}/download?token=${forged}` });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().detail, /expired or is not valid/);
    // An access token is not a link, and a link is not an access token.
    assert.equal((await t.app.inject({ url: `${API}/download?token=${agent.token}` })).statusCode, 403);
    const asBearer = await t.app.inject({ url: `${API}/material/${materialId}`, headers: auth(link.token) });
    assert.equal(asBearer.statusCode, 401);
  });

  it('is bound to its member: nobody else can mint one for my material, and it dies with the member', async () => {
    const refused = await mint(client.token, { folder_ids: [], material_ids: [materialId] });
    assert.equal(refused.statusCode, 404);
    const other = await addMember(t.app, 'agent', null);
    const { id } = (await upload(t.app, other.token, { name: 'x.txt', data: Buffer.from('x'), type: 'text/plain' })).json();
    const link = await linkFor(other.token, { folder_ids: [], material_ids: [id] });
    assert.equal((await t.app.inject({ url: link.url })).statusCode, 200);
    await t.app.db.updateTable('user_company').set({ status: 'archived' }).where('id', '=', other.id).execute();
    const after = await t.app.inject({ url: link.url });
    assert.notEqual(after.statusCode, 200);
    assert.ok([401, 403].includes(after.statusCode), String(after.statusCode));
  });

  it('expires: a download link a minute after it was made, a preview link after an hour', async () => {
    const download = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId] });
    const preview = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId], purpose: 'preview' });
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 61_000 });
    try {
      assert.equal((await t.app.inject({ url: download.url })).statusCode, 403);
      assert.equal((await t.app.inject({ url: preview.url, headers: { range: 'bytes=0-9' } })).statusCode, 206);
      mock.timers.setTime(Date.now() + 60 * 60_000);
      assert.equal((await t.app.inject({ url: preview.url, headers: { range: 'bytes=0-9' } })).statusCode, 403);
    } finally {
      mock.timers.reset();
    }
  });

  it('streams the zip of a folder or a selection, also from a form post', async () => {
    const folder = await t.app.inject({
      method: 'POST',
      url: `${API}/folder/`,
      headers: auth(agent.token),
      payload: { title: 'Kit' },
    });
    await upload(
      t.app,
      agent.token,
      { name: 'in.txt', data: Buffer.from('inside'), type: 'text/plain' },
      { folder_id: folder.json().id },
    );
    const folderLink = await linkFor(agent.token, { folder_ids: [folder.json().id], material_ids: [] });
    const zip = await t.app.inject({ url: folderLink.url });
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.headers['content-type'], 'application/zip');
    assert.equal(unzipSync(zip.rawPayload).get('in.txt')?.toString(), 'inside');
    const selection = await linkFor(agent.token, { folder_ids: [folder.json().id], material_ids: [otherId] });
    const posted = await t.app.inject({
      method: 'POST',
      url: `${API}/download`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(selection.token)}`,
    });
    assert.equal(posted.statusCode, 200, posted.body);
    const files = unzipSync(posted.rawPayload);
    assert.equal(files.get('Kit/in.txt')?.toString(), 'inside');
    assert.equal(files.get('other.txt')?.toString(), 'other');
  });

  it('previews only one material, and refuses an empty selection', async () => {
    assert.equal(
      (await mint(agent.token, { folder_ids: [], material_ids: [materialId, otherId], purpose: 'preview' })).statusCode,
      400,
    );
    const empty = await mint(agent.token, { folder_ids: [], material_ids: [] });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().detail, /Choose at least one/);
  });

  it('makes a small WebP thumbnail of an image on demand, answers 304 to its ETag, and none for a PDF', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { id } = (await upload(t.app, agent.token, { name: 'banner.png', data: png, type: 'image/png' })).json();
    const link = await linkFor(agent.token, { folder_ids: [], material_ids: [id], purpose: 'thumbnail' });
    const thumb = await t.app.inject({ url: link.url });
    assert.equal(thumb.statusCode, 200, thumb.body);
    assert.equal(thumb.headers['content-type'], 'image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 320, 160]);
    const again = await t.app.inject({ url: link.url, headers: { 'if-none-match': String(thumb.headers.etag) } });
    assert.equal(again.statusCode, 304);
    const pdf = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId], purpose: 'thumbnail' });
    const refused = await t.app.inject({ url: pdf.url });
    assert.equal(refused.statusCode, 415);
    assert.match(refused.json().detail, /no thumbnail/);
    assert.equal((await mint(agent.token, { folder_ids: [id], material_ids: [], purpose: 'thumbnail' })).statusCode, 400);
  });

  it('never writes a link token to the log', async () => {
    const link = await linkFor(agent.token, { folder_ids: [], material_ids: [materialId] });
    await t.app.inject({ url: link.url, headers: { range: 'bytes=0-9' } });
    await t.app.inject({ url: `${API}/download?token=NOT-A-VALID-LINK-TOKEN` });
    const text = lines.join('');
    assert.match(text, /download\?token=\[redacted\]/);
    assert.equal(text.includes(link.token), false, 'the link token reached the log');
    assert.equal(text.includes(link.token.split('.')[2]!), false, 'the link signature reached the log');
    assert.equal(text.includes('NOT-A-VALID-LINK-TOKEN'), false, 'a refused token reached the log');
  });
});
