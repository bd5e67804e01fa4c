import { enhancedApi } from './generated/user.gen';

/** The `user` tag: sign-in sends form fields, as the API expects. */
export const userApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: (arg) => ({
        url: '/api/frontend/user/token',
        method: 'POST',
        body: new URLSearchParams({ username: arg.body.username, password: arg.body.password }),
      }),
    },
  },
});

export const { useLoginMutation, useGetCurrentUserQuery, useLazyGetCurrentUserQuery } = userApi;
export type { CurrentUser, LoginApiArg, Role, TokenPair } from './generated/user.gen';
