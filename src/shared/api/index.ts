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
  contentApi,
  useCopyOrSendContentMutation,
  useDeleteContentMutation,
  useListContentQuery,
  useListSharedContentQuery,
  useMoveContentMutation,
} from './content';
export type {
  ContentItem,
  ContentPage,
  CopyOrSendContentApiArg,
  ListContentApiArg,
  ListSharedContentApiArg,
  MoveContentApiArg,
  SharedBy,
} from './content';
export { folderApi, useCreateFolderMutation, useListFoldersQuery, useUpdateFolderMutation } from './folder';
export type { FolderChoice, FolderChoicePage } from './folder';
export { materialApi, useGetMaterialDetailsQuery, useUpdateMaterialMutation, useUploadMaterialMutation } from './material';
export type { MaterialDetails } from './material';
export { useGetMemberQuery, useGetUplineDetailsQuery, useListMembersQuery, userCompanyApi } from './user-company';
export type { Member, MemberPage, UplineDetails } from './user-company';
export { contentUrls, fetchProtected, filenameFromDisposition, uploadWithProgress } from './transfer';
export type { ProtectedFile, UploadHandle } from './transfer';
