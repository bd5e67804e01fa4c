import type { FieldError } from '../../lib/errors.js';
import { isMultiLineText, isPlainText, UNSAFE_MULTI_LINE_MESSAGE, UNSAFE_TEXT_MESSAGE } from '../../lib/plain-text.js';

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

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

const TEXT_LIMIT: Partial<Record<FieldKind, number>> = { short_text: 200, long_text: 5000, sensitive: 100 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,25}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What is wrong with one answer for its field, or null. Empty answers are checked by `required` only. */
export function checkAnswer(field: FieldDef, value: unknown): string | null {
  const text = typeof value === 'string' ? value : null;
  switch (field.kind) {
    case 'short_text':
    case 'long_text':
    case 'sensitive': {
      if (text === null) return 'Enter text.';
      const limit = TEXT_LIMIT[field.kind]!;
      if (text.length > limit) return `Keep this under ${limit} characters.`;
      // The one rule for typed text (schemas/common-fields.ts): a long answer may have line breaks.
      if (field.kind === 'long_text') return isMultiLineText(text) ? null : `This answer ${UNSAFE_MULTI_LINE_MESSAGE}.`;
      return isPlainText(text) ? null : `This answer ${UNSAFE_TEXT_MESSAGE}.`;
    }
    case 'email':
      return text !== null && EMAIL.test(text.trim()) && text.length <= 320
        ? null
        : 'Enter an email address like name@example.com.';
    case 'phone':
      return text !== null &&
        PHONE.test(text.trim()) &&
        text.replace(/\D/g, '').length >= 7 &&
        text.replace(/\D/g, '').length <= 15
        ? null
        : 'Enter a phone number with 7 to 15 digits.';
    case 'date':
      return text !== null && validDate(text) ? null : 'Enter a date as YYYY-MM-DD.';
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
      return text !== null && (field.options ?? []).includes(text) ? null : `Choose one of: ${(field.options ?? []).join(', ')}.`;
    case 'multiple_choice':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !(field.options ?? []).includes(v))) {
        return `Choose from: ${(field.options ?? []).join(', ')}.`;
      }
      return new Set(value).size === value.length ? null : 'Choose each option at most once.';
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'Answer yes or no.';
    case 'us_state':
      return text !== null && US_STATES.includes(text) ? null : 'Choose a US state (two-letter code such as NY).';
  }
}

export const fieldsOf = (sections: SectionDef[]): FieldDef[] => sections.flatMap((s) => s.fields);

/**
 * Checks answers against a template version: unknown keys and wrong types always; required fields only
 * when `complete` (signing). Empty values are dropped from the result.
 */
export function checkAnswers(
  sections: SectionDef[],
  answers: Record<string, unknown>,
  complete: boolean,
): { clean: Answers; errors: FieldError[] } {
  const fields = new Map(fieldsOf(sections).map((f) => [f.key, f]));
  const errors: FieldError[] = [];
  const clean: Answers = {};
  for (const [key, value] of Object.entries(answers)) {
    const field = fields.get(key);
    if (!field) {
      errors.push({ field: key, message: 'This form has no such field.' });
      continue;
    }
    if (isEmpty(value)) continue;
    const problem = checkAnswer(field, value);
    if (problem) errors.push({ field: key, message: problem });
    else clean[key] = typeof value === 'string' ? value.trim() : (value as AnswerValue);
  }
  if (complete) {
    for (const field of fields.values()) {
      if (field.required && isEmpty(clean[field.key]) && !errors.some((e) => e.field === field.key)) {
        errors.push({ field: field.key, message: 'This field is required.' });
      }
    }
  }
  return { clean, errors };
}

/** What a person sees of an answer (the PDF, lists). */
export function displayAnswer(field: FieldDef, value: AnswerValue | undefined): string {
  if (value === undefined) return '-';
  if (field.kind === 'yes_no') return value ? 'Yes' : 'No';
  if (field.kind === 'currency' && typeof value === 'number')
    return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** A sensitive value with all but its last four characters hidden. */
export const maskValue = (value: string): string =>
  value.length <= 4 ? '•'.repeat(value.length) : `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;

/** Checks a template's sections: unique keys, known kinds, options where needed. */
export function checkTemplate(sections: SectionDef[]): FieldError[] {
  const errors: FieldError[] = [];
  const keys = new Set<string>();
  if (sections.length === 0) errors.push({ field: 'sections', message: 'Add at least one section.' });
  sections.forEach((section, s) => {
    if (section.fields.length === 0)
      errors.push({ field: `sections.${s}.fields`, message: `Add at least one field to “${section.title}”.` });
    section.fields.forEach((field, f) => {
      const at = `sections.${s}.fields.${f}`;
      if (keys.has(field.key))
        errors.push({ field: `${at}.key`, message: `The key “${field.key}” is used twice; each field needs its own.` });
      keys.add(field.key);
      const choice = field.kind === 'single_choice' || field.kind === 'multiple_choice';
      if (choice && (!field.options || field.options.length < 2))
        errors.push({ field: `${at}.options`, message: 'Give at least two options.' });
      if (choice && field.options && new Set(field.options).size !== field.options.length)
        errors.push({ field: `${at}.options`, message: 'Each option must be different.' });
      if (field.min !== undefined && field.max !== undefined && field.min > field.max)
        errors.push({ field: `${at}.min`, message: 'The minimum is larger than the maximum.' });
    });
  });
  return errors;
}
