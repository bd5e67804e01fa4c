import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { CompanySignUpForm } from './CompanySignUpForm';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

it('registers the company with the token in the query and signs the admin in', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ access_token: 'a', refresh_token: 'r', token_type: 'bearer' }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    }),
  );
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <CompanySignUpForm email="owner@acme.test" token="t1" />
    </Provider>,
  );
  await userEvent.type(screen.getByLabelText(/^Company name/), 'Acme');
  await userEvent.type(screen.getByLabelText(/^First name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'L');
  await userEvent.type(screen.getByLabelText(/^Phone/), '5550100199');
  await userEvent.type(screen.getByLabelText(/^Address/), '1 Main');
  await userEvent.type(screen.getByLabelText(/^Password/), 'analytical');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'analytical');
  await userEvent.click(screen.getByRole('button', { name: 'Register company' }));
  await waitFor(() => expect(store.getState().session.accessToken).toBe('a'));
  const request = fetch.mock.calls[0]?.[0] as Request;
  expect(new URL(request.url).search).toBe('?token=t1');
  expect(await request.json()).toMatchObject({ company_name: 'Acme', email: 'owner@acme.test', first_name: 'Ada' });
});
