import {
  PDFArray,
  PDFDict,
  PDFDocument,
  ParseSpeeds,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  PDFString,
  StandardFonts,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  translate,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import {
  answerFieldOf,
  displayAnswer,
  type Answers,
  type FormParty,
  type PdfFieldDef,
  type PdfRect,
} from '../../contract/form-fields.js';
import { decodeImage, drawPdfImage, embedImage, type PdfImage } from './images.js';
import { winAnsi, writeCertificate, Writer, type CertificateInput } from './pdf.js';

/** One party's signature and initials images (PNG). */
export interface PartyMarks {
  signature: Buffer;
  initials: Buffer | null;
}

export interface CarrierSealInput {
  /** The carrier's blank PDF, as the template version stores it. */
  carrierPdf: Buffer;
  fields: PdfFieldDef[];
  answers: Answers;
  marks: Partial<Record<FormParty, PartyMarks>>;
  certificate: CertificateInput;
}

const INK = rgb(0.05, 0.1, 0.35);
const HIDDEN = 2;

/** The value of an inheritable field entry (/V, /FT) of a widget or its parents. */
function inherited(dict: PDFDict, name: string): unknown {
  for (let d: PDFDict | undefined = dict, hops = 0; d && hops < 16; hops += 1) {
    const value = d.lookup(PDFName.of(name));
    if (value !== undefined) return value;
    const parent: unknown = d.lookup(PDFName.of('Parent'));
    d = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

const hasValue = (value: unknown): boolean =>
  (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() !== '' : false) ||
  (value instanceof PDFArray && value.size() > 0);

/**
 * Flattens the form: every widget's blank look (a button's "Off" state, an empty text box's border) is
 * drawn into its page's content, then every widget and the AcroForm itself are removed, so no field is
 * left to fill or edit. Values are drawn afterwards at the placed rectangles, the same way for detected
 * and hand-placed fields. A text or choice widget that carries the carrier's own value is not drawn: our
 * answer replaces it.
 */
function flattenForm(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept: (PDFRef | PDFDict)[] = [];
    for (let i = 0; i < annots.size(); i += 1) {
      const raw = annots.get(i);
      const annot = annots.lookup(i);
      if (!(annot instanceof PDFDict) || annot.lookup(PDFName.of('Subtype')) !== PDFName.of('Widget')) {
        if (raw instanceof PDFRef || raw instanceof PDFDict) kept.push(raw);
        continue;
      }
      const flags = annot.lookup(PDFName.of('F'));
      if (flags instanceof PDFNumber && (flags.asNumber() & HIDDEN) !== 0) continue;
      const type = inherited(annot, 'FT');
      const isButton = type === PDFName.of('Btn');
      if (!isButton && hasValue(inherited(annot, 'V'))) continue;
      const ap = annot.lookup(PDFName.of('AP'));
      let look: unknown = ap instanceof PDFDict ? ap.get(PDFName.of('N')) : undefined;
      const resolved: unknown = look instanceof PDFRef ? doc.context.lookup(look) : look;
      if (resolved instanceof PDFDict && !(resolved instanceof PDFStream)) look = resolved.get(PDFName.of('Off'));
      if (!(look instanceof PDFRef) || !(doc.context.lookup(look) instanceof PDFStream)) continue;
      const rect = annot.lookup(PDFName.of('Rect'));
      if (!(rect instanceof PDFArray) || rect.size() !== 4) continue;
      const [x1, y1, x2, y2] = [0, 1, 2, 3].map((k) => (rect.lookup(k) as PDFNumber).asNumber()) as [
        number,
        number,
        number,
        number,
      ];
      const name = page.node.newXObject('FlatWidget', look);
      page.pushOperators(
        pushGraphicsState(),
        translate(Math.min(x1, x2), Math.min(y1, y2)),
        drawObject(name),
        popGraphicsState(),
      );
    }
    if (kept.length > 0) page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
    else page.node.delete(PDFName.of('Annots'));
  }
  doc.catalog.delete(PDFName.of('AcroForm'));
  dropUnreachable(doc);
}

/**
 * Deletes the objects nothing refers to any more (the removed widgets and fields, the looks of states
 * never drawn): pdf-lib writes every object it holds, so they would only make the sealed file larger and
 * slower to write.
 */
function dropUnreachable(doc: PDFDocument): void {
  const reached = new Set<PDFRef>();
  const pending: unknown[] = [doc.context.trailerInfo.Root, doc.context.trailerInfo.Info];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item instanceof PDFRef) {
      if (reached.has(item)) continue;
      reached.add(item);
      pending.push(doc.context.lookup(item));
    } else if (item instanceof PDFStream) pending.push(item.dict);
    else if (item instanceof PDFDict) for (const [, value] of item.entries()) pending.push(value);
    else if (item instanceof PDFArray) for (let i = 0; i < item.size(); i += 1) pending.push(item.get(i));
  }
  for (const [ref] of doc.context.enumerateIndirectObjects()) if (!reached.has(ref)) doc.context.delete(ref);
}

/** The largest font size (at most 10) at which `text` fits the box's width and height. */
function fitSize(font: PDFFont, text: string, rect: PdfRect): number {
  let size = Math.min(10, rect.height * 0.72);
  while (size > 5 && font.widthOfTextAtSize(text, size) > rect.width - 4) size -= 0.5;
  return size;
}

function drawLine(page: PDFPage, font: PDFFont, text: string, rect: PdfRect) {
  const size = fitSize(font, text, rect);
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > rect.width - 4) shown = shown.slice(0, -1);
  const y = rect.y + (rect.height - font.heightAtSize(size, { descender: false })) / 2;
  page.drawText(shown, { x: rect.x + 2, y, size, font, color: INK });
}

function drawParagraph(page: PDFPage, font: PDFFont, text: string, rect: PdfRect) {
  const size = Math.min(10, Math.max(6, rect.height / 4));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= rect.width - 4 || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  const lineHeight = size * 1.2;
  lines.slice(0, Math.max(1, Math.floor((rect.height - 2) / lineHeight))).forEach((line, i) => {
    page.drawText(line, { x: rect.x + 2, y: rect.y + rect.height - 2 - size - i * lineHeight, size, font, color: INK });
  });
}

/** A mark centred in a box: an "X" for a ticked checkbox or the chosen radio option. */
function drawMark(page: PDFPage, font: PDFFont, rect: PdfRect) {
  const size = Math.min(rect.width, rect.height) * 0.9;
  const width = font.widthOfTextAtSize('X', size);
  page.drawText('X', {
    x: rect.x + (rect.width - width) / 2,
    y: rect.y + (rect.height - font.heightAtSize(size, { descender: false })) / 2,
    size,
    font,
    color: INK,
  });
}

function stamp(page: PDFPage, image: PdfImage, rect: PdfRect) {
  const scale = Math.min((rect.width - 2) / image.width, (rect.height - 2) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  drawPdfImage(page, image, { x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width, height });
}

/**
 * The carrier's PDF filled and flattened: each answer drawn inside its placed rectangle(s) on its page,
 * signatures and initials stamped in theirs, then the audit certificate page appended. The digital
 * signature is added by the one sealing step (seal.ts `signDocument`).
 */
export async function buildCarrierPdf(input: CarrierSealInput): Promise<PDFDocument> {
  const doc = await PDFDocument.load(input.carrierPdf, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  flattenForm(doc);
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const pages = doc.getPages();
  const images = new Map<string, PdfImage>();
  const imageOf = async (party: FormParty, which: 'signature' | 'initials'): Promise<PdfImage | null> => {
    const marks = input.marks[party];
    const png = which === 'initials' ? (marks?.initials ?? marks?.signature) : marks?.signature;
    if (!png) return null;
    const key = `${party}/${which}`;
    if (!images.has(key)) images.set(key, embedImage(doc, await decodeImage(png)));
    return images.get(key)!;
  };

  for (const field of input.fields) {
    if (field.kind === 'signature' || field.kind === 'initials') {
      const image = await imageOf(field.party, field.kind);
      if (image) for (const rect of field.rects) stamp(pages[rect.page - 1]!, image, rect);
      continue;
    }
    const answer = answerFieldOf(field)!;
    const value = input.answers[field.key];
    if (value === undefined || value === '' || value === false) continue;
    if (field.kind === 'checkbox') {
      for (const rect of field.rects) drawMark(pages[rect.page - 1]!, font, rect);
      continue;
    }
    if (field.kind === 'radio') {
      const rect = field.rects[(field.options ?? []).indexOf(String(value))];
      if (rect) drawMark(pages[rect.page - 1]!, font, rect);
      continue;
    }
    const text = winAnsi(displayAnswer(answer, value, ''));
    for (const rect of field.rects) {
      if (field.kind === 'multi_line') drawParagraph(pages[rect.page - 1]!, font, text, rect);
      else drawLine(pages[rect.page - 1]!, font, text.replace(/\n/g, ' '), rect);
    }
  }

  doc.setTitle(winAnsi(input.certificate.title));
  doc.setAuthor(winAnsi(input.certificate.companyName));
  doc.setSubject(`Intake form ${input.certificate.formId}`);
  doc.setProducer('Cascade');
  doc.setCreationDate(new Date(input.certificate.signedAt));
  doc.setModificationDate(new Date(input.certificate.signedAt));
  writeCertificate(new Writer(doc, font, bold), input.certificate);
  return doc;
}
