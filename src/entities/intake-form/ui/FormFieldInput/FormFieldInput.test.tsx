import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, FormSpy } from 'react-final-form';
import type { FormField } from '@/shared/api';
import { BIRTH_DATE_FUTURE, INCOMPLETE_DATE, PARTIAL_DATE, SSN_DIGITS } from '@/shared/api/generated/form-fields.gen';
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

it.each(['12', 'abc-de-fghi'])('refuses %s as a Social Security number with the server’s words', async (typed) => {
  renderField(text('sensitive', { format: 'ssn' }));
  const input = screen.getByLabelText('Answer');
  expect(input).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(input, typed);
  expect(await screen.findByText(SSN_DIGITS)).toBeInTheDocument();
});

it('takes a Social Security number with or without dashes', async () => {
  const values = renderField(text('sensitive', { format: 'ssn' }));
  await userEvent.type(screen.getByLabelText('Answer'), '123456789');
  expect(values.current.f).toBe('123456789');
  expect(screen.queryByText(SSN_DIGITS)).not.toBeInTheDocument();
});

it('refuses a date of birth in the future and offers only 1900 to today', async () => {
  renderField(text('date', { format: 'birth_date' }));
  const input = screen.getByLabelText('Answer');
  expect(input).toHaveAttribute('min', '1900-01-01');
  expect(input.getAttribute('max')! >= new Date().toISOString().slice(0, 10)).toBe(true);
  await userEvent.type(input, '2090-01-01');
  expect(await screen.findByText(BIRTH_DATE_FUTURE)).toBeInTheDocument();
});

it('says a half-typed date is incomplete, not that it is missing', async () => {
  const values = renderField(text('date', { required: true }), true);
  const input = screen.getByLabelText('Answer *');
  // What the browser reports while only some of month, day and year are typed: no value, bad input.
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  fireEvent.focus(input);
  fireEvent.blur(input);
  expect(await screen.findByText(INCOMPLETE_DATE)).toBeInTheDocument();
  expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(values.current.f).toBe(PARTIAL_DATE);
  // Cleared entirely, it is simply missing again.
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: false } });
  fireEvent.blur(input);
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(values.current.f).toBeUndefined();
});
