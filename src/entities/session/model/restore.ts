import type { Dispatch } from '@reduxjs/toolkit';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@/shared/config';
import { readCookie } from '@/shared/lib/cookies';
import { restoreSkipped, tokensReceived } from './slice';

/** Start-up restore (spec §4): tokens from the cookies, then the current user is fetched. */
export function restoreSession(dispatch: Dispatch): void {
  const accessToken = readCookie(ACCESS_TOKEN_COOKIE);
  if (!accessToken) {
    dispatch(restoreSkipped());
    return;
  }
  dispatch(tokensReceived({ accessToken, refreshToken: readCookie(REFRESH_TOKEN_COOKIE) }));
}
