import {
  PDFCheckBox,
  PDFDict,
  PDFDocument,
  ParseSpeeds,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFString,
  PDFHexString,
  PDFTextField,
  type PDFField,
} from 'pdf-lib';
import { badRequest } from '../../lib/errors.js';
import {
  keyFromLabel,
  uniqueKey,
  type FormParty,
  type PdfFieldDef,
  type PdfFieldKind,
  type PdfRect,
  type PrefillSource,
} from '../../contract/form-fields.js';

export interface PdfPageSize {
  width: number;
  height: number;
}

export interface DetectedPdf {
  pages: PdfPageSize[];
  fields: PdfFieldDef[];
}

const NOT_A_PDF = 'This file is not a PDF. Upload the carrier’s form as a PDF file.';
const ENCRYPTED =
  'This PDF is password-protected or encrypted, so its pages cannot be filled. Ask the carrier for an unprotected copy, or print it to a new PDF.';

/** Loads a carrier PDF, or a 400 that says why it cannot be used. */
export async function loadCarrierPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) throw badRequest(NOT_A_PDF);
  let doc: PDFDocument;
  let pageCount = 0;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false, parseSpeed: ParseSpeeds.Fastest });
    if (!doc.isEncrypted) pageCount = doc.getPageCount();
  } catch (error) {
    if (error instanceof Error && /encrypted/i.test(error.message)) throw badRequest(ENCRYPTED);
    throw badRequest('This PDF is damaged and cannot be read. Upload another copy of the form.');
  }
  if (doc.isEncrypted) throw badRequest(ENCRYPTED);
  if (pageCount === 0) throw badRequest('This PDF has no pages.');
  return doc;
}

/** The text of a string entry of a field or its parents (inheritable entries such as /TU). */
function inheritedText(dict: PDFDict, name: string): string | undefined {
  for (let d: PDFDict | undefined = dict, hops = 0; d && hops < 16; hops += 1) {
    const value = d.lookup(PDFName.of(name));
    if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
    const parent: unknown = d.lookup(PDFName.of('Parent'));
    d = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

/** The JavaScript of a field's format action, where Acrobat says a field holds a date or a number. */
function formatScript(dict: PDFDict): string {
  const actions = dict.lookup(PDFName.of('AA'));
  if (!(actions instanceof PDFDict)) return '';
  const format = actions.lookup(PDFName.of('F'));
  if (!(format instanceof PDFDict)) return '';
  const js = format.lookup(PDFName.of('JS'));
  return js instanceof PDFString || js instanceof PDFHexString ? js.decodeText() : '';
}

/** "applicant.dob_1" → "Applicant dob 1": a readable label from a field's name when it has no tooltip. */
const labelFromName = (name: string): string => {
  const words = name
    .replace(/\[\d+\]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._\-\s]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1).toLowerCase() : 'Field';
};

function kindOf(field: PDFField): PdfFieldKind | null {
  if (field instanceof PDFSignature) return /initial/i.test(field.getName()) ? 'initials' : 'signature';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return 'dropdown';
  if (!(field instanceof PDFTextField)) return null; // push buttons hold no answer
  const script = formatScript(field.acroField.dict);
  if (/AFDate_/.test(script) || /(^|[^a-z])(date|dob)([^a-z]|$)/i.test(field.getName())) return 'date';
  if (/AFNumber_/.test(script)) return 'number';
  return field.isMultiline() ? 'multi_line' : 'text';
}

/** Who fills a detected field, and what may prefill it, from its name: producer details are the agent's. */
function guessParty(name: string): FormParty {
  return /agent|producer|npn|writing|countersign/i.test(name) ? 'agent' : 'client';
}
function guessPrefill(name: string, party: FormParty): PrefillSource | undefined {
  const n = name.toLowerCase();
  if (party === 'agent' && /npn|producer.?(no|num|#)|national.?producer/.test(n)) return 'national_producer_number';
  if (/e.?mail/.test(n)) return 'email';
  if (/phone|tel/.test(n)) return 'phone';
  if (/first.?name|given/.test(n)) return 'first_name';
  if (/last.?name|surname|family/.test(n)) return 'last_name';
  if (/(full.?)?name$/.test(n) && !/bene|owner|insured/.test(n)) return 'full_name';
  if (/^(.*\W)?state$/.test(n)) return 'state';
  if (/address|street/.test(n)) return 'address';
  return undefined;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The AcroForm fields of a carrier PDF as placed fields: kind, name, label, required, options, and the
 * page and rectangle of each widget. Keys are made from the names, unique within the document. A PDF
 * without fields answers none (an admin places them by hand).
 */
export function detectFields(doc: PDFDocument): DetectedPdf {
  const pages = doc.getPages();
  const pageOf = new Map<PDFDict, number>();
  pages.forEach((page, index) => {
    const annots = page.node.Annots();
    for (let i = 0; annots && i < annots.size(); i += 1) {
      const annot = annots.lookup(i);
      if (annot instanceof PDFDict) pageOf.set(annot, index + 1);
    }
  });
  const sizes = pages.map((p) => {
    const { width, height } = p.getSize();
    return { width: round(width), height: round(height) };
  });
  const taken = new Set<string>();
  const fields: PdfFieldDef[] = [];
  for (const field of doc.getForm().getFields()) {
    const kind = kindOf(field);
    if (!kind) continue;
    const rects: PdfRect[] = [];
    for (const widget of field.acroField.getWidgets()) {
      const page = pageOf.get(widget.dict) ?? (widget.P() ? pages.findIndex((p) => p.ref === widget.P()) + 1 : 0);
      if (page < 1) continue;
      const r = widget.getRectangle();
      rects.push({ page, x: round(r.x), y: round(r.y), width: round(Math.abs(r.width)), height: round(Math.abs(r.height)) });
    }
    if (rects.length === 0) continue;
    const name = field.getName();
    const label = (inheritedText(field.acroField.dict, 'TU') ?? '').trim() || labelFromName(name);
    const key = uniqueKey(keyFromLabel(name.replace(/\[\d+\]/g, ''), 'field'), taken);
    taken.add(key);
    const party = guessParty(name);
    const options =
      field instanceof PDFRadioGroup || field instanceof PDFDropdown || field instanceof PDFOptionList
        ? field.getOptions()
        : undefined;
    const prefill = kind === 'text' || kind === 'multi_line' ? guessPrefill(name, party) : undefined;
    fields.push({
      key,
      label: label.slice(0, 300),
      kind,
      required: field.isRequired(),
      party,
      ...(options ? { options: [...new Set(options)] } : {}),
      rects: kind === 'radio' ? rects.slice(0, options?.length ?? 0) : rects,
      pdf_name: name.slice(0, 300),
      ...(kind === 'text' && /e.?mail/i.test(name) ? { format: 'email' as const } : {}),
      ...(kind === 'text' && /phone|tel/i.test(name) ? { format: 'phone' as const } : {}),
      ...(kind === 'text' && /ssn|social.?sec/i.test(name) ? { format: 'ssn' as const } : {}),
      ...(kind === 'date' && /birth|dob/i.test(name) ? { format: 'birth_date' as const } : {}),
      ...(prefill ? { prefill } : {}),
    });
  }
  return { pages: sizes, fields };
}
