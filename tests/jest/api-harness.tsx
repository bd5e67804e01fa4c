import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionSlice } from '@/entities/session';
import { baseApi, type Role } from '@/shared/api';

export interface ApiCall {
  method: string;
  url: URL;
  body: string;
}

export type Answer = { status?: number; body: unknown };

/** A member the way the API lists one. */
export function member(id: string, first: string, last: string, role: Role, extra: Record<string, unknown> = {}) {
  return {
    id,
    user_id: `u${id}`,
    role,
    invited_by_id: null,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}@example.test`,
    phone: '555-0100',
    avatar: null,
    status: 'active',
    created_at: '2026-01-10T10:00:00.000Z',
    archived_at: null,
    downline_count: 0,
    ...extra,
  };
}

export const page = (items: unknown[], total = items.length, pageNo = 1, size = 20) => ({
  items,
  total,
  page: pageNo,
  size,
  pages: Math.ceil(total / size),
});

/**
 * Renders `ui` with a real store and API, signed in as `role` (membership `m-<role>`, upline `uplineId`); every request
 * goes to `answer`, and the calls are recorded.
 */
export function renderWithApi(
  ui: ReactElement,
  {
    role = 'admin',
    uplineId = null,
    answer,
    path = '/',
    route = '*',
  }: { role?: Role; uplineId?: string | null; answer: (call: ApiCall) => Answer; path?: string; route?: string },
) {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const call = {
      method: request.method,
      url: new URL(request.url),
      body: request.method === 'GET' ? '' : await request.text(),
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice),
    preloadedState: {
      session: {
        accessToken: 'token',
        refreshToken: 'refresh',
        status: 'authenticated',
        user: {
          id: `u-${role}`,
          membership_id: `m-${role}`,
          email: `${role}@demo.test`,
          first_name: 'Ada',
          last_name: 'Lovelace',
          phone: '',
          address: '',
          avatar: null,
          national_producer_number: null,
          has_security_license: null,
          gender: null,
          state: null,
          role,
          invited_by_id: uplineId,
          company: { id: 'c1', name: 'Northwind', logo: null },
        },
      },
    } as never,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}
