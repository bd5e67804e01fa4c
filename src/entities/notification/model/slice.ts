import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationApi, type NotificationItem } from '@/shared/api';

export type NotificationsStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Spec §8: shown when the list cannot be loaded. */
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';
export const NOTIFICATIONS_LOAD_FAILED_HINT = 'Please try again later';

/** How many of the newest notifications the top bar keeps. */
export const RECENT_NOTIFICATIONS = 20;

export interface NotificationsState {
  /** The newest notifications, newest first: the first page of the list plus what arrived live since. */
  items: NotificationItem[];
  unread: number;
  status: NotificationsStatus;
  error: string | null;
}

const initialState: NotificationsState = { items: [], unread: 0, status: 'idle', error: null };

const isFirstPage = (arg: { page?: number } | undefined) => (arg?.page ?? 1) === 1;

export const notificationSlice = createSlice({
  name: 'notification',
  initialState,
  reducers: {
    /** A notification arrived on the socket: it goes to the front of the list (once). */
    notificationReceived(state, action: PayloadAction<NotificationItem>) {
      const item = action.payload;
      const existing = state.items.findIndex((n) => n.id === item.id);
      if (existing >= 0) return;
      state.items.unshift(item);
      if (!item.read) state.unread += 1;
    },
    /** Marked read or unread elsewhere (another tab): the items follow and the count is the server's. */
    notificationsMarked(state, action: PayloadAction<{ ids: string[] | null; read: boolean; unread: number }>) {
      const { ids, read, unread } = action.payload;
      for (const item of state.items) if (!ids || ids.includes(item.id)) item.read = read;
      state.unread = unread;
    },
    /** Signed out: nothing of the previous member stays. */
    notificationsReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    const { listNotifications, updateNotification, markAllNotificationsRead } = notificationApi.endpoints;
    builder
      .addMatcher(listNotifications.matchPending, (state, action) => {
        if (!isFirstPage(action.meta.arg.originalArgs)) return;
        state.status = 'loading';
      })
      .addMatcher(listNotifications.matchFulfilled, (state, action) => {
        if (!isFirstPage(action.meta.arg.originalArgs)) return;
        const loaded = new Set(action.payload.items.map((n) => n.id));
        // Live arrivals newer than the page (received while it loaded) stay in front.
        const newest = action.payload.items[0]?.created_at ?? '';
        const arrived = state.items.filter((n) => !loaded.has(n.id) && n.created_at > newest);
        state.items = [...arrived, ...action.payload.items];
        state.unread = action.payload.unread + arrived.filter((n) => !n.read).length;
        state.status = 'succeeded';
        state.error = null;
      })
      .addMatcher(listNotifications.matchRejected, (state, action) => {
        if (action.meta.condition || !isFirstPage(action.meta.arg.originalArgs)) return;
        state.status = 'failed';
        state.error = NOTIFICATIONS_LOAD_FAILED;
      })
      .addMatcher(updateNotification.matchFulfilled, (state, action) => {
        const index = state.items.findIndex((n) => n.id === action.payload.id);
        const before = index >= 0 ? state.items[index] : undefined;
        if (before && before.read !== action.payload.read)
          state.unread = Math.max(0, state.unread + (action.payload.read ? -1 : 1));
        if (index >= 0) state.items[index] = action.payload;
      })
      .addMatcher(markAllNotificationsRead.matchFulfilled, (state) => {
        for (const item of state.items) item.read = true;
        state.unread = 0;
      });
  },
  selectors: {
    selectNotifications: (state) => state.items,
    selectUnreadCount: (state) => state.unread,
    selectNotificationsStatus: (state) => state.status,
    selectNotificationsError: (state) => state.error,
  },
});

export const { notificationReceived, notificationsMarked, notificationsReset } = notificationSlice.actions;
export const { selectNotifications, selectUnreadCount, selectNotificationsStatus, selectNotificationsError } =
  notificationSlice.selectors;
