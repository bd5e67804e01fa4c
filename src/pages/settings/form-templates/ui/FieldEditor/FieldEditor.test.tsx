import { fireEvent, render, screen } from '@testing-library/react';
import { newField, type DraftField } from '../../lib/draft';
import { FieldEditor } from './FieldEditor';

function renderEditor(field: DraftField, takenKeys = new Set<string>()) {
  const onChange = jest.fn();
  render(
    <ul>
      <FieldEditor
        field={field}
        at="sections.0.fields.0"
        problems={{}}
        position={{ index: 0, count: 1 }}
        takenKeys={takenKeys}
        onChange={onChange}
        onMove={jest.fn()}
        onRemove={jest.fn()}
      />
    </ul>,
  );
  return onChange;
}

it('makes a new field’s key from the label as it is typed, avoiding the other fields’ keys', () => {
  const onChange = renderEditor(newField('short_text', []), new Set(['employer']));
  expect(screen.getByLabelText('Answer key')).toHaveValue('short_text');
  fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Employer' } });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Employer', key: 'employer_2' }));
});

it('shows a sent template’s key as fixed', () => {
  const onChange = renderEditor({ ...newField('short_text', []), key: 'short_text_2', keyFrom: 'fixed' });
  const key = screen.getByLabelText('Answer key');
  expect(key).toHaveAttribute('readonly');
  expect(screen.getByText('Fixed: forms were sent with answers under this key.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Job title' } });
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Job title', key: 'short_text_2' }));
});

it.each([
  ['date', 'Date of birth (from 1900 to today)', 'birth_date'],
  ['sensitive', 'Social Security number (9 digits, like 123-45-6789)', 'ssn'],
] as const)('lets a %s field be marked with its format', (kind, label, format) => {
  const onChange = renderEditor(newField(kind, []));
  fireEvent.click(screen.getByRole('checkbox', { name: label }));
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ format }));
});

it('offers no format to a kind without one', () => {
  renderEditor(newField('email', []));
  expect(screen.getAllByRole('checkbox')).toHaveLength(1);
});
