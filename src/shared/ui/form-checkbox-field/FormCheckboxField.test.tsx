import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormCheckboxField } from './FormCheckboxField';

it('toggles a boolean value', async () => {
  let values: Record<string, unknown> = {};
  render(
    <Form onSubmit={() => undefined} subscription={{ values: true }}>
      {({ values: current }) => {
        values = current;
        return <FormCheckboxField name="licensed" label="I hold a licence" />;
      }}
    </Form>,
  );
  await userEvent.click(screen.getByRole('checkbox', { name: 'I hold a licence' }));
  expect(values.licensed).toBe(true);
});
