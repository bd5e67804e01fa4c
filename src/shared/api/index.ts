export { baseApi, TAG_TYPES } from './baseApi';
export { baseQueryWithReauth } from './baseQuery';
export type { QueryArgs } from './baseQuery';
export type { UploadArgs } from './upload-args';
export { errorDetail, errorStatus, errorToastDescription, fieldErrors } from './errors';
export type { AnyApiError, FieldError } from './errors';
export { PUBLIC_ENDPOINTS } from './public-endpoints';
export { companyChanged, selectTokens, sessionExpired, tokensRefreshed } from './session-events';
export type { StateWithTokens, TokenState, TokensPayload } from './session-events';
export { healthApi, useReadinessQuery } from './health';
export {
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useLoginMutation,
  useRefreshTokenMutation,
  useSignOutEverywhereMutation,
  userApi,
} from './user';
export {
  accountApi,
  useApplyEmailChangeMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useGetInvitationDetailsQuery,
  useRequestEmailChangeMutation,
  useRequestPasswordResetMutation,
  useSignUpMutation,
  useUpdateCurrentUserMutation,
  useUploadAvatarMutation,
} from './account';
export type { CurrentUser, InvitationDetails, LoginApiArg, Role, SignUpApiArg, TokenPair, UpdateCurrentUserApiArg } from './user';
export {
  companyApi,
  useDeleteCompanyLogoMutation,
  useGetCompanyQuery,
  useGetRegistrationDetailsQuery,
  useRegisterCompanyMutation,
  useUpdateCompanyMutation,
  useUploadCompanyLogoMutation,
} from './company';
export type { Company, RegisterCompanyApiArg, UpdateCompanyApiArg } from './company';
export { auditApi, useLazyExportAuditEntriesQuery, useListAuditEntriesQuery } from './audit';
export type { AuditAction, AuditEntry, AuditPage, ListAuditEntriesApiArg } from './audit';
export { devApi, useListMailSamplesQuery, useListOutboxQuery } from './dev';
export type { ListMailSamplesApiResponse, OutboxMessage } from './dev';
export {
  useCancelMeetingRoomMutation,
  useGenerateMeetingRoomMutation,
  useGetMeetingRoomQuery,
  useLazyGetMeetingIceServersQuery,
  useListMeetingRoomsQuery,
  useRescheduleMeetingRoomMutation,
} from './meeting';
export type { IceServers, MeetingRoom, MeetingRoomDetail } from './meeting';
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
  useGetUplineDetailsQuery,
  useInviteMemberMutation,
  useListArchivedMembersQuery,
  useListInvitationsQuery,
  useListMembersQuery,
  useMarkPrincipalMutation,
  useReassignMemberMutation,
  useResendInvitationMutation,
  useRestoreMemberMutation,
  useRevokeInvitationMutation,
} from './user-company';
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
} from './user-company';
export {
  contentApi,
  useCopyOrSendContentMutation,
  useDeleteContentMutation,
  useListContentQuery,
  useListSharedContentQuery,
  useMoveContentMutation,
  useCheckSendContentMutation,
} from './content';
export { downloadLinkHref, useCreateDownloadLinkMutation } from './download-link';
export type { CreateDownloadLinkApiArg, DownloadLink } from './download-link';
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
export {
  materialApi,
  useGetMaterialDetailsQuery,
  useListMaterialVersionsQuery,
  useUpdateMaterialMutation,
  useUploadMaterialMutation,
  useUploadMaterialVersionMutation,
  useWithdrawUploadMutation,
  useListPendingVersionsQuery,
  useApproveMaterialVersionMutation,
  useRejectMaterialVersionMutation,
  useRecallMaterialMutation,
  useUndoMaterialRecallMutation,
  useSetMaterialUseUntilMutation,
  useSetMaterialRulesMutation,
  useGetMaterialDistributionQuery,
  useListMemberHoldingsQuery,
  useListAgentEngagementQuery,
  useGetEngagementSummaryQuery,
} from './material';
export type {
  AgentEngagement,
  EngagementSummary,
  Holding,
  MaterialReach,
  Reach,
  Distribution,
  RecipientRecord,
  DistributionRules,
  ListLifecycle,
  MaterialDetails,
  MaterialLifecycle,
  MaterialVersion,
  PendingVersion,
} from './material';
export { fetchFile, filenameFromDisposition, uploadForm, useFetchFile, useUploadForm } from './transfer';
export type { FileRequest, ProtectedFile, UploadHandle, UploadRequest } from './transfer';
export { resumableHttpStack, resumableUploadsEndpoint, useResumableHttpStack } from './resumable-transport';
export {
  intakeFormApi,
  intakeFormTemplateApi,
  useGetIntakeFormDetailsQuery,
  useIntakeFormSignatureUrlQuery,
  useArchiveFormTemplateMutation,
  useCreateFormTemplateMutation,
  useListFormTemplatesQuery,
  useListIntakeFormsQuery,
  useRevealIntakeFormAnswerMutation,
  useRestoreFormTemplateMutation,
  useUpdateFormTemplateMutation,
  useSendIntakeFormMutation,
  useSignIntakeFormMutation,
  useUpdateIntakeFormMutation,
  useVerifyIntakeFormPdfMutation,
  useCountersignIntakeFormMutation,
  useSendIntakeFormToClientMutation,
  useUploadPdfFormTemplateMutation,
  useUpdatePdfFormTemplateMutation,
} from './intake-form';
export type {
  AnswerValue,
  FormDetails,
  FormEvent,
  FormField,
  FormSection,
  FormSummary,
  FormTemplate,
  PdfFormField,
  PdfRect,
  FormVerification,
  SendIntakeFormApiArg,
} from './intake-form';
export {
  allows,
  COMPANY_ACTIONS,
  COMPANY_POLICY,
  approvesMaterials,
  MATERIAL_POLICY,
  mayOnMaterial,
  downlineRole,
  invitableRoles,
  listedRoles,
  mayInCompany,
  mayOpenList,
  POLICY,
  ROLES,
  ruleOf,
  UPLINE_ROLE,
  uplineFilterRole,
} from './policy';
export type { CompanyAction, ListPage, PolicyAction, PolicyTarget, PolicyViewer } from './policy';
export {
  answerProblem,
  BIRTH_DATE_EARLIEST,
  displayAnswer,
  FIELD_FORMATS,
  FIELD_KEY,
  isEmptyAnswer,
  keyFromLabel,
  latestToday,
  maskValue,
  PARTIAL_DATE,
  REQUIRED,
  sameSignerName,
  signerNameMismatch,
  uniqueKey,
  US_STATE_CODES,
  PDF_FIELD_FORMATS,
  PDF_FIELD_KINDS,
  pdfFieldProblem,
  US_STATE_OPTIONS,
} from './form-fields';
export type { FieldFormat } from './form-fields';
export { CLIENT_MESSAGE_CHECKS, SERVER_MESSAGE_CHECKS } from './realtime';
export type {
  IceCandidate,
  LobbyEntry,
  Participant,
  RealtimeClientPayloads,
  RealtimeServerPayloads,
  SessionDescription,
} from './realtime';
export { isPlainText, typedTextProblem } from './plain-text';
export { ROUTES, routeLink } from './routes';
export type { RouteName } from './routes';
export {
  mailApi,
  useGetCompanyMailDefaultsQuery,
  useGetMailPreferencesQuery,
  useReadUnsubscribeQuery,
  useUnsubscribeMutation,
  useUpdateCompanyMailDefaultsMutation,
  useUpdateMailPreferencesMutation,
} from './mail';
export type { CompanyMailDefaults, MailPreferences, MailPreferencesUpdate, UnsubscribeResult } from './mail';
export { DIGEST_FREQUENCIES, MAIL_CHANNELS, MAIL_KINDS, MAIL_KIND_LABELS, isEssential } from './mail';
export type { DigestFrequency, MailChannel, MailKind } from './mail';
