import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormTextField } from './FormTextField';

it('shows the validation error after the field was left', async () => {
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
  expect(screen.getByText('Enter a name.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(input, 'Ada');
  expect(screen.queryByText('Enter a name.')).not.toBeInTheDocument();
});
