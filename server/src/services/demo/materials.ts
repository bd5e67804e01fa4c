import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** A demo file: its name, type and bytes. */
export interface DemoFile {
  name: string;
  type: string;
  bytes: Buffer;
  stream(): Readable;
}

const file = (name: string, type: string, bytes: Buffer): DemoFile => ({
  name,
  type,
  bytes,
  stream: () => Readable.from([bytes]),
});

export const PLANS = [
  ['Term Life 20', 'Level premiums for twenty years; converts to whole life without a medical exam.'],
  ['Whole Life Plus', 'Lifetime coverage with cash value that grows tax-deferred.'],
  ['Final Expense', 'Simplified issue up to $40,000; no medical exam, approval in minutes.'],
  ['Medicare Supplement G', 'Covers the gaps in Original Medicare; any doctor that takes Medicare.'],
];

/** A file the demo ships with (src/data/demo/, copied into dist by the build). */
async function shipped(fileName: string, name: string, type: string): Promise<DemoFile> {
  return file(name, type, await readFile(new URL(`../../data/demo/${fileName}`, import.meta.url)));
}

function rates(): DemoFile {
  const rows = [['Plan', 'Age 30', 'Age 40', 'Age 50', 'Age 60']];
  const base = [18, 27, 49, 112];
  for (const [i, [plan]] of PLANS.entries()) {
    rows.push([plan!, ...base.map((b) => `$${((b * (1 + i * 0.6)) / 1).toFixed(2)}`)]);
  }
  return file('Monthly rates 2027.csv', 'text/csv', Buffer.from(`${rows.map((r) => r.join(',')).join('\r\n')}\r\n`));
}

/**
 * The demo's files: a four-page brochure with real text, a banner image, a short product tour (a
 * 4-second VP8 WebM) and a rate sheet. The brochure and banner are made by scripts/write-demo-files.ts,
 * so seeding never loads the PDF and image libraries into the server.
 */
export async function demoFiles() {
  return {
    brochure: await shipped('brochure.pdf', 'Summit product brochure 2027.pdf', 'application/pdf'),
    banner: await shipped('banner.jpg', 'Open enrollment banner.jpg', 'image/jpeg'),
    // Absent from builds that leave the larger data files out.
    video: await shipped('product-tour.webm', 'Product tour.webm', 'video/webm').catch(() => null),
    rates: rates(),
  };
}
