import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { InvitationConfirmPage } from './InvitationConfirmPage';

it('explains the page and leads on', () => {
  render(
    <MemoryRouter>
      <InvitationConfirmPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
});
