import { enhancedApi } from './generated/user-company.gen';

const TAG = 'user-company' as const;
const LIST = { type: TAG, id: 'LIST' } as const;

/** Changes to one member also move counts and lists elsewhere (downline, archive), so a success refreshes every member query. */
const everyMemberQuery = (result: unknown) => (result ? [TAG] : []);

/**
 * The `user-company` tag: members, their history and the confirmed changes (archive, restore,
 * reassign), and the invitations I sent. Lists and details carry member ids in their tags; a refused
 * change (4xx) refreshes nothing.
 */
export const userCompanyApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    listMembers: {
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((m) => ({ type: TAG, id: m.id }))],
    },
    listArchivedMembers: {
      providesTags: (result) => [LIST, ...(result?.items ?? []).map((m) => ({ type: TAG, id: m.id }))],
    },
    getMember: {
      providesTags: (_result, _error, arg) => [{ type: TAG, id: arg.id }],
    },
    getMemberHistory: {
      providesTags: (_result, _error, arg) => [{ type: TAG, id: `history-${arg.id}` }],
    },
    archiveMember: { invalidatesTags: everyMemberQuery },
    restoreMember: { invalidatesTags: everyMemberQuery },
    reassignMember: { invalidatesTags: everyMemberQuery },
    markPrincipal: {
      invalidatesTags: (_result, _error, arg) => [
        { type: TAG, id: arg.id },
        { type: TAG, id: `history-${arg.id}` },
      ],
    },
    listInvitations: { providesTags: [{ type: TAG, id: 'INVITATIONS' }] },
    inviteMember: { invalidatesTags: (result) => (result ? [{ type: TAG, id: 'INVITATIONS' }] : []) },
    resendInvitation: { invalidatesTags: (result) => (result ? [{ type: TAG, id: 'INVITATIONS' }] : []) },
    revokeInvitation: { invalidatesTags: (_result, error) => (error ? [] : [{ type: TAG, id: 'INVITATIONS' }]) },
  },
});

export const {
  useListMembersQuery,
  useListArchivedMembersQuery,
  useGetMemberQuery,
  useGetMemberHistoryQuery,
  useArchiveMemberMutation,
  useRestoreMemberMutation,
  useReassignMemberMutation,
  useMarkPrincipalMutation,
  useInviteMemberMutation,
  useGetUplineDetailsQuery,
  useListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = userCompanyApi;

export type {
  Invitation,
  InviteMemberApiArg,
  UplineDetails,
  ListMembersApiArg,
  Member,
  MemberDetails,
  MemberEvent,
  MemberEventPage,
  MemberPage,
  MemberStatus,
  MemberSummary,
} from './generated/user-company.gen';
