import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { SignUpPage } from './SignUpPage';

function renderAt(url: string) {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <SignUpPage role="agent" />
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

it('greets the invited person with the company, inviter and email, and pre-fills the names', async () => {
  answer(200, {
    email: 'ada@example.com',
    role: 'agent',
    company_name: 'Acme',
    inviter_name: 'Grace Hopper',
    first_name: 'Ada',
    last_name: null,
  });
  renderAt('/auth/signup-agent?email=ada%40example.com&token=t');
  expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  expect(await screen.findByText(/Grace Hopper invited you to join/)).toHaveTextContent('Acme');
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
});

it('explains a link without its token', () => {
  renderAt('/auth/signup-agent?email=ada%40example.com');
  expect(screen.getByRole('heading', { name: 'Invalid invitation link' })).toBeInTheDocument();
});

it('shows why the server refused the invitation', async () => {
  answer(400, { detail: 'This invitation has expired. Ask for a new one.' });
  renderAt('/auth/signup-agent?email=ada%40example.com&token=t');
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired.');
});

it('says a throttled link was throttled, with the wait, not that it is invalid', async () => {
  answer(429, { detail: 'Too many attempts. Please wait 12 minutes and try again.' });
  renderAt('/auth/signup-agent?email=ada%40example.com&token=t');
  expect(await screen.findByRole('heading', { level: 1, name: 'Too many attempts' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 12 minutes and try again.');
  expect(screen.queryByText('Invalid invitation link')).not.toBeInTheDocument();
});
