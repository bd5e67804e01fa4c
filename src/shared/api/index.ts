export { baseApi, TAG_TYPES } from './baseApi';
export { baseQueryWithReauth } from './baseQuery';
export { errorDetail, errorStatus, errorToastDescription, fieldErrors } from './errors';
export type { AnyApiError, FieldError } from './errors';
export { PUBLIC_ENDPOINTS } from './public-endpoints';
export { selectTokens, sessionExpired, tokensRefreshed } from './session-events';
export type { StateWithTokens, TokenState, TokensPayload } from './session-events';
export { healthApi, useReadinessQuery } from './health';
export { useGetCurrentUserQuery, useLazyGetCurrentUserQuery, useLoginMutation, userApi } from './user';
export type { CurrentUser, LoginApiArg, Role, TokenPair } from './user';
export {
  notificationApi,
  useLazyListNotificationsQuery,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useUpdateNotificationMutation,
} from './notification';
export type { ListNotificationsApiArg, NotificationItem, NotificationPage, UpdateNotificationApiArg } from './notification';
export {
  userCompanyApi,
  useArchiveMemberMutation,
  useGetMemberHistoryQuery,
  useGetMemberQuery,
  useInviteMemberMutation,
  useListArchivedMembersQuery,
  useListMembersQuery,
  useReassignMemberMutation,
  useRestoreMemberMutation,
} from './user-company';
export type {
  ListMembersApiArg,
  Member,
  MemberDetails,
  MemberEvent,
  MemberEventPage,
  MemberPage,
  MemberStatus,
  MemberSummary,
} from './user-company';
