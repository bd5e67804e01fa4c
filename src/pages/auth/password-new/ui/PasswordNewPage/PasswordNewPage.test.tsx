import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { PasswordNewPage } from './PasswordNewPage';

function renderAt(url: string) {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  const router = createMemoryRouter(
    [
      { path: '/auth/password-new', element: <PasswordNewPage /> },
      { path: '/auth/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

jest.setTimeout(15_000);
afterEach(() => jest.restoreAllMocks());

async function choose(password: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

it('sends the token with the new password and goes to sign in', async () => {
  const fetch = answer(200, { detail: 'Password changed.' });
  renderAt('/auth/password-new?token=t1');
  await choose('a brand new one');
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  expect(await (fetch.mock.calls[0]?.[0] as Request).json()).toEqual({
    token: 't1',
    password: 'a brand new one',
    confirm_password: 'a brand new one',
  });
});

it('shows why the server refused', async () => {
  answer(400, { detail: 'This reset link has expired.' });
  renderAt('/auth/password-new?token=t1');
  await choose('a brand new one');
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
});

it('explains a link without its token', () => {
  renderAt('/auth/password-new');
  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password');
});
