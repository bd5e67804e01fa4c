/**
 * The intake-form field contract: the field kinds, their rules and the words a person reads when an
 * answer breaks one, and the US states. Both sides use it: the server checks every answer with it, and
 * `npm run api:generate` copies this file verbatim into the SPA (src/shared/api/generated/form-fields.gen.ts),
 * under the same drift check as the OpenAPI client. So it imports only another copied contract and holds
 * only data and small pure functions.
 */
import { typedTextProblem } from './plain-text.js';

export const FIELD_KINDS = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'date',
  'number',
  'currency',
  'single_choice',
  'multiple_choice',
  'yes_no',
  'us_state',
  'sensitive',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/**
 * What an answer means beyond its kind, and the one kind each format refines: `ssn`, a sensitive field
 * that holds a US Social Security number (9 digits, stored as 123-45-6789); `birth_date`, a date field
 * that holds a date of birth (from 1900-01-01 to today). A format adds rules; it changes nothing else
 * (a `ssn` field is still encrypted and shown masked like every sensitive one).
 */
export const FIELD_FORMATS = { ssn: 'sensitive', birth_date: 'date' } as const satisfies Record<string, FieldKind>;
export type FieldFormat = keyof typeof FIELD_FORMATS;

export interface FieldDef {
  key: string;
  kind: FieldKind;
  label: string;
  help?: string;
  required: boolean;
  /** single_choice and multiple_choice. */
  options?: string[];
  /** number and currency. */
  min?: number;
  max?: number;
  /** A rule set beyond the kind (FIELD_FORMATS): only on the kind it refines. */
  format?: FieldFormat;
  /** Who fills it on a carrier PDF form (the client, or the agent who sends it); built-in forms: the client. */
  party?: FormParty;
}

export interface SectionDef {
  id: string;
  title: string;
  description?: string;
  fields: FieldDef[];
}

/** An answer as the API carries it: text, a number, a yes/no, or the chosen options. */
export type AnswerValue = string | number | boolean | string[];
export type Answers = Record<string, AnswerValue>;

/** The US states and the District of Columbia: postal code and name. */
export const US_STATES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);

/** The postal code of a state written as its code or its name, in any case ("tx", "Texas" → "TX"); null otherwise. */
export function usStateCode(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return null;
  const found = US_STATES.find(([code, name]) => code.toLowerCase() === text || name.toLowerCase() === text);
  return found ? found[0] : null;
}

const TEXT_LIMITS = { short_text: 200, long_text: 5000, sensitive: 100 } as const;
const EMAIL_MAX_LENGTH = 320;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,25}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const REQUIRED = 'This field is required.';
export const INCOMPLETE_DATE = 'Enter a full date (month, day and year).';
export const SSN_DIGITS = 'Enter the 9 digits of the Social Security number, like 123-45-6789.';
export const SSN_NOT_ISSUED = 'This is not a number the Social Security Administration issues: check the digits.';
export const BIRTH_DATE_FUTURE = 'A date of birth cannot be in the future.';
export const BIRTH_DATE_EARLIEST = '1900-01-01';
export const BIRTH_DATE_TOO_EARLY = 'Enter a date of birth in 1900 or later.';

/**
 * A date the browser holds only in part (a date input with the month typed but not the year): the SPA
 * keeps this in place of the answer so that the same rule, here, names what is missing.
 */
export const PARTIAL_DATE = '????-??-??';
/** Date-like text with a part missing or unknown: "2026-05", "1990--12", "-05-12", PARTIAL_DATE. */
const PARTIAL_DATE_TEXT = /^[0-9?]{0,4}-[0-9?]{0,2}(-[0-9?]{0,2})?$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Today's date where it is latest on Earth (UTC+14), as YYYY-MM-DD: a birth date is refused as being
 * in the future only when it is in the future everywhere, so a client in any time zone can enter today.
 */
export const latestToday = (nowMs: number = Date.now()): string => new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);

/** A Social Security number as stored (123-45-6789), from 9 digits with or without the dashes; else null. */
export function canonicalSsn(text: string): string | null {
  const match = /^\s*(\d{3})[- ]?(\d{2})[- ]?(\d{4})\s*$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** Numbers the SSA never issues: area 000, 666 or 900–999, group 00, serial 0000. */
function ssnIssuable(canonical: string): boolean {
  const [area, group, serial] = canonical.split('-') as [string, string, string];
  return area !== '000' && area !== '666' && !area.startsWith('9') && group !== '00' && serial !== '0000';
}

function dateProblem(field: FieldDef, text: string | null, today: string): string | null {
  if (text === null) return 'Enter a date as YYYY-MM-DD.';
  if (!validDate(text)) return PARTIAL_DATE_TEXT.test(text) && !DATE.test(text) ? INCOMPLETE_DATE : 'Enter a date as YYYY-MM-DD.';
  if (field.format !== 'birth_date') return null;
  if (text > today) return BIRTH_DATE_FUTURE;
  return text < BIRTH_DATE_EARLIEST ? BIRTH_DATE_TOO_EARLY : null;
}

export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What is wrong with one (non-empty) answer for its field, or null. Empty answers are `required`'s
 * business. `today` (YYYY-MM-DD) bounds a date of birth; it defaults to latestToday(). The kind's rule
 * first, then the one rule for typed text (contract/plain-text.ts): a long answer may have line breaks, no
 * answer may carry control, bidi or broken characters.
 */
export function checkAnswer(field: FieldDef, value: unknown, today: string = latestToday()): string | null {
  const problem = kindProblem(field, value, today);
  if (problem || typeof value !== 'string') return problem;
  return typedTextProblem(value, 'This answer', field.kind === 'long_text');
}

function kindProblem(field: FieldDef, value: unknown, today: string): string | null {
  const text = typeof value === 'string' ? value : null;
  const options = field.options ?? [];
  switch (field.kind) {
    case 'short_text':
    case 'long_text':
    case 'sensitive': {
      if (text === null) return 'Enter text.';
      const limit = TEXT_LIMITS[field.kind];
      if (text.length > limit) return `Keep this under ${limit} characters.`;
      if (field.kind !== 'sensitive' || field.format !== 'ssn') return null;
      const ssn = canonicalSsn(text);
      if (ssn === null) return SSN_DIGITS;
      return ssnIssuable(ssn) ? null : SSN_NOT_ISSUED;
    }
    case 'email':
      return text !== null && EMAIL.test(text.trim()) && text.length <= EMAIL_MAX_LENGTH
        ? null
        : 'Enter an email address like name@example.com.';
    case 'phone': {
      const digits = (text ?? '').replace(/\D/g, '').length;
      return text !== null && PHONE.test(text.trim()) && digits >= 7 && digits <= 15
        ? null
        : 'Enter a phone number with 7 to 15 digits.';
    }
    case 'date':
      return dateProblem(field, text, today);
    case 'number':
    case 'currency': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return field.kind === 'currency' ? 'Enter an amount in dollars.' : 'Enter a number.';
      if (field.kind === 'currency' && Math.round(value * 100) !== value * 100) return 'Use at most two decimal places (cents).';
      if (field.kind === 'currency' && value < 0 && field.min === undefined) return 'Enter an amount of zero or more.';
      if (field.min !== undefined && value < field.min) return `Enter ${field.min} or more.`;
      if (field.max !== undefined && value > field.max) return `Enter ${field.max} or less.`;
      return null;
    }
    case 'single_choice':
      return text !== null && options.includes(text) ? null : `Choose one of: ${options.join(', ')}.`;
    case 'multiple_choice':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.includes(v)))
        return `Choose from: ${options.join(', ')}.`;
      return new Set(value).size === value.length ? null : 'Choose each option at most once.';
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'Answer yes or no.';
    case 'us_state':
      return text !== null && US_STATE_CODES.includes(text) ? null : 'Choose a US state (two-letter code such as NY).';
  }
}

/** What stops one answer: a wrong value, or (when `requireFilled`) a missing required one. */
export function answerProblem(field: FieldDef, value: unknown, requireFilled: boolean, today?: string): string | null {
  if (isEmptyAnswer(value)) return requireFilled && field.required ? REQUIRED : null;
  return checkAnswer(field, value, today);
}

/** A valid answer as it is stored: text trimmed, a Social Security number as 123-45-6789. */
export function storedAnswer(field: FieldDef, value: AnswerValue): AnswerValue {
  if (typeof value !== 'string') return value;
  if (field.format === 'ssn') return canonicalSsn(value) ?? value.trim();
  return value.trim();
}

/** A format on a kind it does not refine, in words; else null. */
export function formatProblem(field: Pick<FieldDef, 'kind' | 'format'>): string | null {
  if (field.format === undefined || FIELD_FORMATS[field.format] === field.kind) return null;
  return field.format === 'ssn'
    ? 'Only a sensitive field can hold a Social Security number.'
    : 'Only a date field can hold a date of birth.';
}

/** What an answer key must look like: lower-case letters, digits and _, starting with a letter. */
export const FIELD_KEY = /^[a-z][a-z0-9_]{0,49}$/;

/** An answer key made from a field's label: "Date of birth" → "date_of_birth" (at most 40 characters). */
export function keyFromLabel(label: string, fallback = 'field'): string {
  const base = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return base || fallback;
}

/** `wanted`, or with _2, _3… added when `taken` has it. */
export function uniqueKey(wanted: string, taken: ReadonlySet<string>): string {
  let key = wanted;
  for (let n = 2; taken.has(key); n += 1) key = `${wanted}_${n}`;
  return key;
}

/**
 * Sections whose fields without a key get one from their label, unique within the template. Fields that
 * have a key keep it as it is: a key, once given, names the answers stored under it.
 */
export function withFieldKeys<S extends { fields: { key?: string; label: string }[] }>(
  sections: S[],
): (Omit<S, 'fields'> & { fields: (S['fields'][number] & { key: string })[] })[] {
  const taken = new Set(sections.flatMap((s) => s.fields.flatMap((f) => (f.key ? [f.key] : []))));
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      if (field.key) return { ...field, key: field.key };
      const key = uniqueKey(keyFromLabel(field.label), taken);
      taken.add(key);
      return { ...field, key };
    }),
  }));
}

/** What a person reads for an answer (the review page, the PDF). */
export function displayAnswer(field: FieldDef, value: AnswerValue | undefined, empty = '—'): string {
  if (value === undefined || isEmptyAnswer(value)) return empty;
  if (field.kind === 'yes_no') return value ? 'Yes' : 'No';
  if (field.kind === 'currency' && typeof value === 'number')
    return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** A sensitive value with all but its last four characters hidden. */
export const maskValue = (value: string): string =>
  value.length <= 4 ? '•'.repeat(value.length) : `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;

/** A typed signature must be the signer's name: the same letters, whatever the case and spacing. */
export const sameSignerName = (typed: string, name: string): boolean => {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return normal(typed) !== '' && normal(typed) === normal(name);
};

export const signerNameMismatch = (name: string): string => `Type your name as it is on this form: ${name}.`;

/*
 * Carrier PDF forms: fields placed on a carrier's own pages. Each placed field is answered by the rules
 * above: `answerFieldOf` names the built-in kind and format a placed field is checked, stored, encrypted
 * and masked as, so a carrier form's answers follow exactly the rules of a built-in one.
 */

/** Who fills a field: the client the form goes to, or the agent who sends it (and countersigns). */
export const FORM_PARTIES = ['client', 'agent'] as const;
export type FormParty = (typeof FORM_PARTIES)[number];

/** What a field on a carrier's page is, as a PDF form knows it. */
export const PDF_FIELD_KINDS = [
  'text',
  'multi_line',
  'date',
  'number',
  'checkbox',
  'radio',
  'dropdown',
  'signature',
  'initials',
] as const;
export type PdfFieldKind = (typeof PDF_FIELD_KINDS)[number];

/**
 * The formats a placed field may carry, and the one PDF kind each refines: a text field may hold a
 * Social Security number (encrypted, masked), a phone number or an email address; a date field a date of
 * birth; a number field an amount in dollars. Each is checked by the built-in rule of the same name.
 */
export const PDF_FIELD_FORMATS = {
  ssn: 'text',
  phone: 'text',
  email: 'text',
  birth_date: 'date',
  currency: 'number',
} as const satisfies Record<string, PdfFieldKind>;
export type PdfFieldFormat = keyof typeof PDF_FIELD_FORMATS;

/**
 * Where an answer may come from before anyone types it: the client's or the agent's profile. A prefilled
 * answer stays editable by the party who fills the field.
 */
export const PREFILL_SOURCES = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'state',
  'national_producer_number',
] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

/** A rectangle on a page, in PDF points from the page's lower-left corner; pages count from 1. */
export interface PdfRect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfFieldDef {
  key: string;
  label: string;
  kind: PdfFieldKind;
  required: boolean;
  party: FormParty;
  format?: PdfFieldFormat;
  /** radio and dropdown: the choices; a radio group's rects are its options' boxes, in the same order. */
  options?: string[];
  /** Where the answer goes: each place it is written (a name repeated on every page), or a radio group's option boxes. */
  rects: PdfRect[];
  /** The AcroForm field it was found as (its full name), if it was detected rather than placed. */
  pdf_name?: string;
  prefill?: PrefillSource;
}

/** Signature and initials are applied at signing (made once, stamped in each place), never typed as answers. */
export const isSignatureKind = (kind: PdfFieldKind): boolean => kind === 'signature' || kind === 'initials';

/** The built-in field a placed field is answered as; null for signature and initials. */
export function answerFieldOf(field: PdfFieldDef): FieldDef | null {
  const base = { key: field.key, label: field.label, required: field.required, party: field.party };
  switch (field.kind) {
    case 'signature':
    case 'initials':
      return null;
    case 'text':
      if (field.format === 'ssn') return { ...base, kind: 'sensitive', format: 'ssn' };
      if (field.format === 'phone' || field.format === 'email') return { ...base, kind: field.format };
      return { ...base, kind: 'short_text' };
    case 'multi_line':
      return { ...base, kind: 'long_text' };
    case 'date':
      return field.format === 'birth_date' ? { ...base, kind: 'date', format: 'birth_date' } : { ...base, kind: 'date' };
    case 'number':
      return { ...base, kind: field.format === 'currency' ? 'currency' : 'number' };
    case 'checkbox':
      return { ...base, kind: 'yes_no' };
    case 'radio':
    case 'dropdown':
      return { ...base, kind: 'single_choice', options: field.options ?? [] };
  }
}

/** What is wrong with one placed field (its format, options, boxes) on pages of these sizes, in words; else null. */
export function pdfFieldProblem(field: PdfFieldDef, pages: readonly { width: number; height: number }[]): string | null {
  if (field.format !== undefined && PDF_FIELD_FORMATS[field.format] !== field.kind)
    return `A ${field.format.replace('_', ' ')} format fits only a ${PDF_FIELD_FORMATS[field.format].replace('_', '-')} field.`;
  const choice = field.kind === 'radio' || field.kind === 'dropdown';
  if (choice && (!field.options || field.options.length < 2)) return 'Give at least two options.';
  if (choice && new Set(field.options).size !== field.options!.length) return 'Each option must be different.';
  if (!choice && field.options !== undefined && field.options.length > 0) return 'Only a radio group or a dropdown has options.';
  if (field.rects.length === 0) return 'Place the field on a page.';
  if (field.kind === 'radio' && field.rects.length !== field.options!.length)
    return 'A radio group needs one box per option, in the order of its options.';
  for (const rect of field.rects) {
    const page = pages[rect.page - 1];
    if (!page) return `The document has no page ${rect.page}.`;
    if (rect.width < 4 || rect.height < 4) return 'Make the box at least 4 points wide and high.';
    if (rect.x < 0 || rect.y < 0 || rect.x + rect.width > page.width + 0.5 || rect.y + rect.height > page.height + 0.5)
      return `Keep the box inside page ${rect.page}.`;
  }
  return null;
}
