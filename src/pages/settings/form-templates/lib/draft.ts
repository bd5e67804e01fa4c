import {
  FIELD_FORMATS,
  FIELD_KEY,
  keyFromLabel,
  uniqueKey,
  type FieldFormat,
  type FormField,
  type FormSection,
  type FormTemplate,
} from '@/shared/api';

export type FieldKind = FormField['kind'];

/** Every field kind, in the order the builder offers them, with its name on screen. */
export const KIND_LABELS: Record<FieldKind, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email',
  phone: 'Phone',
  date: 'Date',
  number: 'Number',
  currency: 'Currency (US dollars)',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  yes_no: 'Yes / no',
  us_state: 'US state',
  sensitive: 'Sensitive (encrypted, shown masked)',
};
export const FIELD_KINDS = Object.keys(KIND_LABELS) as FieldKind[];

export const isChoice = (kind: FieldKind) => kind === 'single_choice' || kind === 'multiple_choice';
export const isNumeric = (kind: FieldKind) => kind === 'number' || kind === 'currency';

/** The format a kind may carry (a sensitive field a Social Security number, a date field a date of birth). */
export const FORMAT_OF_KIND: Partial<Record<FieldKind, FieldFormat>> = Object.fromEntries(
  Object.entries(FIELD_FORMATS).map(([format, kind]) => [kind, format]),
);
export const FORMAT_LABELS: Record<FieldFormat, string> = {
  ssn: 'Social Security number (9 digits, like 123-45-6789)',
  birth_date: 'Date of birth (from 1900 to today)',
};

/**
 * Where a field's answer key comes from while it is edited: `label`, a new field whose key follows its
 * label; `typed`, a key the admin typed or one already saved; `fixed`, a saved key of a template that
 * forms were sent from — the answers stored under it keep their name, so it cannot change.
 */
export type KeySource = 'label' | 'typed' | 'fixed';

/** A field being edited: `uid` keeps React rows stable while labels and keys change. */
export interface DraftField extends FormField {
  uid: string;
  keyFrom: KeySource;
}
export interface DraftSection extends Omit<FormSection, 'fields'> {
  uid: string;
  fields: DraftField[];
}
export interface TemplateDraft {
  title: string;
  description: string;
  sections: DraftSection[];
}

let counter = 0;
const uid = () => `u${(counter += 1)}`;

export function toDraft(
  template: Pick<FormTemplate, 'title' | 'description' | 'sections' | 'used' | 'version_number'> | null,
): TemplateDraft {
  if (!template) return { title: '', description: '', sections: [newSection([])] };
  // Forms were sent from this template (this version, or an earlier one its fields come from).
  const keyFrom: KeySource = template.used || template.version_number > 1 ? 'fixed' : 'typed';
  return {
    title: template.title,
    description: template.description,
    sections: template.sections.map((s) => ({ ...s, uid: uid(), fields: s.fields.map((f) => ({ ...f, uid: uid(), keyFrom })) })),
  };
}

/** The keys of every field but `except` (a field's uid). */
export const keysBesides = (sections: DraftSection[], except?: string) =>
  new Set(sections.flatMap((s) => s.fields.filter((f) => f.uid !== except).map((f) => f.key)));

export function newField(kind: FieldKind, sections: DraftSection[]): DraftField {
  const label = KIND_LABELS[kind].replace(/ \(.*\)$/, '');
  return {
    uid: uid(),
    key: uniqueKey(keyFromLabel(label), keysBesides(sections)),
    keyFrom: 'label',
    kind,
    label,
    required: false,
    ...(isChoice(kind) ? { options: ['Option 1', 'Option 2'] } : {}),
  };
}

/** A field with a new label; a key that follows the label is made again from it, unique among `taken`. */
export function withLabel(field: DraftField, label: string, taken: ReadonlySet<string>): DraftField {
  if (field.keyFrom !== 'label') return { ...field, label };
  return { ...field, label, key: uniqueKey(keyFromLabel(label), taken) };
}

/** A field with a key typed by hand: it no longer follows the label. A fixed key stays as it is. */
export function withKey(field: DraftField, key: string): DraftField {
  return field.keyFrom === 'fixed' ? field : { ...field, key, keyFrom: 'typed' };
}

export function newSection(sections: DraftSection[]): DraftSection {
  const ids = new Set(sections.map((s) => s.id));
  return { uid: uid(), id: uniqueKey('section', ids), title: `Section ${sections.length + 1}`, fields: [] };
}

/** The list with item `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A field after its kind changed: choices get options, others lose them; min/max only for numbers. */
export function withKind(field: DraftField, kind: FieldKind): DraftField {
  const { options, min, max, format, ...rest } = field;
  return {
    ...rest,
    kind,
    ...(format && FIELD_FORMATS[format] === kind ? { format } : {}),
    ...(isChoice(kind) ? { options: options?.length ? options : ['Option 1', 'Option 2'] } : {}),
    ...(isNumeric(kind) ? { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) } : {}),
  };
}

/** What the builder must fix before saving, by place ("sections.0.fields.2.label" → message). */
export function draftProblems(draft: TemplateDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.title.trim()) problems.title = 'Give the template a title.';
  if (draft.sections.length === 0) problems.sections = 'Add at least one section.';
  const keys = new Map<string, string>();
  draft.sections.forEach((section, s) => {
    if (!section.title.trim()) problems[`sections.${s}.title`] = 'Give the section a title.';
    if (section.fields.length === 0)
      problems[`sections.${s}.fields`] = `Add at least one field to “${section.title || 'this section'}”.`;
    section.fields.forEach((field, f) => {
      const at = `sections.${s}.fields.${f}`;
      if (!field.label.trim()) problems[`${at}.label`] = 'Write the question or label.';
      if (!FIELD_KEY.test(field.key)) problems[`${at}.key`] = 'Use lower-case letters, digits and _, starting with a letter.';
      else if (keys.has(field.key)) problems[`${at}.key`] = `“${field.key}” is already used by “${keys.get(field.key)}”.`;
      keys.set(field.key, field.label);
      if (isChoice(field.kind)) {
        const options = field.options ?? [];
        if (options.length < 2) problems[`${at}.options`] = 'Give at least two options, one per line.';
        else if (new Set(options).size !== options.length) problems[`${at}.options`] = 'Each option once.';
      }
      if (isNumeric(field.kind) && field.min !== undefined && field.max !== undefined && field.min > field.max)
        problems[`${at}.max`] = 'The largest value must not be below the smallest.';
    });
  });
  return problems;
}

/** The template as the API takes it (no editing ids, trimmed text, empty help left out). */
export function toInput(draft: TemplateDraft): { title: string; description: string; sections: FormSection[] } {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    sections: draft.sections.map(({ uid: _s, fields, ...section }) => ({
      ...section,
      title: section.title.trim(),
      fields: fields.map(({ uid: _f, keyFrom: _k, help, ...field }) => ({
        ...field,
        label: field.label.trim(),
        ...(help?.trim() ? { help: help.trim() } : {}),
      })),
    })),
  };
}
