import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ResetSentPage } from './ResetSentPage';

it('explains the page and leads on', () => {
  render(
    <MemoryRouter>
      <ResetSentPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
});
