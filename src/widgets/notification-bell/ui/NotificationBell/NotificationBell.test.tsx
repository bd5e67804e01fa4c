import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notificationReceived, notificationSlice } from '@/entities/notification';
import { baseApi, type NotificationItem } from '@/shared/api';
import { NotificationBell } from './NotificationBell';

const item = (id: string, read = false): NotificationItem => ({
  id,
  type: 'content_received',
  title: `Title ${id}`,
  body: '',
  link: `/materials/review/${id}`,
  read,
  created_at: '2026-11-21T10:00:00.000Z',
});

function setup() {
  const store = configureStore({
    reducer: combineSlices(baseApi, notificationSlice, { session: () => ({ accessToken: 't', refreshToken: null }) }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  store.dispatch(notificationReceived(item('old', true)));
  store.dispatch(notificationReceived(item('new')));
  const calls: Array<{ method: string; url: string; body: string }> = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    calls.push({ method: request.method, url: new URL(request.url).pathname, body: await request.text() });
    return new Response(JSON.stringify({ ...item('new'), read: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/materials/review/:id" element={<p>Review page</p>} />
          <Route path="/notifications" element={<p>All notifications</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, calls };
}

afterEach(() => jest.restoreAllMocks());

describe('NotificationBell', () => {
  it('shows the unread count and lists the newest notifications', async () => {
    setup();
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    // Pointing at the bell loaded the popup: it is there after the click.
    const menu = await screen.findByRole('dialog', { name: 'Recent notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const items = within(menu).getAllByRole('button', { name: /Title/ });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName(/^Unread: Title new/);
    expect(items[1]).toHaveAccessibleName(/^Title old/);
  });

  it('opens from the keyboard with the focus inside, and Escape closes it and gives the focus back', async () => {
    setup();
    await userEvent.tab();
    const bell = screen.getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Recent notifications' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    expect(within(menu).getByRole('button', { name: /^Unread: Title new/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a notification’s link and marks it read', async () => {
    const { store, calls } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Unread: Title new/ }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().notification.unread).toBe(0));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/frontend/notification/new', body: '{"read":true}' }]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('links to all notifications', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('link', { name: 'See all' }));
    expect(await screen.findByText('All notifications')).toBeInTheDocument();
  });
});
