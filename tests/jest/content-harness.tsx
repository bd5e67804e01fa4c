import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { preferencesSlice } from '@/entities/preference';
import { baseApi, type ContentItem } from '@/shared/api';

export type Handler = (request: { method: string; path: string; search: URLSearchParams; body: string }) => unknown;

/**
 * Answers fetch calls by "METHOD /path" (path after /api/frontend), records them; unknown → 404. A handler
 * may answer a `Response` of its own (bytes, another status); anything else is sent as JSON with 200.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: Array<{ method: string; path: string; search: URLSearchParams; body: string }> = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/frontend', '');
    const call = { method: request.method, path, search: url.searchParams, body: await request.text() };
    calls.push(call);
    const key = `${request.method} ${path}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ detail: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const route = routes[key];
    const body = typeof route === 'function' ? (route as Handler)(call) : route;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** `user`: who is signed in, for what reads the session's current user (the policy viewer, for one). */
export function renderWithStore(
  ui: ReactElement,
  { path = '/', route = '/', user = null }: { path?: string; route?: string; user?: Record<string, unknown> | null } = {},
) {
  const session = { accessToken: 't', refreshToken: null, user, status: user ? 'authenticated' : 'restoring' };
  const store = configureStore({
    reducer: combineSlices(baseApi, preferencesSlice, { session: () => session }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

export const page = (items: ContentItem[]) => ({ items, total: items.length, page: 1, size: 50, pages: 1 });

export function contentItem(partial: Partial<ContentItem> & { id: string; title: string }): ContentItem {
  return {
    type: 'material',
    folder_id: null,
    size: 1234,
    content_type: 'application/pdf',
    space: 'own',
    shared_by: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...partial,
  };
}
