import { formatsOf, newDraftField, toPdfInput, withKind, withOptions } from './pdf-fields';

const rect = { page: 1, x: 100, y: 500, width: 14, height: 14 };

test('each kind offers only the formats the contract lets it carry', () => {
  expect(formatsOf('text')).toEqual(['ssn', 'phone', 'email']);
  expect(formatsOf('date')).toEqual(['birth_date']);
  expect(formatsOf('number')).toEqual(['currency']);
  expect(formatsOf('checkbox')).toEqual([]);
});

test('a radio group keeps one box per option', () => {
  const radio = newDraftField('radio', rect);
  expect(radio.rects).toHaveLength(2);
  const three = withOptions(radio, ['Term', 'Whole', 'Universal']);
  expect(three.rects).toHaveLength(3);
  expect(three.rects[2]!.x).toBeGreaterThan(three.rects[1]!.x);
  expect(withOptions(three, ['Term', 'Whole']).rects).toHaveLength(2);
});

test('changing the kind drops what no longer fits', () => {
  const text = { ...newDraftField('text', rect), format: 'ssn' as const };
  expect(withKind(text, 'date').format).toBeUndefined();
  expect(withKind(text, 'dropdown').options).toEqual(['Option 1', 'Option 2']);
  expect(withKind(withKind(text, 'dropdown'), 'text').options).toBeUndefined();
});

test('the request carries no editor ids', () => {
  expect(toPdfInput([newDraftField('signature', rect)])[0]).not.toHaveProperty('uid');
});
