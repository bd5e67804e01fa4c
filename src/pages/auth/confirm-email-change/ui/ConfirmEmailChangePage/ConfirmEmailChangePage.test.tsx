import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi } from '@/shared/api';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';

function renderAt(url: string) {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    middleware: (d) => d().concat(baseApi.middleware),
  });
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <ConfirmEmailChangePage />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => jest.restoreAllMocks());

it('applies the change once and says it is done', async () => {
  const fetch = answer(200, { detail: 'Your email address is now new@x.test.' });
  renderAt('/auth/confirm-email-change?token=t1');
  expect(await screen.findByText(/Your email address is now new@x.test./)).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(new URL((fetch.mock.calls[0]?.[0] as Request).url).search).toBe('?token=t1');
});

it('shows why a link does not work', async () => {
  answer(400, { detail: 'This link has expired.' });
  renderAt('/auth/confirm-email-change?token=t1');
  expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
});
