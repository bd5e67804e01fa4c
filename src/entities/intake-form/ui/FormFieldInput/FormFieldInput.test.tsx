import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import type { FormField } from '@/shared/api';
import { FormFieldInput } from './FormFieldInput';

function renderField(field: FormField, requireFilled = false) {
  const values: { current: Record<string, unknown> } = { current: {} };
  render(
    <Form onSubmit={() => undefined}>
      {() => (
        <form>
          <FormFieldInput field={field} requireFilled={requireFilled} />
          <FormSpy subscription={{ values: true }} onChange={({ values: v }) => (values.current = v)} />
        </form>
      )}
    </Form>,
  );
  return values;
}

const text = (kind: FormField['kind'], extra: Partial<FormField> = {}): FormField => ({
  key: 'f',
  kind,
  label: 'Answer',
  required: false,
  ...extra,
});

it.each([
  ['short_text', 'x'.repeat(201), 'Keep this under 200 characters.'],
  ['email', 'casey@', 'Enter an email address like name@example.com.'],
  ['phone', '12ab', 'Enter a phone number with 7 to 15 digits.'],
  ['sensitive', 'x'.repeat(101), 'Keep this under 100 characters.'],
] as const)('shows the %s message as the person types', async (kind, typed, message) => {
  renderField(text(kind, { help: 'Some help.' }));
  const input = screen.getByLabelText('Answer');
  expect(screen.getByText('Some help.')).toBeInTheDocument();
  await userEvent.click(input);
  await userEvent.paste(typed);
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('gives long text several lines', () => {
  renderField(text('long_text'));
  expect(screen.getByLabelText('Answer').tagName).toBe('TEXTAREA');
});

it('hides what is typed into a sensitive field', () => {
  renderField(text('sensitive'));
  expect(screen.getByLabelText('Answer')).toHaveAttribute('type', 'password');
});

it('checks a date and stores it as YYYY-MM-DD', async () => {
  const values = renderField(text('date'));
  const input = screen.getByLabelText('Answer');
  expect(input).toHaveAttribute('type', 'date');
  await userEvent.type(input, '1984-02-29');
  expect(values.current.f).toBe('1984-02-29');
  expect(screen.queryByText('Enter a date as YYYY-MM-DD.')).not.toBeInTheDocument();
});

it('keeps numbers as numbers and checks their range', async () => {
  const values = renderField(text('number', { min: 0, max: 20 }));
  await userEvent.type(screen.getByLabelText('Answer'), '21');
  expect(values.current.f).toBe(21);
  expect(await screen.findByText('Enter 20 or less.')).toBeInTheDocument();
});

it('asks for cents at most in a currency field', async () => {
  const values = renderField(text('currency'));
  await userEvent.type(screen.getByLabelText('Answer'), '10.555');
  expect(values.current.f).toBe(10.555);
  expect(await screen.findByText('Use at most two decimal places (cents).')).toBeInTheDocument();
});

it('offers single choices as radio buttons', async () => {
  const values = renderField(text('single_choice', { options: ['Single', 'Married'] }));
  await userEvent.click(screen.getByRole('radio', { name: 'Married' }));
  expect(values.current.f).toBe('Married');
});

it('keeps multiple choices as a list', async () => {
  const values = renderField(text('multiple_choice', { options: ['Term life', 'Health'] }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Term life' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Health' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Term life' }));
  expect(values.current.f).toEqual(['Health']);
});

it('stores yes/no as true or false', async () => {
  const values = renderField(text('yes_no'));
  await userEvent.click(screen.getByRole('radio', { name: 'No' }));
  expect(values.current.f).toBe(false);
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  expect(values.current.f).toBe(true);
});

it('offers the US states (and DC) to choose from', async () => {
  const values = renderField(text('us_state'));
  await userEvent.click(screen.getByRole('combobox', { name: 'Answer' }));
  expect(screen.getAllByRole('option')).toHaveLength(51);
  await userEvent.click(screen.getByRole('option', { name: 'NY' }));
  expect(values.current.f).toBe('NY');
});

it('marks required fields and says so when the step is checked', async () => {
  renderField(text('short_text', { required: true }), true);
  const input = screen.getByLabelText('Answer *');
  await userEvent.click(input);
  await userEvent.tab();
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
});
