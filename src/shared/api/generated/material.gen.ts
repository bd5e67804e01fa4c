import { baseApi as api } from "../baseApi";
export const addTagTypes = ["material"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listPendingVersions: build.query<
        ListPendingVersionsApiResponse,
        ListPendingVersionsApiArg
      >({
        query: () => ({ url: `/api/frontend/material/approvals` }),
        providesTags: ["material"],
      }),
      approveMaterialVersion: build.mutation<
        ApproveMaterialVersionApiResponse,
        ApproveMaterialVersionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/versions/${queryArg["number"]}/approve`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      rejectMaterialVersion: build.mutation<
        RejectMaterialVersionApiResponse,
        RejectMaterialVersionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/versions/${queryArg["number"]}/reject`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      recallMaterial: build.mutation<
        RecallMaterialApiResponse,
        RecallMaterialApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/recall`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      undoMaterialRecall: build.mutation<
        UndoMaterialRecallApiResponse,
        UndoMaterialRecallApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/recall`,
          method: "DELETE",
        }),
        invalidatesTags: ["material"],
      }),
      setMaterialUseUntil: build.mutation<
        SetMaterialUseUntilApiResponse,
        SetMaterialUseUntilApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/use-until`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      setMaterialRules: build.mutation<
        SetMaterialRulesApiResponse,
        SetMaterialRulesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/rules`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      exportCompanyDistribution: build.query<
        ExportCompanyDistributionApiResponse,
        ExportCompanyDistributionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/distribution/export`,
          params: {
            from: queryArg["from"],
            to: queryArg.to,
            format: queryArg.format,
          },
        }),
        providesTags: ["material"],
      }),
      getMaterialDistribution: build.query<
        GetMaterialDistributionApiResponse,
        GetMaterialDistributionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/distribution`,
          params: {
            version: queryArg.version,
            state: queryArg.state,
            page: queryArg.page,
            size: queryArg.size,
            after_id: queryArg.afterId,
            before_id: queryArg.beforeId,
          },
        }),
        providesTags: ["material"],
      }),
      exportMaterialDistributionCsv: build.query<
        ExportMaterialDistributionCsvApiResponse,
        ExportMaterialDistributionCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/distribution/csv`,
          params: {
            version: queryArg.version,
            state: queryArg.state,
          },
        }),
        providesTags: ["material"],
      }),
      exportMaterialDistributionPdf: build.query<
        ExportMaterialDistributionPdfApiResponse,
        ExportMaterialDistributionPdfApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/distribution/pdf`,
          params: {
            version: queryArg.version,
            state: queryArg.state,
          },
        }),
        providesTags: ["material"],
      }),
      listMemberHoldings: build.query<
        ListMemberHoldingsApiResponse,
        ListMemberHoldingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/engagement/holdings/${queryArg.memberId}`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            opened: queryArg.opened,
          },
        }),
        providesTags: ["material"],
      }),
      listAgentEngagement: build.query<
        ListAgentEngagementApiResponse,
        ListAgentEngagementApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/engagement/agents`,
          params: {
            page: queryArg.page,
            size: queryArg.size,
            marketer_id: queryArg.marketerId,
          },
        }),
        providesTags: ["material"],
      }),
      getEngagementSummary: build.query<
        GetEngagementSummaryApiResponse,
        GetEngagementSummaryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/engagement/summary`,
          params: {
            days: queryArg.days,
          },
        }),
        providesTags: ["material"],
      }),
      uploadMaterial: build.mutation<
        UploadMaterialApiResponse,
        UploadMaterialApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      withdrawUpload: build.mutation<
        WithdrawUploadApiResponse,
        WithdrawUploadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/withdraw`,
          method: "POST",
        }),
        invalidatesTags: ["material"],
      }),
      getMaterialDetails: build.query<
        GetMaterialDetailsApiResponse,
        GetMaterialDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/details`,
        }),
        providesTags: ["material"],
      }),
      updateMaterial: build.mutation<
        UpdateMaterialApiResponse,
        UpdateMaterialApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}`,
          method: "PATCH",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      downloadMaterial: build.query<
        DownloadMaterialApiResponse,
        DownloadMaterialApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}`,
        }),
        providesTags: ["material"],
      }),
      uploadMaterialVersion: build.mutation<
        UploadMaterialVersionApiResponse,
        UploadMaterialVersionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/versions`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["material"],
      }),
      listMaterialVersions: build.query<
        ListMaterialVersionsApiResponse,
        ListMaterialVersionsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/versions`,
        }),
        providesTags: ["material"],
      }),
      downloadMaterialVersion: build.query<
        DownloadMaterialVersionApiResponse,
        DownloadMaterialVersionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/material/${queryArg.materialId}/versions/${queryArg["number"]}`,
        }),
        providesTags: ["material"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListPendingVersionsApiResponse =
  /** status 200 Default Response */ ApprovalQueue;
export type ListPendingVersionsApiArg = void;
export type ApproveMaterialVersionApiResponse = unknown;
export type ApproveMaterialVersionApiArg = {
  materialId: string;
  number: number;
  body: {
    /** Why (required to reject): the author reads it. */
    note?: string;
  };
};
export type RejectMaterialVersionApiResponse = unknown;
export type RejectMaterialVersionApiArg = {
  materialId: string;
  number: number;
  body: {
    /** Why (required to reject): the author reads it. */
    note?: string;
  };
};
export type RecallMaterialApiResponse = unknown;
export type RecallMaterialApiArg = {
  materialId: string;
  body: {
    /** Why: every holder of a copy reads it. */
    reason: string;
  };
};
export type UndoMaterialRecallApiResponse = unknown;
export type UndoMaterialRecallApiArg = {
  materialId: string;
};
export type SetMaterialUseUntilApiResponse = unknown;
export type SetMaterialUseUntilApiArg = {
  materialId: string;
  body: {
    /** The last moment the material may be used (in the future), or null for none. */
    use_until: string | null;
  };
};
export type SetMaterialRulesApiResponse =
  /** status 200 Default Response */ DistributionRules;
export type SetMaterialRulesApiArg = {
  materialId: string;
  body: {
    /** Agents need a securities licence on file to hold it. */
    requires_license: boolean;
    /** US state codes its clients must be in (their profile state); empty: anywhere. */
    allowed_states: string[];
    /** PDF pages and images a client opens carry their name, email and the date (the stored file is unchanged). */
    watermark_clients: boolean;
  };
};
export type ExportCompanyDistributionApiResponse =
  /** status 200 CSV (RFC 4180), or a signed PDF */ Blob;
export type ExportCompanyDistributionApiArg = {
  /** Materials sent or opened from this time… */
  from: string;
  /** …until this time (exclusive). */
  to: string;
  /** csv, or pdf: the sealed report. */
  format: "csv" | "pdf";
};
export type GetMaterialDistributionApiResponse =
  /** status 200 Default Response */ Distribution;
export type GetMaterialDistributionApiArg = {
  /** Only this version: who received it, and its events. */
  version?: number;
  /** Only holders in this US state (their profile). */
  state?: string;
  page: number;
  size: number;
  /** The last person of the page before `page` (as the client has it): the page is the people after them, found without reading the ones before. An id not in this list is ignored. */
  afterId?: string;
  /** The first person of the page after `page`: the page is the people before them. Not with after_id. */
  beforeId?: string;
  materialId: string;
};
export type ExportMaterialDistributionCsvApiResponse =
  /** status 200 CSV (RFC 4180), a header line first */ Blob;
export type ExportMaterialDistributionCsvApiArg = {
  /** Only this version: who received it, and its events. */
  version?: number;
  /** Only holders in this US state (their profile). */
  state?: string;
  materialId: string;
};
export type ExportMaterialDistributionPdfApiResponse =
  /** status 200 A signed PDF */ Blob;
export type ExportMaterialDistributionPdfApiArg = {
  /** Only this version: who received it, and its events. */
  version?: number;
  /** Only holders in this US state (their profile). */
  state?: string;
  materialId: string;
};
export type ListMemberHoldingsApiResponse =
  /** status 200 Default Response */ HoldingsPage;
export type ListMemberHoldingsApiArg = {
  page: number;
  size: number;
  /** Only what they opened (yes) or have not opened yet (no). */
  opened?: "yes" | "no";
  /** The membership id. */
  memberId: string;
};
export type ListAgentEngagementApiResponse =
  /** status 200 Default Response */ AgentEngagementPage;
export type ListAgentEngagementApiArg = {
  page: number;
  size: number;
  /** Whose agents (admins); a marketer reads their own. */
  marketerId?: string;
};
export type GetEngagementSummaryApiResponse =
  /** status 200 Default Response */ EngagementSummary;
export type GetEngagementSummaryApiArg = {
  /** How far back "recently" reaches. */
  days: number;
};
export type UploadMaterialApiResponse =
  /** status 201 Default Response */ ContentItem;
export type UploadMaterialApiArg = {
  body: {
    /** Send before the file part. */
    folder_id?: string;
    file: Blob;
  };
};
export type WithdrawUploadApiResponse = unknown;
export type WithdrawUploadApiArg = {
  materialId: string;
};
export type GetMaterialDetailsApiResponse =
  /** status 200 Default Response */ MaterialDetails;
export type GetMaterialDetailsApiArg = {
  materialId: string;
};
export type UpdateMaterialApiResponse =
  /** status 200 Default Response */ ContentItem;
export type UpdateMaterialApiArg = {
  materialId: string;
  body: {
    title?: string;
    folder_id?: string | null;
    /** When the new title is taken in the folder, take the next free numbered name ("Name (2).pdf") instead of answering 409. */
    keep_both?: boolean;
  };
};
export type DownloadMaterialApiResponse =
  | /** status 200 The file, with the media type it was uploaded with */ Blob
  | /** status 206 The requested byte range of the file */ Blob;
export type DownloadMaterialApiArg = {
  materialId: string;
};
export type UploadMaterialVersionApiResponse =
  /** status 201 Default Response */ ContentItem;
export type UploadMaterialVersionApiArg = {
  materialId: string;
  body: {
    /** What changed (send before the file part). */
    note?: string;
    /** A new title; the current one is kept when absent. */
    title?: string;
    file: Blob;
  };
};
export type ListMaterialVersionsApiResponse =
  /** status 200 Default Response */ MaterialVersionList;
export type ListMaterialVersionsApiArg = {
  materialId: string;
};
export type DownloadMaterialVersionApiResponse =
  | /** status 200 The file, with the media type it was uploaded with */ Blob
  | /** status 206 The requested byte range of the file */ Blob;
export type DownloadMaterialVersionApiArg = {
  materialId: string;
  number: number;
};
export type SharedBy = {
  id: string;
  full_name: string;
};
export type PendingVersion = {
  material_id: string;
  number: number;
  title: string;
  size: number;
  content_type: string;
  sha256: string;
  note: string;
  author: SharedBy | (null | null);
  created_at: string;
  /** The version clients get now, to compare against (null: a first version). */
  previous: number | null;
};
export type ApprovalQueue = {
  /** Oldest first. */
  items: PendingVersion[];
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
export type DistributionRules = {
  /** Agents need a securities licence on file to hold it. */
  requires_license: boolean;
  /** US state codes its clients must be in (their profile state); empty: anywhere. */
  allowed_states: string[];
  /** PDF pages and images a client opens carry their name, email and the date (the stored file is unchanged). */
  watermark_clients: boolean;
};
export type VersionRecord = {
  number: number;
  sha256: string;
  /** published, pending, approved or rejected. */
  state: string;
  created_at: string;
  /** Who uploaded it. */
  author: string | null;
  /** Who approved (or rejected) it. */
  decided_by: string | null;
  decided_at: string | null;
  /** Its first send or open by a holder, from the record. */
  first_use: string | null;
  /** Its last send or open by a holder. */
  last_use: string | null;
};
export type LevelCount = {
  role: string;
  /** Holders of this role with a copy. */
  received: number;
  /** …who opened, previewed or downloaded it at least once. */
  opened: number;
  /** …who downloaded it. */
  downloaded: number;
};
export type RecipientRecord = {
  member_id: string;
  full_name: string;
  email: string;
  role: string;
  /** Their US state code (profile), or null. */
  state: string | null;
  /** Who sent them their copy (the level above). */
  sent_by: string | null;
  sent_by_id: string | null;
  /** The version their copy shows now. */
  version: number;
  received_at: string;
  view_only: boolean;
  no_resend: boolean;
  first_open: string | null;
  last_open: string | null;
  /** Opens of the page, previews and downloads. */
  opens: number;
  downloads: number;
  /** Their copy is withheld now (licence or state): since when. Null: not withheld. */
  withheld_at: string | null;
  /** Why it is withheld, in words. */
  withheld_reason: string | null;
};
export type Distribution = {
  material: {
    id: string;
    title: string;
    owner: string;
  };
  /** all: the owner and approvers see every copy; below_me: a sender sees the copies that came through them. */
  scope: "all" | "below_me";
  versions: VersionRecord[];
  /** admin → marketers → agents → clients. */
  levels: LevelCount[];
  recalls: {
    at: string;
    by: string | null;
    version: number;
  }[];
  /** When the original expired (its use-until date passed), with the version it showed. */
  expiries: {
    at: string;
    version: number;
  }[];
  people: {
    items: RecipientRecord[];
    total: number;
    page: number;
    size: number;
  };
};
export type Role = "admin" | "marketer" | "agent" | "client";
export type Holding = {
  /** Their copy (the material in their "shared with me"). */
  copy_id: string;
  /** The original it is a copy of. */
  origin_id: string;
  title: string;
  content_type: string;
  /** The version their copy shows. */
  version: number;
  received_at: string;
  /** Who sent it to them. */
  sent_by: string | null;
  view_only: boolean;
  no_resend: boolean;
  /** What keeps it from them now, most serious first. Empty: they can use it. */
  states: ("withdrawn" | "expired" | "pending" | "rejected" | "withheld")[];
  /** Why it is withheld from them (their licence or state), and what to change. */
  withheld_reason: string | null;
  /** The state of the version their copy shows. */
  version_state: ("published" | "pending" | "approved" | "rejected") | null;
  use_until: string | null;
  /** Their first open, preview or download; null: not opened yet. */
  first_open: string | null;
  last_open: string | null;
  /** Opens of the page, previews and downloads. */
  opens: number;
};
export type HoldingsPage = {
  member: {
    id: string;
    full_name: string;
    role: Role;
  };
  items: Holding[];
  total: number;
  page: number;
  size: number;
  pages: number;
};
export type Reach = {
  sent: number;
  /** …opened, previewed or downloaded at least once. */
  opened: number;
  /** …not opened yet. */
  pending: number;
};
export type AgentEngagement = {
  agent: {
    id: string;
    full_name: string;
    email: string;
  };
  materials: Reach;
  clients: Reach;
  /** The last open of those materials by the agent or one of their clients. */
  last_open: string | null;
};
export type AgentEngagementPage = {
  marketer: {
    id: string;
    full_name: string;
  };
  items: AgentEngagement[];
  total: number;
  page: number;
  size: number;
  pages: number;
};
export type MaterialReach = {
  origin_id: string;
  title: string;
  /** Members it was sent to in the period. */
  recipients: number;
  /** …of whom opened it (at any time since). */
  opened: number;
  /** opened / recipients, from 0 to 1. */
  open_rate: number;
  last_sent: string;
};
export type EngagementSummary = {
  /** The start of the period (ISO 8601); it ends now. */
  since: string;
  sent: {
    /** Materials sent in the period. */
    materials: number;
    /** Deliveries in the period (a member once per material). */
    recipients: number;
    /** …of them opened. */
    opened: number;
    /** opened / recipients; null when nothing was sent. */
    open_rate: number | null;
  };
  /** The materials sent last (up to 5). */
  recent: MaterialReach[];
  /** The highest open rates (up to 5). */
  most_opened: MaterialReach[];
  /** The lowest open rates (up to 5), none of them among the most opened. */
  least_opened: MaterialReach[];
  /** Versions waiting for an approver. */
  awaiting_approval: number;
  /** Originals whose "use until" has passed (not recalled). */
  expired: number;
  /** Originals recalled. */
  withdrawn: number;
  /** Originals whose "use until" falls within the next 14 days, soonest first (up to 10). */
  expiring: {
    origin_id: string;
    title: string;
    use_until: string;
  }[];
  expiring_total: number;
  withheld: {
    /** Copies withheld now because a holder's licence or state does not qualify. */
    copies: number;
    /** The originals with the most withheld copies (up to 5). */
    materials: {
      origin_id: string;
      title: string;
      copies: number;
    }[];
  };
};
export type ListLifecycle = {
  /** What keeps the material from use now, most serious first (as MaterialLifecycle.states). Empty: in use. */
  states: ("withdrawn" | "expired" | "pending" | "rejected")[];
  /** The state of the version shown. */
  version_state: ("published" | "pending" | "approved" | "rejected") | null;
  /** The last moment it may be used (ISO 8601), or null. */
  use_until: string | null;
  /** What the copy's sender kept from it: view_only (no download, no zip, no print), no_resend. Empty: none. */
  ceilings: ("view_only" | "no_resend")[];
};
export type ContentItem = {
  id: string;
  /** What the item is (spec: content_type). */
  type: "folder" | "material" | "intake_form";
  title: string;
  /** The containing folder; null at the root. */
  folder_id: string | null;
  /** Bytes; null for folders. */
  size: number | null;
  /** A material's media type; `intake_form` for an intake form; null for folders. */
  content_type: string | null;
  /** Intake forms only: still to fill in, or signed. */
  form_status?: "draft" | "signed";
  /** Materials only: an original (uploaded here), a copy that follows its original, or a copy made before copies were linked whose original is unknown. */
  link?: "origin" | "copy" | "unlinked";
  /** Materials only: the version shown. */
  version?: number;
  /** Materials only: a copy whose version changed since its holder last opened it. */
  updated?: boolean;
  /** own materials, or shared with me */
  space: "own" | "shared";
  shared_by: SharedBy | (null | null);
  created_at: string;
  updated_at: string;
  lifecycle?: ListLifecycle;
  /** Search results through the whole space: the folders from the root down to the one holding the item ([] at the root). */
  path?: {
    id: string;
    title: string;
  }[];
};
export type MaterialLifecycle = {
  /** What keeps the material from use now, most serious first: withdrawn (recalled), expired (its use-until date passed), pending or rejected (the version shown is not approved), withheld (its holder no longer qualifies: licence or state). Empty: in use. */
  states: ("withdrawn" | "expired" | "pending" | "rejected" | "withheld")[];
  /** Why the copy is withheld from its holder, and what brings it back. */
  withheld_reason: string | null;
  /** The state of the version shown (null: an unlinked copy). */
  version_state: ("published" | "pending" | "approved" | "rejected") | null;
  /** Who approved the version shown (approval on). */
  approved_by: string | null;
  /** When. */
  approved_at: string | null;
  /** The last moment it may be used (ISO 8601), or null. */
  use_until: string | null;
  /** When it was recalled, or null. */
  withdrawn_at: string | null;
  /** Why, as the person who recalled it said. */
  withdrawn_reason: string | null;
  /** Whether the member may open, preview and download it now. */
  may_open: boolean;
  /** Whether the member may recall it (or undo a recall) and change its use-until date. */
  may_recall: boolean;
  /** Whether the member may download, zip or print it (not a view-only copy). */
  may_download: boolean;
  /** Whether the member may send it on (not a no-re-send copy). */
  may_send: boolean;
  /** Why this copy allows less (view only, no re-send), in words. */
  ceiling_reason: string | null;
  rules: DistributionRules;
  /** Whether the member may change the rules (its owner or an approver). */
  may_set_rules: boolean;
  /** What the member opens carries their name, email and the date (a client, a PDF or image marked "watermark for clients"): read it whole, not by byte ranges. */
  watermarked: boolean;
};
export type MaterialDetails = {
  id: string;
  /** What the item is (spec: content_type). */
  type: "folder" | "material" | "intake_form";
  title: string;
  /** The containing folder; null at the root. */
  folder_id: string | null;
  /** Bytes; null for folders. */
  size: number | null;
  /** A material's media type; `intake_form` for an intake form; null for folders. */
  content_type: string | null;
  /** Intake forms only: still to fill in, or signed. */
  form_status?: "draft" | "signed";
  /** Materials only: an original (uploaded here), a copy that follows its original, or a copy made before copies were linked whose original is unknown. */
  link?: "origin" | "copy" | "unlinked";
  /** Materials only: the version shown. */
  version?: number;
  /** Materials only: a copy whose version changed since its holder last opened it. */
  updated?: boolean;
  /** own materials, or shared with me */
  space: "own" | "shared";
  shared_by: SharedBy | (null | null);
  created_at: string;
  updated_at: string;
  sha256: string;
  /** Folders from the root down. */
  path: {
    id: string;
    title: string;
  }[];
  lifecycle: MaterialLifecycle;
};
export type MaterialVersion = {
  number: number;
  /** The title when this version was uploaded. */
  title: string;
  size: number;
  content_type: string;
  sha256: string;
  /** published: live at once (no approval in this company). */
  state: "published" | "pending" | "approved" | "rejected";
  /** What changed, as its author said. */
  note: string;
  /** Who uploaded it (null once removed). */
  author: SharedBy | (null | null);
  created_at: string;
  /** The version the original shows now. */
  current: boolean;
  /** Who approved or rejected it. */
  decided_by: SharedBy | (null | null);
  decided_at: string | null;
  /** The approver's note. */
  decision_note: string | null;
};
export type MaterialVersionList = {
  /** Newest first. */
  items: MaterialVersion[];
};
export const {
  useListPendingVersionsQuery,
  useLazyListPendingVersionsQuery,
  useApproveMaterialVersionMutation,
  useRejectMaterialVersionMutation,
  useRecallMaterialMutation,
  useUndoMaterialRecallMutation,
  useSetMaterialUseUntilMutation,
  useSetMaterialRulesMutation,
  useExportCompanyDistributionQuery,
  useLazyExportCompanyDistributionQuery,
  useGetMaterialDistributionQuery,
  useLazyGetMaterialDistributionQuery,
  useExportMaterialDistributionCsvQuery,
  useLazyExportMaterialDistributionCsvQuery,
  useExportMaterialDistributionPdfQuery,
  useLazyExportMaterialDistributionPdfQuery,
  useListMemberHoldingsQuery,
  useLazyListMemberHoldingsQuery,
  useListAgentEngagementQuery,
  useLazyListAgentEngagementQuery,
  useGetEngagementSummaryQuery,
  useLazyGetEngagementSummaryQuery,
  useUploadMaterialMutation,
  useWithdrawUploadMutation,
  useGetMaterialDetailsQuery,
  useLazyGetMaterialDetailsQuery,
  useUpdateMaterialMutation,
  useDownloadMaterialQuery,
  useLazyDownloadMaterialQuery,
  useUploadMaterialVersionMutation,
  useListMaterialVersionsQuery,
  useLazyListMaterialVersionsQuery,
  useDownloadMaterialVersionQuery,
  useLazyDownloadMaterialVersionQuery,
} = injectedRtkApi;
