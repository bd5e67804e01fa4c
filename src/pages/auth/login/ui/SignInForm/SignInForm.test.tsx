import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { SignInForm } from './SignInForm';

function makeTestStore() {
  return configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function renderForm() {
  const store = makeTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SignInForm />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function signIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => jest.restoreAllMocks());

describe('SignInForm', () => {
  it('checks the fields before calling the server', async () => {
    const fetch = answer(200, {});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByText('Enter an email address like name@company.com.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the credentials as form fields and hands the tokens to the session', async () => {
    const fetch = answer(200, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' });
    const store = renderForm();
    await signIn('ada@example.com', 'correct horse');
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/frontend/user/token');
    expect(await request.text()).toBe('username=ada%40example.com&password=correct+horse');
    expect(store.getState().session).toMatchObject({ accessToken: 'a1', refreshToken: 'r1', status: 'restoring' });
  });

  it.each([
    [400, 'The email or password is not right.'],
    [403, 'This account has been archived. Ask your company admin to restore it.'],
    [429, 'Too many sign-in attempts. Try again in a minute.'],
  ])('shows the server detail of a %i', async (status, detail) => {
    answer(status, { detail });
    const store = renderForm();
    await signIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('takes the server banner away once a field changes or the fields show their own errors', async () => {
    answer(400, { detail: 'The email or password is not right.' });
    renderForm();
    await signIn('ada@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not right.');
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText('The email or password is not right.')).not.toBeInTheDocument();
    // Typing the same password back does not bring the old answer back either.
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    expect(screen.queryByText('The email or password is not right.')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    await signIn('ada@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Cascade.');
  });

  it('links to password recovery', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
