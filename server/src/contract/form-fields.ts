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

const TEXT_LIMITS = { short_text: 200, long_text: 5000, sensitive: 100 } as const;
const EMAIL_MAX_LENGTH = 320;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,25}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const REQUIRED = 'This field is required.';

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What is wrong with one (non-empty) answer for its field, or null. Empty answers are `required`'s
 * business. The kind's rule first, then the one rule for typed text (contract/plain-text.ts): a long
 * answer may have line breaks, no answer may carry control, bidi or broken characters.
 */
export function checkAnswer(field: FieldDef, value: unknown): string | null {
  const problem = kindProblem(field, value);
  if (problem || typeof value !== 'string') return problem;
  return typedTextProblem(value, 'This answer', field.kind === 'long_text');
}

function kindProblem(field: FieldDef, value: unknown): string | null {
  const text = typeof value === 'string' ? value : null;
  const options = field.options ?? [];
  switch (field.kind) {
    case 'short_text':
    case 'long_text':
    case 'sensitive': {
      if (text === null) return 'Enter text.';
      const limit = TEXT_LIMITS[field.kind];
      return text.length > limit ? `Keep this under ${limit} characters.` : null;
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
export function answerProblem(field: FieldDef, value: unknown, requireFilled: boolean): string | null {
  if (isEmptyAnswer(value)) return requireFilled && field.required ? REQUIRED : null;
  return checkAnswer(field, value);
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
