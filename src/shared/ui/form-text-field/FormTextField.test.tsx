import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormTextField } from './FormTextField';

it('shows the validation error once the field was edited and left, or on submit', async () => {
  render(
    <Form onSubmit={() => undefined} validate={(v: { name?: string }) => (v.name ? {} : { name: 'Enter a name.' })}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormTextField name="name" label="Name" />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
  );
  const input = screen.getByLabelText('Name');
  expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
  await userEvent.click(input);
  await userEvent.tab();
  expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
  await userEvent.type(input, 'A');
  await userEvent.clear(input);
  await userEvent.tab();
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Enter a name.');
  await userEvent.type(input, 'Ada');
  expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
});

it('shows the errors of untouched fields when a submit is tried', async () => {
  render(
    <Form onSubmit={() => undefined} validate={(v: { name?: string }) => (v.name ? {} : { name: 'Enter a name.' })}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormTextField name="name" label="Name" />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
});
