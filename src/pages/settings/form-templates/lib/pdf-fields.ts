import { PDF_FIELD_FORMATS, type PdfFormField, type PdfRect } from '@/shared/api';

export type PdfKind = PdfFormField['kind'];
export type PdfFormat = NonNullable<PdfFormField['format']>;

/** A placed field as the editor holds it: `uid` keeps its box stable while it is relabelled or re-keyed. */
export interface DraftPdfField extends Omit<PdfFormField, 'key'> {
  key?: string;
  uid: string;
}

export const PDF_KIND_LABELS: Record<PdfKind, string> = {
  text: 'Text',
  multi_line: 'Multi-line text',
  date: 'Date',
  number: 'Number',
  checkbox: 'Checkbox',
  radio: 'Radio group',
  dropdown: 'Dropdown',
  signature: 'Signature',
  initials: 'Initials',
};

export const PDF_FORMAT_LABELS: Record<PdfFormat, string> = {
  ssn: 'Social Security number',
  phone: 'Phone number',
  email: 'Email address',
  birth_date: 'Date of birth',
  currency: 'Amount in dollars',
};

/** The formats a kind may carry (the contract's PDF_FIELD_FORMATS). */
export const formatsOf = (kind: PdfKind): PdfFormat[] =>
  (Object.keys(PDF_FIELD_FORMATS) as PdfFormat[]).filter((format) => PDF_FIELD_FORMATS[format] === kind);

let counter = 0;
export const toDraftFields = (fields: PdfFormField[]): DraftPdfField[] =>
  fields.map((field) => ({ ...field, uid: `f${(counter += 1)}` }));

export const newDraftField = (kind: PdfKind, rect: PdfRect): DraftPdfField => ({
  uid: `f${(counter += 1)}`,
  label: PDF_KIND_LABELS[kind],
  kind,
  required: kind === 'signature',
  party: 'client',
  rects: kind === 'radio' ? [rect, { ...rect, x: rect.x + 60 }] : [rect],
  ...(kind === 'radio' || kind === 'dropdown' ? { options: ['Option 1', 'Option 2'] } : {}),
});

/**
 * A field with its kind changed: a format or options that no longer fit are dropped, and a radio group
 * keeps one box per option.
 */
export function withKind(field: DraftPdfField, kind: PdfKind): DraftPdfField {
  const choice = kind === 'radio' || kind === 'dropdown';
  const { format, options, ...rest } = field;
  const next: DraftPdfField = { ...rest, kind };
  if (format && formatsOf(kind).includes(format)) next.format = format;
  if (choice) next.options = options && options.length >= 2 ? options : ['Option 1', 'Option 2'];
  if (kind === 'radio') return withOptions(next, next.options!);
  // A radio group's option boxes are not places for one answer: the first one stays.
  return field.kind === 'radio' ? { ...next, rects: next.rects.slice(0, 1) } : next;
}

/** A choice field with new options; a radio group gains or loses option boxes to match (new ones to the right). */
export function withOptions(field: DraftPdfField, options: string[]): DraftPdfField {
  if (field.kind !== 'radio') return { ...field, options };
  const rects = options.map(
    (_, i) => field.rects[i] ?? { ...field.rects.at(-1)!, x: field.rects.at(-1)!.x + 30 * (i - field.rects.length + 1) },
  );
  return { ...field, options, rects };
}

/** The request body: every field without its editor id. */
export const toPdfInput = (fields: DraftPdfField[]) => fields.map(({ uid: _uid, ...field }) => field);
