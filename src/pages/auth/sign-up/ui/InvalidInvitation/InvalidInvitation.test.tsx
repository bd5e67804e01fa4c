import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { InvalidInvitation } from './InvalidInvitation';

it('explains the problem and links to sign in', () => {
  render(
    <MemoryRouter>
      <InvalidInvitation detail="This invitation has expired." />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('This invitation has expired.');
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
});
