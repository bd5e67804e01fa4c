import { baseApi as api } from "../baseApi";
export const addTagTypes = ["user"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getInvitationDetails: build.query<
        GetInvitationDetailsApiResponse,
        GetInvitationDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/invitation/details`,
          params: {
            email: queryArg.email,
            token: queryArg.token,
          },
        }),
        providesTags: ["user"],
      }),
      signUp: build.mutation<SignUpApiResponse, SignUpApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user/`,
          method: "POST",
          body: queryArg.signUpForm,
        }),
        invalidatesTags: ["user"],
      }),
      updateCurrentUser: build.mutation<
        UpdateCurrentUserApiResponse,
        UpdateCurrentUserApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/`,
          method: "PATCH",
          body: queryArg.profileUpdate,
        }),
        invalidatesTags: ["user"],
      }),
      getCurrentUser: build.query<
        GetCurrentUserApiResponse,
        GetCurrentUserApiArg
      >({
        query: () => ({ url: `/api/frontend/user/` }),
        providesTags: ["user"],
      }),
      requestPasswordReset: build.mutation<
        RequestPasswordResetApiResponse,
        RequestPasswordResetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/password/reset/`,
          method: "POST",
          body: queryArg.passwordResetRequest,
        }),
        invalidatesTags: ["user"],
      }),
      confirmPasswordReset: build.mutation<
        ConfirmPasswordResetApiResponse,
        ConfirmPasswordResetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/password/reset/confirm/`,
          method: "POST",
          body: queryArg.passwordResetConfirm,
        }),
        invalidatesTags: ["user"],
      }),
      changePassword: build.mutation<
        ChangePasswordApiResponse,
        ChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/change_password`,
          method: "POST",
          body: queryArg.changePassword,
        }),
        invalidatesTags: ["user"],
      }),
      requestEmailChange: build.mutation<
        RequestEmailChangeApiResponse,
        RequestEmailChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/email/change/confirm`,
          method: "POST",
          params: {
            new_email: queryArg.newEmail,
            password: queryArg.password,
          },
        }),
        invalidatesTags: ["user"],
      }),
      applyEmailChange: build.mutation<
        ApplyEmailChangeApiResponse,
        ApplyEmailChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user/email/change`,
          method: "POST",
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ["user"],
      }),
      uploadAvatar: build.mutation<UploadAvatarApiResponse, UploadAvatarApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/user/avatar`,
            method: "POST",
            body: queryArg.avatarForm,
          }),
          invalidatesTags: ["user"],
        },
      ),
      getAvatar: build.query<GetAvatarApiResponse, GetAvatarApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user/avatar/${queryArg.avatarId}`,
        }),
        providesTags: ["user"],
      }),
      signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user/token/revoke`,
          method: "POST",
          body: queryArg.signOutRequest,
        }),
        invalidatesTags: ["user"],
      }),
      signOutEverywhere: build.mutation<
        SignOutEverywhereApiResponse,
        SignOutEverywhereApiArg
      >({
        query: () => ({
          url: `/api/frontend/user/sign-out-everywhere`,
          method: "POST",
        }),
        invalidatesTags: ["user"],
      }),
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
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type GetInvitationDetailsApiResponse =
  /** status 200 Default Response */ InvitationDetails;
export type GetInvitationDetailsApiArg = {
  email: string;
  token: string;
};
export type SignUpApiResponse = /** status 201 Default Response */ TokenPair;
export type SignUpApiArg = {
  signUpForm: {
    email: string;
    token: string;
    first_name: string;
    last_name: string;
    phone: string;
    address: string;
    password: string;
    confirm_password: string;
    national_producer_number?: string;
    has_security_license?: boolean;
    gender?: string;
    state?: string;
    /** An image file (≤ 5 MB). */
    avatar?: Blob;
  };
};
export type UpdateCurrentUserApiResponse =
  /** status 200 Default Response */ CurrentUser;
export type UpdateCurrentUserApiArg = {
  profileUpdate: {
    first_name?: string;
    last_name?: string;
    phone?: string;
    address?: string;
    national_producer_number?: string | null;
    has_security_license?: boolean | null;
    gender?: string | null;
    state?: string | null;
  };
};
export type GetCurrentUserApiResponse =
  /** status 200 Default Response */ CurrentUser;
export type GetCurrentUserApiArg = void;
export type RequestPasswordResetApiResponse =
  /** status 200 Default Response */ Message;
export type RequestPasswordResetApiArg = {
  passwordResetRequest: {
    email: string;
  };
};
export type ConfirmPasswordResetApiResponse =
  /** status 200 Default Response */ Message;
export type ConfirmPasswordResetApiArg = {
  passwordResetConfirm: {
    token: string;
    password: string;
    confirm_password: string;
  };
};
export type ChangePasswordApiResponse =
  /** status 200 Default Response */ TokenPair;
export type ChangePasswordApiArg = {
  changePassword: {
    current_password: string;
    new_password: string;
    confirm_password: string;
  };
};
export type RequestEmailChangeApiResponse =
  /** status 200 Default Response */ Message;
export type RequestEmailChangeApiArg = {
  newEmail: string;
  password: string;
};
export type ApplyEmailChangeApiResponse =
  /** status 200 Default Response */ Message;
export type ApplyEmailChangeApiArg = {
  token: string;
};
export type UploadAvatarApiResponse =
  /** status 200 Default Response */ CurrentUser;
export type UploadAvatarApiArg = {
  avatarForm: {
    /** An image file (≤ 5 MB). */
    avatar: Blob;
  };
};
export type GetAvatarApiResponse = /** status 200 The avatar image */ Blob;
export type GetAvatarApiArg = {
  avatarId: string;
};
export type SignOutApiResponse = unknown;
export type SignOutApiArg = {
  signOutRequest: {
    /** The refresh token of the session to end. */
    refresh_token: string;
  };
};
export type SignOutEverywhereApiResponse = unknown;
export type SignOutEverywhereApiArg = void;
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
export type Role = "admin" | "marketer" | "agent" | "client";
export type InvitationDetails = {
  email: string;
  role: Role;
  company_name: string;
  inviter_name: string;
  first_name: string | null;
  last_name: string | null;
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
export type TokenPair = {
  access_token: string;
  refresh_token: string;
  token_type: "bearer";
};
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
  /** An admin marked this member as a principal: they approve materials. */
  principal: boolean;
  company: {
    id: string;
    name: string;
    /** URL of the company logo, or null. */
    logo: string | null;
  };
};
export type Message = {
  /** A sentence to show the person. */
  detail: string;
};
export const {
  useGetInvitationDetailsQuery,
  useLazyGetInvitationDetailsQuery,
  useSignUpMutation,
  useUpdateCurrentUserMutation,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useRequestEmailChangeMutation,
  useApplyEmailChangeMutation,
  useUploadAvatarMutation,
  useGetAvatarQuery,
  useLazyGetAvatarQuery,
  useSignOutMutation,
  useSignOutEverywhereMutation,
  useLoginMutation,
  useRefreshTokenMutation,
} = injectedRtkApi;
