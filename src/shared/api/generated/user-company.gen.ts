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
      listMembers: build.query<ListMembersApiResponse, ListMembersApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/`,
          params: {
            role: queryArg.role,
            page: queryArg.page,
            size: queryArg.size,
            invited_by_id: queryArg.invitedById,
            full_name: queryArg.fullName,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["user-company"],
      }),
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
      listArchivedMembers: build.query<
        ListArchivedMembersApiResponse,
        ListArchivedMembersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/archived`,
          params: {
            role: queryArg.role,
            page: queryArg.page,
            size: queryArg.size,
            invited_by_id: queryArg.invitedById,
            full_name: queryArg.fullName,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["user-company"],
      }),
      getUplineDetails: build.query<
        GetUplineDetailsApiResponse,
        GetUplineDetailsApiArg
      >({
        query: () => ({ url: `/api/frontend/user-company/invited-by/details` }),
        providesTags: ["user-company"],
      }),
      getMember: build.query<GetMemberApiResponse, GetMemberApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}`,
        }),
        providesTags: ["user-company"],
      }),
      archiveMember: build.mutation<
        ArchiveMemberApiResponse,
        ArchiveMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["user-company"],
      }),
      getMemberHistory: build.query<
        GetMemberHistoryApiResponse,
        GetMemberHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}/history`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["user-company"],
      }),
      restoreMember: build.mutation<
        RestoreMemberApiResponse,
        RestoreMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}/restore`,
          method: "PUT",
        }),
        invalidatesTags: ["user-company"],
      }),
      reassignMember: build.mutation<
        ReassignMemberApiResponse,
        ReassignMemberApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}/reassign`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["user-company"],
      }),
      markPrincipal: build.mutation<
        MarkPrincipalApiResponse,
        MarkPrincipalApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/user-company/${queryArg.id}/principal`,
          method: "PUT",
          body: queryArg.body,
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
export type ListMembersApiResponse =
  /** status 200 Default Response */ MemberPage;
export type ListMembersApiArg = {
  role?: "admin" | "marketer" | "agent" | "client";
  /** From 1. */
  page?: number;
  size?: number;
  /** Only members directly under this upline. */
  invitedById?: string;
  /** Case-insensitive; matches any part of the first name, the last name, or "first last". */
  fullName?: string;
  /** A leading "-" sorts descending. */
  sort?: "name" | "-name" | "created_at" | "-created_at";
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
export type ListArchivedMembersApiResponse =
  /** status 200 Default Response */ MemberPage;
export type ListArchivedMembersApiArg = {
  role?: "admin" | "marketer" | "agent" | "client";
  /** From 1. */
  page?: number;
  size?: number;
  /** Only members directly under this upline. */
  invitedById?: string;
  /** Case-insensitive; matches any part of the first name, the last name, or "first last". */
  fullName?: string;
  /** A leading "-" sorts descending. */
  sort?: "name" | "-name" | "created_at" | "-created_at";
};
export type GetUplineDetailsApiResponse =
  /** status 200 Default Response */ UplineDetails;
export type GetUplineDetailsApiArg = void;
export type GetMemberApiResponse =
  /** status 200 Default Response */ MemberDetails;
export type GetMemberApiArg = {
  /** The membership id. */
  id: string;
};
export type ArchiveMemberApiResponse =
  /** status 200 Default Response */ Member;
export type ArchiveMemberApiArg = {
  /** The membership id. */
  id: string;
};
export type GetMemberHistoryApiResponse =
  /** status 200 Default Response */ MemberEventPage;
export type GetMemberHistoryApiArg = {
  /** From 1. */
  page?: number;
  size?: number;
  /** The membership id. */
  id: string;
};
export type RestoreMemberApiResponse =
  /** status 200 Default Response */ Member;
export type RestoreMemberApiArg = {
  /** The membership id. */
  id: string;
};
export type ReassignMemberApiResponse =
  /** status 200 Default Response */ Member;
export type ReassignMemberApiArg = {
  /** The membership id. */
  id: string;
  body: {
    /** The new upline: an active admin for a marketer, marketer for an agent, agent for a client; another admin or null for an admin. */
    invited_by_id: string | null;
  };
};
export type MarkPrincipalApiResponse =
  /** status 200 Default Response */ MemberDetails;
export type MarkPrincipalApiArg = {
  /** The membership id. */
  id: string;
  body: {
    /** true: the member approves materials (marketers and agents only). */
    principal: boolean;
  };
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
export type MemberStatus = "active" | "archived";
export type Member = {
  /** The membership id. */
  id: string;
  user_id: string;
  role: Role;
  /** The upline: the membership this member sits under. */
  invited_by_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  /** The member's photo: a path on this API (same origin as the app), or null. */
  avatar: string | null;
  status: MemberStatus;
  created_at: string;
  archived_at: string | null;
  /** Active members directly below this one. */
  downline_count: number;
};
export type MemberPage = {
  items: Member[];
  total: number;
  page: number;
  size: number;
  pages: number;
};
export type UplineDetails = {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  role: Role;
  avatar: string | null;
};
export type MemberSummary = {
  id: string;
  full_name: string;
  role: Role;
  status: MemberStatus;
};
export type MemberDetails = {
  /** The membership id. */
  id: string;
  user_id: string;
  role: Role;
  /** The upline: the membership this member sits under. */
  invited_by_id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  /** The member's photo: a path on this API (same origin as the app), or null. */
  avatar: string | null;
  status: MemberStatus;
  created_at: string;
  archived_at: string | null;
  /** Active members directly below this one. */
  downline_count: number;
  invited_by: MemberSummary | (null | null);
  /** Direct downline by status. */
  downline: {
    active: number;
    archived: number;
  };
  /** An admin marked this member as a principal: they approve materials. */
  principal: boolean;
};
export type MemberEvent = {
  id: string;
  /** archived, restored, reassigned, invited, joined… */
  type: string;
  member_id: string;
  actor: {
    id: string;
    full_name: string;
    role: Role;
  } | null;
  /** Depends on the type; reassigned has from and to. */
  detail: {
    [key: string]: any;
  };
  created_at: string;
};
export type MemberEventPage = {
  items: MemberEvent[];
  total: number;
  page: number;
  size: number;
  pages: number;
};
export const {
  useInviteMemberMutation,
  useListMembersQuery,
  useLazyListMembersQuery,
  useListInvitationsQuery,
  useLazyListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useListArchivedMembersQuery,
  useLazyListArchivedMembersQuery,
  useGetUplineDetailsQuery,
  useLazyGetUplineDetailsQuery,
  useGetMemberQuery,
  useLazyGetMemberQuery,
  useArchiveMemberMutation,
  useGetMemberHistoryQuery,
  useLazyGetMemberHistoryQuery,
  useRestoreMemberMutation,
  useReassignMemberMutation,
  useMarkPrincipalMutation,
} = injectedRtkApi;
