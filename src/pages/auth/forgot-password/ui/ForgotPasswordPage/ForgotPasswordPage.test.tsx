import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { ForgotPasswordPage } from './ForgotPasswordPage';

function renderPage() {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/auth/reset-sent', element: <h1>Check your email</h1> },
    ],
    { initialEntries: ['/auth/forgot-password'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('asks for a reset link and goes on to "Check your email"', async () => {
  const fetch = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ detail: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toEqual({ email: 'ada@example.com' });
});
