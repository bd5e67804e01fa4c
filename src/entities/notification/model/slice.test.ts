import type { NotificationItem } from '@/shared/api';
import { notificationReceived, notificationSlice, notificationsMarked, notificationsReset } from './slice';

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

  it('follows what another tab marked read: the items and the server’s count', () => {
    let state = reducer(undefined, notificationReceived(item('a')));
    state = reducer(state, notificationReceived(item('b')));
    state = reducer(state, notificationsMarked({ ids: ['a'], read: true, unread: 4 }));
    expect(state.items.map((n) => [n.id, n.read])).toEqual([
      ['b', false],
      ['a', true],
    ]);
    expect(state.unread).toBe(4);
    state = reducer(state, notificationsMarked({ ids: null, read: true, unread: 0 }));
    expect(state.items.every((n) => n.read)).toBe(true);
    expect(state.unread).toBe(0);
  });

  it('forgets everything on reset', () => {
    const state = reducer(reducer(undefined, notificationReceived(item('a'))), notificationsReset());
    expect(state).toEqual({ items: [], unread: 0, status: 'idle', error: null });
  });
});
