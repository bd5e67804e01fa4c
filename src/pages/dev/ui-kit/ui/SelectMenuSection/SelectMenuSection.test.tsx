import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectMenuSection } from './SelectMenuSection';

it('finds nothing for "ohio" and says so', async () => {
  render(<SelectMenuSection />);
  await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'ohio');
  expect(await screen.findByText('No results for ohio.')).toBeInTheDocument();
});

it('picks a state', async () => {
  render(<SelectMenuSection />);
  await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'texas');
  await userEvent.click(screen.getByRole('option', { name: 'Texas' }));
  expect(screen.getByText('Selected: TX')).toBeInTheDocument();
});
