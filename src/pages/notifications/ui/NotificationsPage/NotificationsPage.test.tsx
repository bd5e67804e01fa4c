import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { notificationSlice } from '@/entities/notification';
import { baseApi } from '@/shared/api';
import { NotificationsPage } from './NotificationsPage';

const item = (id: string, title: string, read: boolean) => ({
  id,
  type: 'content_received',
  title,
  body: '',
  link: null,
  read,
  created_at: '2026-11-20T10:00:00.000Z',
});

function renderPage(pageAnswer: unknown) {
  const calls: { method: string; url: string }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    calls.push({ method: request.method, url: request.url });
    const body = request.url.includes('read-all') ? { updated: 1 } : pageAnswer;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const session = createSlice({ name: 'session', initialState: { accessToken: 'token', refreshToken: null }, reducers: {} });
  const store = configureStore({
    reducer: combineSlices(baseApi, session, notificationSlice),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </Provider>,
  );
  return calls;
}

afterEach(() => jest.restoreAllMocks());

it('lists notifications, unread ones marked for screen readers, and marks them all read', async () => {
  const calls = renderPage({
    items: [item('1', 'Alex Agent shared an item with you', false), item('2', 'Welcome', true)],
    total: 2,
    page: 1,
    size: 20,
    pages: 1,
    unread: 1,
  });

  expect(await screen.findByRole('button', { name: /^Unread: Alex Agent shared an item with you/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Welcome/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() =>
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/frontend/notification/read-all'))).toBe(true),
  );
});

it('shows an honest empty state', async () => {
  renderPage({ items: [], total: 0, page: 1, size: 20, pages: 0, unread: 0 });
  expect(await screen.findByRole('heading', { level: 2, name: 'You’re all caught up' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});
