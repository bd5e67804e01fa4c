import { baseApi as api } from "../baseApi";
export const addTagTypes = ["audit"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listAuditEntries: build.query<
        ListAuditEntriesApiResponse,
        ListAuditEntriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/audit/`,
          params: {
            member_id: queryArg.memberId,
            action: queryArg.action,
            from: queryArg["from"],
            to: queryArg.to,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["audit"],
      }),
      exportAuditEntries: build.query<
        ExportAuditEntriesApiResponse,
        ExportAuditEntriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/audit/export`,
          params: {
            member_id: queryArg.memberId,
            action: queryArg.action,
            from: queryArg["from"],
            to: queryArg.to,
          },
        }),
        providesTags: ["audit"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListAuditEntriesApiResponse =
  /** status 200 Default Response */ AuditPage;
export type ListAuditEntriesApiArg = {
  /** Entries where this member acted or was acted upon. */
  memberId?: string;
  action?:
    | "sign_in.succeeded"
    | "sign_in.failed"
    | "invitation.sent"
    | "invitation.accepted"
    | "member.archived"
    | "member.restored"
    | "member.reassigned"
    | "content.sent"
    | "content.downloaded"
    | "settings.changed"
    | "form.sent"
    | "form.signed"
    | "form.field_revealed"
    | "form.sealed_pdf_read"
    | "meeting.created"
    | "meeting.rescheduled"
    | "meeting.cancelled"
    | "material.version_published"
    | "material.version_submitted"
    | "material.version_approved"
    | "material.version_rejected"
    | "material.recalled"
    | "material.recall_undone"
    | "material.renewed"
    | "material.expired"
    | "material.record_removed"
    | "material.rules_changed"
    | "member.principal_changed";
  /** From this day (YYYY-MM-DD, UTC) or instant, inclusive. */
  from?: string;
  /** Up to this day (YYYY-MM-DD, UTC) or instant, inclusive. */
  to?: string;
  page?: number;
  size?: number;
};
export type ExportAuditEntriesApiResponse =
  /** status 200 CSV (RFC 4180), a header line first */ Blob;
export type ExportAuditEntriesApiArg = {
  /** Entries where this member acted or was acted upon. */
  memberId?: string;
  action?:
    | "sign_in.succeeded"
    | "sign_in.failed"
    | "invitation.sent"
    | "invitation.accepted"
    | "member.archived"
    | "member.restored"
    | "member.reassigned"
    | "content.sent"
    | "content.downloaded"
    | "settings.changed"
    | "form.sent"
    | "form.signed"
    | "form.field_revealed"
    | "form.sealed_pdf_read"
    | "meeting.created"
    | "meeting.rescheduled"
    | "meeting.cancelled"
    | "material.version_published"
    | "material.version_submitted"
    | "material.version_approved"
    | "material.version_rejected"
    | "material.recalled"
    | "material.recall_undone"
    | "material.renewed"
    | "material.expired"
    | "material.record_removed"
    | "material.rules_changed"
    | "member.principal_changed";
  /** From this day (YYYY-MM-DD, UTC) or instant, inclusive. */
  from?: string;
  /** Up to this day (YYYY-MM-DD, UTC) or instant, inclusive. */
  to?: string;
};
export type AuditAction =
  | "sign_in.succeeded"
  | "sign_in.failed"
  | "invitation.sent"
  | "invitation.accepted"
  | "member.archived"
  | "member.restored"
  | "member.reassigned"
  | "content.sent"
  | "content.downloaded"
  | "settings.changed"
  | "form.sent"
  | "form.signed"
  | "form.field_revealed"
  | "form.sealed_pdf_read"
  | "meeting.created"
  | "meeting.rescheduled"
  | "meeting.cancelled"
  | "material.version_published"
  | "material.version_submitted"
  | "material.version_approved"
  | "material.version_rejected"
  | "material.recalled"
  | "material.recall_undone"
  | "material.renewed"
  | "material.expired"
  | "material.record_removed"
  | "material.rules_changed"
  | "member.principal_changed";
export type Role = "admin" | "marketer" | "agent" | "client";
export type AuditEntry = {
  id: string;
  action: AuditAction;
  created_at: string;
  /** Who acted; null when the system did. */
  actor: {
    id: string;
    full_name: string;
    email: string;
    role: Role;
  } | null;
  target: {
    type: string;
    id: string | null;
    /** What it was called at the time. */
    name: string | null;
  } | null;
  detail: {
    [key: string]: any;
  };
  ip: string | null;
  user_agent: string | null;
};
export type AuditPage = {
  items: AuditEntry[];
  total: number;
  page: number;
  size: number;
  pages: number;
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
  useListAuditEntriesQuery,
  useLazyListAuditEntriesQuery,
  useExportAuditEntriesQuery,
  useLazyExportAuditEntriesQuery,
} = injectedRtkApi;
