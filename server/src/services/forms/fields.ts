import type { FieldError } from '../../lib/errors.js';
import {
  checkAnswer,
  formatProblem,
  isEmptyAnswer,
  REQUIRED,
  storedAnswer,
  type AnswerValue,
  type Answers,
  type FieldDef,
  type SectionDef,
} from '../../contract/form-fields.js';

// The field kinds, their rules and messages are the contract shared with the SPA (contract/form-fields.ts);
// this file applies them to a whole form and a template.
export { displayAnswer, FIELD_FORMATS, FIELD_KEY, FIELD_KINDS, withFieldKeys } from '../../contract/form-fields.js';
export type { Answers, AnswerValue, FieldDef, FieldKind, SectionDef } from '../../contract/form-fields.js';

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
    if (isEmptyAnswer(value)) continue;
    const problem = checkAnswer(field, value);
    if (problem) errors.push({ field: key, message: problem });
    else clean[key] = storedAnswer(field, value as AnswerValue);
  }
  if (complete) {
    for (const field of fields.values()) {
      if (field.required && isEmptyAnswer(clean[field.key]) && !errors.some((e) => e.field === field.key)) {
        errors.push({ field: field.key, message: REQUIRED });
      }
    }
  }
  return { clean, errors };
}

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
      const format = formatProblem(field);
      if (format) errors.push({ field: `${at}.format`, message: format });
    });
  });
  return errors;
}
