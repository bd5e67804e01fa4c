import { isAnyOf } from '@reduxjs/toolkit';
import { tokensRefreshed, userApi } from '@/shared/api';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@/shared/config';
import { deleteCookie, writeCookie } from '@/shared/lib/cookies';
import type { StartListening } from '@/shared/lib/redux';
import { loggedOut, restoreFailed, restoreSkipped, tokensReceived } from './slice';

/** Keeps the token cookies in step with the session, and fetches the user once tokens arrive. */
export function startSessionListeners(startListening: StartListening): void {
  startListening({
    matcher: isAnyOf(tokensReceived, tokensRefreshed),
    effect: (action) => {
      const { payload } = action as ReturnType<typeof tokensReceived>;
      writeCookie(ACCESS_TOKEN_COOKIE, payload.accessToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
      if (payload.refreshToken) writeCookie(REFRESH_TOKEN_COOKIE, payload.refreshToken, TOKEN_COOKIE_MAX_AGE_SECONDS);
      else deleteCookie(REFRESH_TOKEN_COOKIE);
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: () => {
      deleteCookie(ACCESS_TOKEN_COOKIE);
      deleteCookie(REFRESH_TOKEN_COOKIE);
    },
  });

  // Spec §4: with no access token at start-up, the refresh-token cookie is cleared.
  startListening({
    actionCreator: restoreSkipped,
    effect: () => deleteCookie(REFRESH_TOKEN_COOKIE),
  });

  startListening({
    actionCreator: tokensReceived,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const request = api.dispatch(
        userApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      const result = await request;
      if (!result.error) return;
      // A 401 has already ended the session through the API layer; other failures (the server cannot be
      // reached) leave the cookies for the next attempt.
      const state = api.getState() as { session: { status: string } };
      if (state.session.status === 'restoring') api.dispatch(restoreFailed());
    },
  });
}
