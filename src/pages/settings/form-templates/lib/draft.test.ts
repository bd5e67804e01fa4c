import { draftProblems, FIELD_KINDS, move, newField, newSection, slug, toDraft, toInput, uniqueKey, withKind } from './draft';

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
  expect(slug('Date of birth?', 'field')).toBe('date_of_birth');
  expect(slug('2nd phone', 'field')).toBe('nd_phone');
  expect(slug('¿¡!', 'field')).toBe('field');
  expect(uniqueKey('email', new Set(['email', 'email_2']))).toBe('email_3');
  const draft = toDraft(null);
  const first = newField('email', draft.sections);
  draft.sections[0]!.fields.push(first);
  expect(newField('email', draft.sections).key).toBe('email_2');
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
