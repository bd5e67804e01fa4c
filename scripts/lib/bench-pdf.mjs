// The large PDF the browser benchmarks open: 100 pages, each with its own incompressible (noise) JPEG, so
// page 1 is about 1% of the file and a viewer that reads the whole file first shows it.
import { statSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Writes the PDF to `file` and answers its size in bytes. */
export async function noisePdf(file, { width = 1000, height = 780, quality = 90, useObjectStreams = true } = {}) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 100; n += 1) {
    const jpeg = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 70 } } })
      .jpeg({ quality })
      .toBuffer();
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([612, 792]);
    page.drawText(`Benchmark brochure page ${n}`, { x: 50, y: 740, size: 20, font });
    page.drawImage(image, { x: 50, y: 150, width: 512, height: 560 });
  }
  writeFileSync(file, await pdf.save({ useObjectStreams }));
  return statSync(file).size;
}
