import { enhancedApi } from './generated/user-company.gen';

/** The `user-company` tag: members of my company and the invitations I sent. */
export const userCompanyApi = enhancedApi;

export const {
  useGetUplineDetailsQuery,
  useInviteMemberMutation,
  useListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = userCompanyApi;
export type { Invitation, InviteMemberApiArg, UplineDetails } from './generated/user-company.gen';
