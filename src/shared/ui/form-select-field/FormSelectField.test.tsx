import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { FormSelectField } from './FormSelectField';

it('picks an option by searching and shows the spec texts when nothing matches', async () => {
  let values: Record<string, unknown> = {};
  render(
    <Form onSubmit={() => undefined} subscription={{ values: true }}>
      {({ values: current }) => {
        values = current;
        return (
          <FormSelectField
            name="state"
            label="State"
            options={[
              { value: 'OH', label: 'Ohio' },
              { value: 'TX', label: 'Texas' },
            ]}
          />
        );
      }}
    </Form>,
  );
  const input = screen.getByRole('combobox', { name: 'State' });
  expect(input).toHaveAttribute('placeholder', 'Search...');
  await userEvent.type(input, 'zzz');
  expect(screen.getByText('No results for zzz.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, 'oh');
  await userEvent.click(screen.getByRole('option', { name: 'Ohio' }));
  expect(values.state).toBe('OH');
});
