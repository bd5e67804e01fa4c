import type { NotificationItem } from '@/shared/api';
import { notificationReceived, notificationSlice, notificationsReset } from './slice';

const reducer = notificationSlice.reducer;
const item = (id: string, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'content_received',
  title: id,
  body: '',
  link: null,
  read: false,
  created_at: '2026-11-21T10:00:00.000Z',
  ...extra,
});

describe('notification slice', () => {
  it('prepends a received notification once and counts it unread', () => {
    let state = reducer(undefined, notificationReceived(item('a')));
    state = reducer(state, notificationReceived(item('b')));
    state = reducer(state, notificationReceived(item('a')));
    state = reducer(state, notificationReceived(item('c', { read: true })));
    expect(state.items.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(state.unread).toBe(2);
  });

  it('forgets everything on reset', () => {
    const state = reducer(reducer(undefined, notificationReceived(item('a'))), notificationsReset());
    expect(state).toEqual({ items: [], unread: 0, status: 'idle', error: null });
  });
});
