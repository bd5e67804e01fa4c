import { createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  NOTIFICATIONS_LOAD_FAILED,
  NOTIFICATIONS_LOAD_FAILED_HINT,
  RECENT_NOTIFICATIONS,
  notificationsReset,
} from '@/entities/notification';
import { loggedOut, selectSession } from '@/entities/session';
import { baseApi, notificationApi, userApi } from '@/shared/api';
import type { StartListening } from '@/shared/lib/redux';
import { notifyProblem } from '@/shared/ui/toast';
import type { ClientMessage, ServerMessage } from './messages';
import type { RealtimeClient } from './realtime-client';

/** Spec §4: the start and stop events of the socket. */
export const realtimeStarted = createAction('realtime/started');
export const realtimeStopped = createAction('realtime/stopped');
/** Send a message to the server. With no open socket the answer is a local `error` echoing the `ref`. */
export const realtimeSend = createAction<ClientMessage>('realtime/send');
/** Every valid server message, after its handler ran: other slices listen for the types they await. */
export const realtimeMessageReceived = createAction<ServerMessage>('realtime/messageReceived');

export const NOT_CONNECTED = 'The live connection is not open right now. Try again in a moment.';

type State = Parameters<typeof selectSession>[0];

/** Loads the newest notifications; a failure is shown as a toast (spec §8) and kept in the state. */
async function loadNotifications(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<void> {
  const result = await dispatch(
    notificationApi.endpoints.listNotifications.initiate(
      { page: 1, size: RECENT_NOTIFICATIONS },
      { forceRefetch: true, subscribe: false },
    ),
  );
  if (result.error) notifyProblem(NOTIFICATIONS_LOAD_FAILED, NOTIFICATIONS_LOAD_FAILED_HINT);
}

/**
 * After the user is fetched the socket starts and notifications load; on logout the socket stops.
 * Server messages go to their typed handlers (a notification to the front of the list); unknown types
 * are ignored. One client per store.
 */
export function startRealtimeListeners(startListening: StartListening): void {
  const clients = new WeakMap<object, RealtimeClient>();

  startListening({
    matcher: userApi.endpoints.getCurrentUser.matchFulfilled,
    effect: async (_action, api) => {
      api.dispatch(realtimeStarted());
      await loadNotifications(api.dispatch);
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(realtimeStopped());
      api.dispatch(notificationsReset());
    },
  });

  startListening({
    actionCreator: realtimeStarted,
    effect: async (_action, api) => {
      // The socket client is loaded after sign-in, never on the sign-in page itself.
      const code = clients.has(api.dispatch)
        ? null
        : await Promise.all([
            import(/* webpackChunkName: "realtime" */ './realtime-client'),
            import(/* webpackChunkName: "realtime" */ '../lib/socket-url'),
            import(/* webpackChunkName: "realtime" */ './handlers'),
          ]);
      // Another start may have created the client while this one waited for the code.
      let client = clients.get(api.dispatch);
      if (!client && code) {
        const [{ RealtimeClient: Client }, { realtimeSocketUrl }, { handleServerMessage, refreshOnReturn }] = code;
        const accessToken = () => selectSession(api.getState() as State).accessToken;
        client = new Client({
          url: (token) => realtimeSocketUrl(token),
          accessToken,
          onMessage: (message) => {
            handleServerMessage(message, api);
            api.dispatch(realtimeMessageReceived(message));
          },
          onReconnected: () => {
            // What arrived while the socket was away: the bell's list and every content list.
            void loadNotifications(api.dispatch);
            api.dispatch(baseApi.util.invalidateTags(['content', 'folder']));
          },
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
        refreshOnReturn(api);
      }
      client?.start();
    },
  });

  startListening({
    actionCreator: realtimeStopped,
    effect: (_action, api) => {
      clients.get(api.dispatch)?.stop();
    },
  });

  startListening({
    actionCreator: realtimeSend,
    effect: ({ payload: message }, api) => {
      if (clients.get(api.dispatch)?.send(message)) return;
      api.dispatch(realtimeMessageReceived({ type: 'error', payload: { detail: NOT_CONNECTED, ref: message.ref } }));
    },
  });
}
