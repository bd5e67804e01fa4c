import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { SignUpForm } from './SignUpForm';

function renderForm(role: 'agent' | 'client' = 'agent') {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <SignUpForm role={role} email="ada@example.com" token="tok" />
    </Provider>,
  );
  return store;
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function fill() {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^Phone/), '555 010 0199');
  await userEvent.type(screen.getByLabelText(/^Address/), '1 Main St');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical engine');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'analytical engine');
}

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

describe('SignUpForm', () => {
  it('asks marketers and agents for the licence details, not clients', () => {
    renderForm('agent');
    expect(screen.getByLabelText(/National Producer Number/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I hold a securities licence' })).toBeInTheDocument();
  });

  it('has no licence fields for clients', () => {
    renderForm('client');
    expect(screen.queryByLabelText(/National Producer Number/)).not.toBeInTheDocument();
  });

  it('validates before calling the server', async () => {
    const fetch = answer(201, {});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Choose a password.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends multipart form data with the file last and hands the tokens to the session', async () => {
    const fetch = answer(201, { access_token: 'a1', refresh_token: 'r1', token_type: 'bearer' });
    const store = renderForm();
    await fill();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I hold a securities licence' }));
    await userEvent.upload(screen.getByLabelText('Photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.getState().session.accessToken).toBe('a1'));
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/frontend/user/');
    expect(request.headers.get('authorization')).toBeNull();
    const body = await request.formData();
    const names = [...body.keys()];
    expect(names.at(-1)).toBe('avatar');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.get('token')).toBe('tok');
    expect(body.get('has_security_license')).toBe('true');
  });

  it('shows the server detail and field errors', async () => {
    answer(400, {
      detail: 'Please check the highlighted fields.',
      errors: [{ field: 'password', message: 'This password is too common.' }],
    });
    renderForm();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByText('This password is too common.')).toBeInTheDocument();
  });
});
