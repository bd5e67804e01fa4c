import { baseApi as api } from "../baseApi";
export const addTagTypes = ["user"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      login: build.mutation<LoginApiResponse, LoginApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user/token`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["user"],
      }),
      refreshToken: build.mutation<RefreshTokenApiResponse, RefreshTokenApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/user/token/refresh`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["user"],
        },
      ),
      getCurrentUser: build.query<
        GetCurrentUserApiResponse,
        GetCurrentUserApiArg
      >({
        query: () => ({ url: `/api/frontend/user/` }),
        providesTags: ["user"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type LoginApiResponse = /** status 200 Default Response */ TokenPair;
export type LoginApiArg = {
  body: {
    /** The email address. */
    username: string;
    password: string;
  };
};
export type RefreshTokenApiResponse =
  /** status 200 Default Response */ TokenPair;
export type RefreshTokenApiArg = {
  body: {
    refresh_token: string;
    token_type: "bearer";
  };
};
export type GetCurrentUserApiResponse =
  /** status 200 Default Response */ CurrentUser;
export type GetCurrentUserApiArg = void;
export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
};
export type ApiError = {
  /** A sentence the person can act on. */
  detail: string;
  /** Problems with single fields, when there are any. */
  errors?: {
    field: string;
    message: string;
  }[];
};
export type Role = "admin" | "marketer" | "agent" | "client";
export type CurrentUser = {
  id: string;
  membership_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  avatar: string | null;
  national_producer_number: string | null;
  has_security_license: boolean | null;
  gender: string | null;
  state: string | null;
  role: Role;
  invited_by_id: string | null;
  company: {
    id: string;
    name: string;
  };
};
export const {
  useLoginMutation,
  useRefreshTokenMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
} = injectedRtkApi;
