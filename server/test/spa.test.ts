import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/app.js';

const BIG = `export const words = ${JSON.stringify('cascade '.repeat(4000))};`;

describe('serving the SPA in embedded mode', () => {
  let t: TestApp;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'cascade-dist-'));
    mkdirSync(path.join(dist, 'js'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'js', 'main.0123abcd.js'), 'console.log(1)');
    // As the production build writes them (scripts/lib/precompress-plugin.mjs).
    writeFileSync(path.join(dist, 'js', 'big.0123abcd.js'), BIG);
    writeFileSync(path.join(dist, 'js', 'big.0123abcd.js.gz'), gzipSync(BIG));
    writeFileSync(path.join(dist, 'js', 'big.0123abcd.js.br'), brotliCompressSync(BIG));
    t = await createTestApp({ STATIC_DIR: dist });
  });
  after(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/materials', '/auth/login?redirect=%2Fagents', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /id="root"/);
      assert.equal(response.headers['cache-control'], 'no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/js/main.0123abcd.js' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the browser accepts, brotli first, and the plain one otherwise', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/js/big.0123abcd.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.rawPayload.length < BIG.length / 10, `${br.rawPayload.length} bytes sent`);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), BIG);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    const gz = await get('gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), BIG);
    const plain = await get();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, BIG);
  });

  it('keeps JSON 404s for API paths and missing files', async () => {
    for (const url of ['/api/frontend/nothing-here', '/js/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { detail: 'Not found.' });
    }
  });
});
