import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { displayAnswer, type Answers, type SectionDef } from './fields.js';
import { decodeImage, decodeImageCached, drawPdfImage, embedImage, type PdfImage } from './images.js';

export interface SealInput {
  companyName: string;
  /** The company logo (PNG, WebP or JPEG bytes), if it has one; decoded once per process. */
  logoPng: Buffer | null;
  formId: string;
  title: string;
  templateVersionId: string;
  templateVersionNumber: number;
  sections: SectionDef[];
  answers: Answers;
  signaturePng: Buffer;
  signer: { name: string; email: string };
  sender: { name: string; email: string } | null;
  signedAt: string;
  consentText: string;
  dataSha256: string;
  events: { kind: string; at: string; actor: string | null; ip: string | null; userAgent: string | null }[];
  certificateSubject: string;
}

const PAGE: [number, number] = [612, 792];
export const MARGIN = 56;
export const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.12, 0.14, 0.17);
export const MUTED = rgb(0.4, 0.43, 0.48);
const GREEN = rgb(0.13, 0.55, 0.3);

/** The standard PDF fonts speak WinAnsi only: anything else becomes "?" rather than failing the seal. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const winAnsi = (text: string): string =>
  [...text.replace(/\r\n?/g, '\n')]
    .map((c) => (c === '\n' || (c >= ' ' && c <= '~') || (c >= '\u00a0' && c <= '\u00ff') || WIN_ANSI_EXTRA.has(c) ? c : '?'))
    .join('');

/** Writes lines top-down, opening a new page when one is full (sealed forms, delivery records). */
export class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  room(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }
  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 0;
  }
  rule(): void {
    this.room(12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: MARGIN + WIDTH, y: this.y - 4 },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 12;
  }
  image(image: PdfImage, maxWidth: number, maxHeight: number): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const w = image.width * scale;
    const h = image.height * scale;
    this.room(h + 8);
    drawPdfImage(this.page, image, { x: MARGIN, y: this.y - h, width: w, height: h });
    this.y -= h + 8;
  }
}

/** The sealed record before its digital signature: header, every answer, signature, audit certificate. */
export async function buildFormPdf(input: SealInput): Promise<PDFDocument> {
  const [logo, signature] = await Promise.all([
    input.logoPng ? decodeImageCached(input.logoPng) : null,
    decodeImage(input.signaturePng),
  ]);
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(input.title));
  doc.setAuthor(winAnsi(input.companyName));
  doc.setSubject(`Intake form ${input.formId}`);
  doc.setProducer('Cascade');
  doc.setCreationDate(new Date(input.signedAt));
  doc.setModificationDate(new Date(input.signedAt));
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  if (logo) w.image(embedImage(doc, logo), 160, 56);
  w.text(input.companyName, { size: 12, bold: true, color: GREEN });
  w.text(input.title, { size: 18, bold: true, gap: 4 });
  w.text(`Completed and signed by ${input.signer.name} <${input.signer.email}> on ${input.signedAt}`, { color: MUTED, gap: 8 });

  for (const section of input.sections) {
    w.room(60);
    w.text(section.title, { size: 13, bold: true, gap: 2 });
    w.rule();
    for (const field of section.fields) {
      w.room(30);
      w.text(field.label, { size: 9, bold: true, color: MUTED });
      w.text(displayAnswer(field, input.answers[field.key], '-'), { size: 11, indent: 8, gap: 6 });
    }
    w.y -= 8;
  }

  w.room(140);
  w.text('Signature', { size: 13, bold: true, gap: 2 });
  w.rule();
  w.image(embedImage(doc, signature), 240, 90);
  w.text(`${input.signer.name}, ${input.signedAt}`, { color: MUTED });

  w.newPage();
  writeCertificate(w, input);
  return doc;
}

/** What the audit certificate page states. */
export type CertificateInput = Pick<
  SealInput,
  | 'companyName'
  | 'formId'
  | 'title'
  | 'templateVersionId'
  | 'templateVersionNumber'
  | 'signer'
  | 'sender'
  | 'signedAt'
  | 'consentText'
  | 'dataSha256'
  | 'events'
  | 'certificateSubject'
> & {
  /** A carrier PDF form's agent, who signs after the client. */
  countersigner?: { name: string; email: string; signedAt: string };
};

/** The audit certificate: form and version, the signers, the hash of the data, the consent and every event. */
export function writeCertificate(w: Writer, input: CertificateInput): void {
  w.text('Audit certificate', { size: 18, bold: true, gap: 6 });
  const rows: [string, string][] = [
    ['Form', `${input.title} (id ${input.formId})`],
    ['Template version', `${input.templateVersionNumber} (id ${input.templateVersionId})`],
    ['Signer', `${input.signer.name} <${input.signer.email}>`],
    ['Sent by', input.sender ? `${input.sender.name} <${input.sender.email}>` : 'A former member'],
    ['Signed at', input.signedAt],
    ...(input.countersigner
      ? ([
          ['Countersigned by', `${input.countersigner.name} <${input.countersigner.email}> at ${input.countersigner.signedAt}`],
        ] as [string, string][])
      : []),
    ['SHA-256 of the form data', input.dataSha256],
    ['Sealed by', `${input.companyName}, certificate ${input.certificateSubject}`],
  ];
  for (const [label, value] of rows) {
    w.text(label, { size: 9, bold: true, color: MUTED });
    w.text(value, { size: 10, indent: 8, gap: 4 });
  }
  w.y -= 6;
  w.text('Consent to sign electronically', { size: 12, bold: true, gap: 2 });
  w.text(input.consentText, { size: 10, gap: 8 });
  w.text('Events', { size: 12, bold: true, gap: 2 });
  w.rule();
  for (const event of input.events) {
    w.room(40);
    w.text(`${event.at}  ${event.kind}${event.actor ? ` by ${event.actor}` : ''}`, { size: 10, bold: true });
    w.text(`IP ${event.ip ?? 'unknown'}; ${event.userAgent ?? 'unknown user agent'}`, {
      size: 8,
      indent: 8,
      color: MUTED,
      gap: 4,
    });
  }
  w.y -= 6;
  w.text(
    "This document carries a digital signature. Any change to it, even of one byte, makes the signature invalid; a PDF reader's signature panel, or the verification page of the portal, shows whether it is unchanged.",
    { size: 8, color: MUTED },
  );
}
