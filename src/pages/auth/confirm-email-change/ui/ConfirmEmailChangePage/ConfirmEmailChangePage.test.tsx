import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

it('explains the page and leads on', () => {
  render(
    <MemoryRouter>
      <ConfirmEmailChangePage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
});
