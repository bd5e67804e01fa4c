import type { Dispatch } from '@reduxjs/toolkit';
import { loggedOut } from '@/entities/session';
import { baseApi, sessionExpired } from '@/shared/api';
import type { StartListening } from '@/shared/lib/redux';

/** Signs out: clears the user, both tokens and both cookies, and forgets every cached answer. */
export function logout(dispatch: Dispatch): void {
  dispatch(loggedOut());
}

/** A session the API layer could not renew ends the same way as a logout. */
export function startLogoutListeners(startListening: StartListening): void {
  startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      api.dispatch(loggedOut());
    },
  });
  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
}
