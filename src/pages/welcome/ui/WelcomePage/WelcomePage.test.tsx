import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WelcomePage } from './WelcomePage';

it('explains the page and leads on', () => {
  render(
    <MemoryRouter>
      <WelcomePage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Cascade' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
});
