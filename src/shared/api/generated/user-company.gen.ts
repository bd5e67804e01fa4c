import { baseApi as api } from "../baseApi";
export const addTagTypes = ["user-company"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      inviteMember: build.mutation<InviteMemberApiResponse, InviteMemberApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/user-company/`,
            method: "POST",
            body: queryArg.inviteMember,
          }),
          invalidatesTags: ["user-company"],
        },
      ),
      listInvitations: build.query<
        ListInvitationsApiResponse,
        ListInvitationsApiArg
      >({
        query: () => ({ url: `/api/frontend/user-company/invitations` }),
        providesTags: ["user-company"],
      }),
      resendInvitation: build.mutation<
        ResendInvitationApiResponse,
        ResendInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/invitations/${queryArg.id}/resend`,
          method: "POST",
        }),
        invalidatesTags: ["user-company"],
      }),
      revokeInvitation: build.mutation<
        RevokeInvitationApiResponse,
        RevokeInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/invitations/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["user-company"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type InviteMemberApiResponse =
  /** status 201 Default Response */ Invitation;
export type InviteMemberApiArg = {
  inviteMember: {
    email: string;
    role: "admin" | "marketer" | "agent" | "client";
    first_name?: string;
    last_name?: string;
  };
};
export type ListInvitationsApiResponse =
  /** status 200 Default Response */ Invitation[];
export type ListInvitationsApiArg = void;
export type ResendInvitationApiResponse =
  /** status 200 Default Response */ Invitation;
export type ResendInvitationApiArg = {
  id: string;
};
export type RevokeInvitationApiResponse = unknown;
export type RevokeInvitationApiArg = {
  id: string;
};
export type Role = "admin" | "marketer" | "agent" | "client";
export type Invitation = {
  id: string;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  status: "pending" | "expired";
  sent_count: number;
  expires_at: string;
  created_at: string;
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
export const {
  useInviteMemberMutation,
  useListInvitationsQuery,
  useLazyListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = injectedRtkApi;
