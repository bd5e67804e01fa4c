import { createAction } from '@reduxjs/toolkit';

/**
 * What the API layer needs to know of the session, and the events it reports. The session entity owns
 * the state (`state.session`); shared code never imports it, it only reads this shape.
 */
export interface TokenState {
  accessToken: string | null;
  refreshToken: string | null;
}

export interface StateWithTokens {
  session: TokenState;
}

export interface TokensPayload {
  accessToken: string;
  refreshToken: string | null;
}

/** The tokens were refreshed after a 401. */
export const tokensRefreshed = createAction<TokensPayload>('api/tokensRefreshed');

/**
 * A 401 that a refresh could not fix: there was no refresh token, or the refresh failed. `reason` is the
 * server's sentence for the first 401 (e.g. "Your access to Northwind was archived…"), to show on sign-in.
 */
export const sessionExpired = createAction<{ reason?: string } | undefined>('api/sessionExpired');

/** The company's name or logo changed (an admin's edit): the session's copy in the current user follows. */
export const companyChanged = createAction<{ id: string; name: string; logo: string | null }>('api/companyChanged');

export const selectTokens = (state: StateWithTokens): TokenState => state.session;
