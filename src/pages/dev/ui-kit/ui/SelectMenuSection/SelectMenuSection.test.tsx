import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectMenuSection } from './SelectMenuSection';

it('finds nothing for "ontario" (not a US state) and says so', async () => {
  render(<SelectMenuSection />);
  await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'ontario');
  expect(await screen.findByText('No results for ontario.')).toBeInTheDocument();
});

it('picks a state', async () => {
  render(<SelectMenuSection />);
  await userEvent.type(screen.getByRole('combobox', { name: 'State' }), 'texas');
  await userEvent.click(screen.getByRole('option', { name: 'Texas' }));
  expect(screen.getByText('Selected: TX')).toBeInTheDocument();
});
