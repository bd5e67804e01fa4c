import { keyFromLabel, uniqueKey } from '@/shared/api';
import {
  draftProblems,
  FIELD_KINDS,
  keysBesides,
  move,
  newField,
  newSection,
  toDraft,
  toInput,
  withKey,
  withKind,
  withLabel,
} from './draft';

it('offers all twelve field kinds', () => {
  expect(FIELD_KINDS).toEqual([
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
  ]);
});

it('makes answer keys from labels, unique within the template', () => {
  expect(keyFromLabel('Date of birth?')).toBe('date_of_birth');
  expect(keyFromLabel('2nd phone')).toBe('nd_phone');
  expect(keyFromLabel('¿¡!')).toBe('field');
  expect(uniqueKey('email', new Set(['email', 'email_2']))).toBe('email_3');
  const draft = toDraft(null);
  const first = newField('email', draft.sections);
  draft.sections[0]!.fields.push(first);
  expect(newField('email', draft.sections).key).toBe('email_2');
});

it('lets a new field’s key follow its label until the key is typed; keeps keys of a sent template fixed', () => {
  const draft = toDraft(null);
  const employer = withLabel(newField('short_text', draft.sections), 'Employer name', new Set());
  expect(employer).toMatchObject({ key: 'employer_name', keyFrom: 'label' });
  draft.sections[0]!.fields.push(employer);
  const second = newField('short_text', draft.sections);
  expect(second.key).toBe('short_text');
  const renamed = withLabel(second, 'Employer name', keysBesides(draft.sections, second.uid));
  expect(renamed.key).toBe('employer_name_2');
  const typed = withKey(renamed, 'previous_employer');
  expect(withLabel(typed, 'Former employer', new Set())).toMatchObject({ key: 'previous_employer', keyFrom: 'typed' });

  const template = {
    title: 'Intake',
    description: '',
    version_number: 1,
    used: false,
    sections: [
      { id: 's', title: 'S', fields: [{ key: 'short_text_2', kind: 'short_text' as const, label: 'Job', required: false }] },
    ],
  };
  const saved = toDraft(template).sections[0]!.fields[0]!;
  expect(withLabel(saved, 'Job title', new Set())).toMatchObject({ key: 'short_text_2', keyFrom: 'typed' });
  for (const sent of [
    { ...template, used: true },
    { ...template, version_number: 2 },
  ]) {
    const fixed = toDraft(sent).sections[0]!.fields[0]!;
    expect(fixed.keyFrom).toBe('fixed');
    expect(withKey(withLabel(fixed, 'Job title', new Set()), 'job').key).toBe('short_text_2');
  }
});

it('keeps a format only on the kind it refines', () => {
  const date = { ...newField('date', []), format: 'birth_date' as const };
  expect(withKind(date, 'date').format).toBe('birth_date');
  expect(withKind(date, 'short_text').format).toBeUndefined();
  expect(withKind({ ...newField('sensitive', []), format: 'ssn' }, 'date').format).toBeUndefined();
});

it('gives choice fields options and drops them (and ranges) when the kind changes', () => {
  const choice = newField('single_choice', []);
  expect(choice.options).toEqual(['Option 1', 'Option 2']);
  const text = withKind({ ...choice, min: 1 }, 'short_text');
  expect(text.options).toBeUndefined();
  expect(text.min).toBeUndefined();
  expect(withKind({ ...text, min: 1, max: 5 } as never, 'currency')).toMatchObject({ min: 1, max: 5 });
});

it('moves an item one place and leaves the ends alone', () => {
  expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
});

it('names what must be fixed before saving', () => {
  const draft = toDraft(null);
  draft.sections.push(newSection(draft.sections));
  const field = newField('multiple_choice', draft.sections);
  draft.sections[1]!.fields.push(
    { ...field, label: ' ', options: ['Same', 'Same'] },
    { ...newField('number', draft.sections), key: field.key, min: 5, max: 1 },
  );
  expect(draftProblems(draft)).toEqual({
    title: 'Give the template a title.',
    'sections.0.fields': 'Add at least one field to “Section 1”.',
    'sections.1.fields.0.label': 'Write the question or label.',
    'sections.1.fields.0.options': 'Each option once.',
    'sections.1.fields.1.key': '“multiple_choice” is already used by “ ”.',
    'sections.1.fields.1.max': 'The largest value must not be below the smallest.',
  });
});

it('sends the template without editing ids, trimmed, without empty help', () => {
  const draft = toDraft({
    title: ' Intake ',
    description: 'About you ',
    version_number: 1,
    used: false,
    sections: [{ id: 'me', title: ' Me ', fields: [{ key: 'name', kind: 'short_text', label: ' Name ', required: true }] }],
  });
  draft.sections[0]!.fields[0]!.help = '  ';
  expect(toInput(draft)).toEqual({
    title: 'Intake',
    description: 'About you',
    sections: [{ id: 'me', title: 'Me', fields: [{ key: 'name', kind: 'short_text', label: 'Name', required: true }] }],
  });
  expect(draftProblems(draft)).toEqual({});
});
