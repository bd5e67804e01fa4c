/**
 * Writes the demo's brochure (a four-page PDF with real text) and banner (an SVG drawn to JPEG) into
 * src/data/demo/, where the demo seeding reads them: the server itself never loads pdf-lib or sharp to
 * seed the demo. Run again after changing them:  npx tsx scripts/write-demo-files.ts
 */
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { PLANS } from '../src/services/demo/materials.js';

const out = (name: string) => new URL(`../src/data/demo/${name}`, import.meta.url);

/** A four-page product brochure with real text (selectable in the viewer). */
async function brochure(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Summit Insurance product brochure 2027');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const navy = rgb(0.06, 0.24, 0.48);
  const cover = pdf.addPage([612, 792]);
  cover.drawRectangle({ x: 0, y: 0, width: 612, height: 792, color: navy });
  cover.drawText('Summit Insurance', { x: 56, y: 560, size: 44, font: bold, color: rgb(1, 1, 1) });
  cover.drawText('Product brochure 2027', { x: 56, y: 510, size: 26, font: regular, color: rgb(0.96, 0.71, 0) });
  cover.drawText('Protection for every stage of life.', { x: 56, y: 120, size: 16, font: regular, color: rgb(1, 1, 1) });
  for (let index = 0; index < PLANS.length; index += 2) {
    const page = pdf.addPage([612, 792]);
    page.drawRectangle({ x: 0, y: 730, width: 612, height: 62, color: navy });
    page.drawText('Summit Insurance · Plans', { x: 40, y: 752, size: 16, font: bold, color: rgb(1, 1, 1) });
    for (const [offset, [name, text]] of [PLANS[index]!, PLANS[index + 1]!].entries()) {
      const top = 660 - offset * 320;
      page.drawText(name!, { x: 56, y: top, size: 26, font: bold, color: navy });
      page.drawText(text!, { x: 56, y: top - 36, size: 13, font: regular, maxWidth: 500, lineHeight: 18 });
      page.drawRectangle({ x: 56, y: top - 240, width: 500, height: 170, color: rgb(0.93, 0.95, 0.98) });
      page.drawText('Ask your agent for a personal quote.', { x: 76, y: top - 160, size: 14, font: regular });
    }
    page.drawText(`Page ${pdf.getPageCount()}`, { x: 520, y: 30, size: 10, font: regular });
  }
  const last = pdf.addPage([612, 792]);
  last.drawText('How to apply', { x: 56, y: 680, size: 30, font: bold, color: navy });
  const steps = [
    'Talk to your agent about your needs.',
    'Fill in the intake form online.',
    'Sign electronically; coverage starts on approval.',
  ];
  steps.forEach((step, i) => last.drawText(`${i + 1}. ${step}`, { x: 56, y: 620 - i * 30, size: 15, font: regular }));
  last.drawText(`Page ${pdf.getPageCount()}`, { x: 520, y: 30, size: 10, font: regular });
  return Buffer.from(await pdf.save());
}

/** A banner image drawn as SVG and encoded as JPEG. */
async function banner(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f3d7a"/><stop offset="1" stop-color="#2a7bd4"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="980" cy="150" r="90" fill="#f5b400"/>
    <path d="M0 520 L300 330 L520 470 L760 280 L1200 560 L1200 630 L0 630 Z" fill="#0a2a55"/>
    <text x="70" y="250" font-family="sans-serif" font-size="72" font-weight="bold" fill="#fff">Summit Insurance</text>
    <text x="70" y="330" font-family="sans-serif" font-size="40" fill="#f5d76e">Open enrollment starts November 1</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

writeFileSync(out('brochure.pdf'), await brochure());
writeFileSync(out('banner.jpg'), await banner());
