import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  NOTIFICATIONS_LOAD_FAILED,
  NOTIFICATIONS_LOAD_FAILED_HINT,
  RECENT_NOTIFICATIONS,
  notificationReceived,
  notificationsReset,
} from '@/entities/notification';
import { loggedOut, selectSession } from '@/entities/session';
import { notificationApi, userApi, type NotificationItem } from '@/shared/api';
import type { StartListening } from '@/shared/lib/redux';
import { notifyProblem } from '@/shared/ui/toast';
import type { NotificationSocketClient } from './socket-client';

/** Spec §4: the start and stop events of the notification socket. */
export const socketStarted = createAction('notificationSocket/started');
export const socketStopped = createAction('notificationSocket/stopped');

type State = Parameters<typeof selectSession>[0];

/** Loads the newest notifications; a failure is shown as a toast (spec §8) and kept in the state. */
async function loadNotifications(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<void> {
  const result = await dispatch(
    notificationApi.endpoints.listNotifications.initiate({ page: 1, size: RECENT_NOTIFICATIONS }, { forceRefetch: true, subscribe: false }),
  );
  if (result.error) notifyProblem(NOTIFICATIONS_LOAD_FAILED, NOTIFICATIONS_LOAD_FAILED_HINT);
}

/**
 * After the user is fetched the socket starts and notifications load; on logout the socket stops.
 * A `notification` message goes to the front of the list; other types are ignored. One client per store.
 */
export function startNotificationSocketListeners(startListening: StartListening): void {
  const clients = new WeakMap<object, NotificationSocketClient>();

  startListening({
    matcher: userApi.endpoints.getCurrentUser.matchFulfilled,
    effect: async (_action, api) => {
      api.dispatch(socketStarted());
      await loadNotifications(api.dispatch);
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(socketStopped());
      api.dispatch(notificationsReset());
    },
  });

  startListening({
    actionCreator: socketStarted,
    effect: async (_action, api) => {
      // The socket client is loaded after sign-in, never on the sign-in page itself.
      const code = clients.has(api.dispatch)
        ? null
        : await Promise.all([
            import(/* webpackChunkName: "notification-socket" */ './socket-client'),
            import(/* webpackChunkName: "notification-socket" */ '../lib/socket-url'),
          ]);
      const SocketClient = code?.[0].NotificationSocketClient;
      const notificationSocketUrl = code?.[1].notificationSocketUrl;
      // Another start may have created the client while this one waited for the code.
      let client = clients.get(api.dispatch);
      if (!client && SocketClient && notificationSocketUrl) {
        const accessToken = () => selectSession(api.getState() as State).accessToken;
        client = new SocketClient({
          url: (token) => notificationSocketUrl(token),
          accessToken,
          onMessage: (message) => {
            if (message.type === 'notification') api.dispatch(notificationReceived(message.payload as NotificationItem));
          },
          onReconnected: () => void loadNotifications(api.dispatch),
          refreshToken: async (expired) => {
            // A request with the expired token gets a 401, which refreshes the tokens (once, app-wide).
            if (accessToken() === expired) {
              await api.dispatch(userApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
            }
            const fresh = accessToken();
            return fresh && fresh !== expired ? fresh : null;
          },
        });
        clients.set(api.dispatch, client);
      }
      client?.start();
    },
  });

  startListening({
    actionCreator: socketStopped,
    effect: (_action, api) => {
      clients.get(api.dispatch)?.stop();
    },
  });
}
