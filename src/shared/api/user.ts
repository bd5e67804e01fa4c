import { enhancedApi } from './generated/user.gen';

/**
 * The `user` tag, session part: sign-in sends form fields, as the API expects. What the first page needs
 * lives here; the account forms (sign-up, profile, passwords) are in `account.ts`, loaded with their pages.
 */
export const userApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: (arg) => ({
        url: '/api/frontend/user/token',
        method: 'POST',
        body: new URLSearchParams({ username: arg.body.username, password: arg.body.password }),
      }),
    },
    // Signing out changes no cached answer: the whole cache is dropped with the session.
    signOut: { invalidatesTags: [] },
    signOutEverywhere: { invalidatesTags: [] },
  },
});

export const {
  useLoginMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useRefreshTokenMutation,
  useSignOutEverywhereMutation,
} = userApi;
export type {
  CurrentUser,
  InvitationDetails,
  LoginApiArg,
  Role,
  SignUpApiArg,
  TokenPair,
  UpdateCurrentUserApiArg,
} from './generated/user.gen';
