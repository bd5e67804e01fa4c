import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui/toast';
import { ToastsSection } from './ToastsSection';

function renderSection() {
  render(
    <ToastProvider>
      <ToastsSection />
    </ToastProvider>,
  );
}

it('shows the detail of a 400 in the error toast', async () => {
  renderSection();
  await userEvent.click(screen.getByRole('button', { name: 'Error toast (400 with detail)' }));
  const toast = await screen.findByRole('alert');
  expect(within(toast).getByText('Error')).toBeInTheDocument();
  expect(toast).toHaveTextContent('A folder with this name already exists.');
});

it('shows the fallback for a 500', async () => {
  renderSection();
  await userEvent.click(screen.getByRole('button', { name: 'Error toast (500, fallback)' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('We could not save your changes. Please try again.');
  expect(toast).not.toHaveTextContent('database is locked');
});

it('fires success and info toasts', async () => {
  renderSection();
  await userEvent.click(screen.getByRole('button', { name: 'Success toast' }));
  await userEvent.click(screen.getByRole('button', { name: 'Info toast' }));
  expect(await screen.findByText('Your changes were saved.')).toBeInTheDocument();
  expect(await screen.findByText('A new material was shared with you.')).toBeInTheDocument();
});
