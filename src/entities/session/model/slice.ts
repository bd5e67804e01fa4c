import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { companyChanged, tokensRefreshed, userApi, type CurrentUser, type PolicyViewer, type TokensPayload } from '@/shared/api';

/**
 * restoring: tokens were found at start-up and the user is being fetched;
 * authenticated: the user is known; anonymous: signed out.
 */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: CurrentUser | null;
  status: SessionStatus;
  /** Why the last session ended when the server said (an archived membership, an expired session), for the sign-in page. */
  notice?: string | null;
}

const initialState: SessionState = { accessToken: null, refreshToken: null, user: null, status: 'restoring' };

const signedOut: SessionState = { accessToken: null, refreshToken: null, user: null, status: 'anonymous' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Tokens from sign-in, sign-up or the start-up cookies; the user is fetched next. */
    tokensReceived(state, action: PayloadAction<TokensPayload>) {
      state.notice = null;
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.status = 'restoring';
    },
    /** Nothing to restore at start-up. */
    restoreSkipped() {
      return signedOut;
    },
    /** The user could not be fetched for a reason other than a 401; the cookies stay for a later try. */
    restoreFailed() {
      return signedOut;
    },
    /** Signed out; with a reason when the server ended the session (shown on the sign-in page). */
    loggedOut(_state, action: PayloadAction<string | undefined>) {
      return { ...signedOut, notice: action.payload ?? null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, action) => {
        state.accessToken = action.payload.accessToken;
        state.refreshToken = action.payload.refreshToken;
      })
      // Company edits and logo uploads: the shell's company name and logo follow at once.
      .addCase(companyChanged, (state, action) => {
        if (state.user?.company.id === action.payload.id) state.user.company = action.payload;
      })
      // Profile edits and avatar uploads answer the updated user: the top bar shows it at once.
      .addMatcher(
        isAnyOf(userApi.endpoints.updateCurrentUser.matchFulfilled, userApi.endpoints.uploadAvatar.matchFulfilled),
        (state, action) => {
          if (state.user) state.user = action.payload;
        },
      )
      .addMatcher(userApi.endpoints.getCurrentUser.matchFulfilled, (state, action) => {
        if (!state.accessToken) return;
        state.user = action.payload;
        state.status = 'authenticated';
      });
  },
  selectors: {
    selectSession: (state) => state,
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
    selectSessionNotice: (state) => state.notice ?? null,
  },
});

export const { tokensReceived, restoreSkipped, restoreFailed, loggedOut } = sessionSlice.actions;
export const { selectSession, selectCurrentUser, selectSessionStatus, selectIsAuthenticated, selectSessionNotice } =
  sessionSlice.selectors;

/** The signed-in member as the policy table's readers need them (role, membership, upline), or null. */
export const selectPolicyViewer = createSelector([selectCurrentUser], (user): PolicyViewer | null =>
  user ? { role: user.role, membershipId: user.membership_id, uplineId: user.invited_by_id ?? null } : null,
);
