import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { decodeImage, decodeImageCached, drawPdfImage, embedImage } from '../../src/services/forms/images.js';

/** Renders page 1 of a PDF (pdftoppm) and answers the RGB of a pixel. */
async function pixel(pdf: Uint8Array, x: number, y: number): Promise<number[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'forms-images-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const { data, info } = await sharp(readFileSync(path.join(dir, 'page.png')))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * 3;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const solid = (channels: 3 | 4, alpha = 1) =>
  sharp({ create: { width: 40, height: 20, channels, background: { r: 200, g: 20, b: 30, alpha } } })
    .png()
    .toBuffer();

describe('images in sealed forms', () => {
  it('keeps an opaque image without a mask and draws its colours', async () => {
    const image = await decodeImage(await solid(3));
    assert.equal(image.alpha, null);
    const doc = await PDFDocument.create();
    const page = doc.addPage([100, 100]);
    drawPdfImage(page, embedImage(doc, image), { x: 0, y: 50, width: 40, height: 20 });
    const [r, g, b] = await pixel(await doc.save(), 10, 40);
    assert.ok(r! > 180 && g! < 50 && b! < 60, `pixel ${r},${g},${b}`);
  });

  it('keeps transparency: a transparent image shows the page through it', async () => {
    const image = await decodeImage(await solid(4, 0));
    assert.ok(image.alpha);
    const doc = await PDFDocument.create();
    const page = doc.addPage([100, 100]);
    drawPdfImage(page, embedImage(doc, image), { x: 0, y: 50, width: 40, height: 20 });
    assert.deepEqual(await pixel(await doc.save(), 10, 40), [255, 255, 255]);
  });

  it('reads WebP as well as PNG (a stored logo needs no conversion)', async () => {
    const webp = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const image = await decodeImage(webp);
    assert.equal(image.width, 8);
    assert.equal(image.height, 4);
  });

  it('decodes a recurring image (the logo) once', async () => {
    const bytes = await solid(3);
    assert.equal(decodeImageCached(bytes), decodeImageCached(Buffer.from(bytes)));
    assert.notEqual(decodeImageCached(bytes), decodeImageCached(await solid(4, 0.5)));
  });

  it('refuses bytes that are no image', async () => {
    await assert.rejects(decodeImage(Buffer.from('not an image')));
    await assert.rejects(decodeImageCached(Buffer.from('still not an image')));
  });
});
