import { enhancedApi } from './generated/user-company.gen';

/** The `user-company` tag: the members one can see, and one's upline (recipients of a send). */
export const userCompanyApi = enhancedApi;

export const { useListMembersQuery, useGetUplineDetailsQuery, useGetMemberQuery } = userCompanyApi;
export type { Member, MemberPage, UplineDetails } from './generated/user-company.gen';
