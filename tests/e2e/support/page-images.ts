import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A page image in grey levels (0 black … 255 white), one byte per pixel, rows from the top. */
export interface GreyPage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A rectangle in PDF points from the page's lower-left corner (as placed fields are stored). */
export interface PointRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels per point of the page images (144 dpi). */
export const IMAGE_SCALE = 2;

function parsePgm(bytes: Buffer): GreyPage {
  // "P5", width, height, max value, each after whitespace (comments start with #), then the pixels.
  const tokens: string[] = [];
  let at = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at += 1;
    if (bytes[at] === 0x23) {
      while (bytes[at] !== 0x0a) at += 1;
      continue;
    }
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) token += String.fromCharCode(bytes[at++]!);
    tokens.push(token);
  }
  if (tokens[0] !== 'P5' || tokens[3] !== '255') throw new Error(`Not an 8-bit PGM: ${tokens.join(' ')}`);
  const width = Number(tokens[1]);
  const height = Number(tokens[2]);
  return { width, height, pixels: new Uint8Array(bytes.subarray(at + 1, at + 1 + width * height)) };
}

/** Page `page` (from 1) of a PDF file as poppler's pdftoppm draws it, in grey levels. */
export function pageImage(pdfPath: string, page: number): GreyPage {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'cascade-e2e-pages-')), `page-${page}`);
  const dpi = String(72 * IMAGE_SCALE);
  execFileSync('pdftoppm', ['-gray', '-r', dpi, '-f', String(page), '-l', String(page), '-singlefile', pdfPath, out]);
  return parsePgm(readFileSync(`${out}.pgm`));
}

/** Whether image pixel (column, row) lies in a rectangle of points, grown by `margin` points on each side. */
export function inRect(rect: PointRect, pageHeight: number, column: number, row: number, margin = 0): boolean {
  const x = column / IMAGE_SCALE;
  const y = pageHeight - row / IMAGE_SCALE;
  return x >= rect.x - margin && x <= rect.x + rect.width + margin && y >= rect.y - margin && y <= rect.y + rect.height + margin;
}

/**
 * The ink the filled page has that the blank page has not: pixels dark on `filled` (below 110) that were
 * light on `blank` (above 200), as [column, row] pairs.
 */
export function newInk(blank: GreyPage, filled: GreyPage): [number, number][] {
  if (blank.width !== filled.width || blank.height !== filled.height)
    throw new Error(`The pages differ in size: ${blank.width}×${blank.height} and ${filled.width}×${filled.height}`);
  const ink: [number, number][] = [];
  for (let i = 0; i < filled.pixels.length; i += 1)
    if (filled.pixels[i]! < 110 && blank.pixels[i]! > 200) ink.push([i % filled.width, Math.floor(i / filled.width)]);
  return ink;
}

/** The ink pixels outside every rectangle (grown by `margin` points), as points from the lower-left, at most 10. */
export function inkOutside(ink: [number, number][], rects: PointRect[], pageHeight: number, margin = 0.5): string[] {
  return ink
    .filter(([column, row]) => !rects.some((rect) => inRect(rect, pageHeight, column, row, margin)))
    .slice(0, 10)
    .map(([column, row]) => `(${(column / IMAGE_SCALE).toFixed(1)}, ${(pageHeight - row / IMAGE_SCALE).toFixed(1)})`);
}
