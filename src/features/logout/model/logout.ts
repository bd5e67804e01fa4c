import type { Dispatch } from '@reduxjs/toolkit';
import { loggedOut, selectSession, type SessionState } from '@/entities/session';
import { baseApi, sessionExpired, userApi } from '@/shared/api';
import type { StartListening } from '@/shared/lib/redux';

/**
 * Signs out: clears the user, both tokens and both cookies, and forgets every cached answer at once;
 * the server is then told to end the session (its refresh token, access tokens and socket). When the
 * server cannot be reached the session still ends here.
 */
export function logout(dispatch: Dispatch): void {
  dispatch(loggedOut());
}

/** A session the API layer could not renew ends the same way as a logout, keeping the server's reason for sign-in. */
export function startLogoutListeners(startListening: StartListening): void {
  startListening({
    actionCreator: sessionExpired,
    effect: (action, api) => {
      api.dispatch(loggedOut(action.payload?.reason));
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      const { refreshToken } = selectSession(api.getOriginalState() as { session: SessionState });
      api.dispatch(baseApi.util.resetApiState());
      if (refreshToken)
        void api.dispatch(userApi.endpoints.signOut.initiate({ signOutRequest: { refresh_token: refreshToken } }));
    },
  });
}
