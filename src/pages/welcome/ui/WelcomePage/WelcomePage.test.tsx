import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import { WelcomePage } from './WelcomePage';

it('explains the page and leads signed-out people to sign in', () => {
  render(
    <Provider store={makeStore({ session: { accessToken: null, refreshToken: null, user: null, status: 'anonymous' } })}>
      <MemoryRouter>
        <WelcomePage />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Cascade' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
});
