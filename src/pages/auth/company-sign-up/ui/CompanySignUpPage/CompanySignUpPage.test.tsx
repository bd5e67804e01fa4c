import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { CompanySignUpPage } from './CompanySignUpPage';

function renderAt(url: string) {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <CompanySignUpPage />
      </MemoryRouter>
    </Provider>,
  );
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => jest.restoreAllMocks());
const LINK = '/auth/signup-company?token=t1&email=owner%40acme.test';

it('checks the link, then names the email and asks for the company and the admin', async () => {
  const fetch = answer(200, { email: 'owner@acme.test', expires_at: '2026-12-01T00:00:00.000Z' });
  renderAt(LINK);
  expect(screen.getByRole('heading', { level: 1, name: 'Register your company' })).toBeInTheDocument();
  expect(screen.getByText('owner@acme.test')).toBeInTheDocument();
  expect(await screen.findByLabelText(/^Company name/)).toBeInTheDocument();
  expect(screen.getByLabelText(/^First name/)).toBeInTheDocument();
  expect(new URL((fetch.mock.calls[0]?.[0] as Request).url).pathname).toBe('/api/frontend/company/registration/details');
});

it('says a used link was used before showing any form', async () => {
  answer(400, { detail: 'This company registration link has already been used. Sign in instead.' });
  renderAt(LINK);
  expect(await screen.findByRole('heading', { level: 1, name: 'This registration link cannot be used' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('already been used. Sign in instead.');
  expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
});

it('says a throttled link was throttled', async () => {
  answer(429, { detail: 'Too many attempts. Please wait 9 minutes and try again.' });
  renderAt(LINK);
  expect(await screen.findByRole('heading', { level: 1, name: 'Too many attempts' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait 9 minutes');
});
