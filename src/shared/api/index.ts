export { baseApi, TAG_TYPES } from './baseApi';
export { baseQueryWithReauth } from './baseQuery';
export { errorDetail, errorStatus, errorToastDescription, fieldErrors } from './errors';
export type { AnyApiError, FieldError } from './errors';
export { PUBLIC_ENDPOINTS } from './public-endpoints';
export { selectTokens, sessionExpired, tokensRefreshed } from './session-events';
export type { StateWithTokens, TokenState, TokensPayload } from './session-events';
export { healthApi, useReadinessQuery } from './health';
export {
  useApplyEmailChangeMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useGetCurrentUserQuery,
  useGetInvitationDetailsQuery,
  useLazyGetCurrentUserQuery,
  useLoginMutation,
  useRefreshTokenMutation,
  useRequestEmailChangeMutation,
  useRequestPasswordResetMutation,
  useSignUpMutation,
  useUpdateCurrentUserMutation,
  useUploadAvatarMutation,
  userApi,
} from './user';
export type { CurrentUser, InvitationDetails, LoginApiArg, Role, SignUpApiArg, TokenPair, UpdateCurrentUserApiArg } from './user';
export { companyApi, useGetCompanyQuery, useRegisterCompanyMutation, useUpdateCompanyMutation } from './company';
export type { Company, RegisterCompanyApiArg, UpdateCompanyApiArg } from './company';
export { devApi, useListOutboxQuery } from './dev';
export type { OutboxMessage } from './dev';
export {
  useGetUplineDetailsQuery,
  useInviteMemberMutation,
  useListInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  userCompanyApi,
} from './user-company';
export type { Invitation, InviteMemberApiArg, UplineDetails } from './user-company';
export {
  notificationApi,
  useLazyListNotificationsQuery,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useUpdateNotificationMutation,
} from './notification';
export type { ListNotificationsApiArg, NotificationItem, NotificationPage, UpdateNotificationApiArg } from './notification';
