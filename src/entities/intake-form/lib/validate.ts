import type { AnswerValue, FormField } from '@/shared/api';

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

const LIMIT: Partial<Record<FormField['kind'], number>> = { short_text: 200, long_text: 5000, sensitive: 100 };

export const isEmptyAnswer = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export const REQUIRED = 'This field is required.';

/** The same checks and words as the server (services/forms/fields.ts), so a person sees them as they type. */
export function validateAnswer(field: FormField, value: unknown, requireFilled: boolean): string | undefined {
  if (isEmptyAnswer(value)) return requireFilled && field.required ? REQUIRED : undefined;
  const text = typeof value === 'string' ? value : null;
  switch (field.kind) {
    case 'short_text':
    case 'long_text':
    case 'sensitive':
      if (text === null) return 'Enter text.';
      return text.length > LIMIT[field.kind]! ? `Keep this under ${LIMIT[field.kind]} characters.` : undefined;
    case 'email':
      return text !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim())
        ? undefined
        : 'Enter an email address like name@example.com.';
    case 'phone': {
      const digits = (text ?? '').replace(/\D/g, '').length;
      return text !== null && /^\+?[0-9 ().-]{7,25}$/.test(text.trim()) && digits >= 7 && digits <= 15
        ? undefined
        : 'Enter a phone number with 7 to 15 digits.';
    }
    case 'date':
      return text !== null && validDate(text) ? undefined : 'Enter a date as YYYY-MM-DD.';
    case 'number':
    case 'currency': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return field.kind === 'currency' ? 'Enter an amount in dollars.' : 'Enter a number.';
      if (field.kind === 'currency' && Math.round(value * 100) !== value * 100) return 'Use at most two decimal places (cents).';
      if (field.kind === 'currency' && value < 0 && field.min === undefined) return 'Enter an amount of zero or more.';
      if (field.min !== undefined && value < field.min) return `Enter ${field.min} or more.`;
      if (field.max !== undefined && value > field.max) return `Enter ${field.max} or less.`;
      return undefined;
    }
    case 'single_choice':
      return text !== null && (field.options ?? []).includes(text)
        ? undefined
        : `Choose one of: ${(field.options ?? []).join(', ')}.`;
    case 'multiple_choice':
      return Array.isArray(value) && value.every((v) => (field.options ?? []).includes(v))
        ? undefined
        : `Choose from: ${(field.options ?? []).join(', ')}.`;
    case 'yes_no':
      return typeof value === 'boolean' ? undefined : 'Answer yes or no.';
    case 'us_state':
      return text !== null && US_STATES.includes(text) ? undefined : 'Choose a US state (two-letter code such as NY).';
  }
}

/** What a reviewer reads for an answer. */
export function displayAnswer(field: FormField, value: AnswerValue | undefined): string {
  if (isEmptyAnswer(value)) return '—';
  if (field.kind === 'yes_no') return value ? 'Yes' : 'No';
  if (field.kind === 'currency' && typeof value === 'number')
    return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** Answers without empty values: what a draft save sends. */
export function cleanAnswers(values: Record<string, unknown>): Record<string, AnswerValue> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !isEmptyAnswer(v))) as Record<string, AnswerValue>;
}
