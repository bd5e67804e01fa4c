import { enhancedApi } from './generated/user-company.gen';

/** The `user-company` tag: members of my company and the invitations I sent. */
export const userCompanyApi = enhancedApi;

export const {
  useInviteMemberMutation,
  useListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} = userCompanyApi;
export type { Invitation, InviteMemberApiArg } from './generated/user-company.gen';
