import { baseApi as api } from "../baseApi";
export const addTagTypes = ["content"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listContent: build.query<ListContentApiResponse, ListContentApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/content/`,
          params: {
            folder_id: queryArg.folderId,
            title: queryArg.title,
            type: queryArg["type"],
            sort: queryArg.sort,
            page: queryArg.page,
            size: queryArg.size,
            after_id: queryArg.afterId,
            before_id: queryArg.beforeId,
          },
        }),
        providesTags: ["content"],
      }),
      listSharedContent: build.query<
        ListSharedContentApiResponse,
        ListSharedContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/content/shared`,
          params: {
            invited_by_id: queryArg.invitedById,
            folder_id: queryArg.folderId,
            title: queryArg.title,
            content_type: queryArg.contentType,
            type: queryArg["type"],
            sent_to_id: queryArg.sentToId,
            sort: queryArg.sort,
            page: queryArg.page,
            size: queryArg.size,
            after_id: queryArg.afterId,
            before_id: queryArg.beforeId,
          },
        }),
        providesTags: ["content"],
      }),
      moveContent: build.mutation<MoveContentApiResponse, MoveContentApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/content/move`,
          method: "PUT",
          body: queryArg.body,
        }),
        invalidatesTags: ["content"],
      }),
      copyOrSendContent: build.mutation<
        CopyOrSendContentApiResponse,
        CopyOrSendContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/content/copy/send`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["content"],
      }),
      checkSendContent: build.mutation<
        CheckSendContentApiResponse,
        CheckSendContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/content/copy/send/check`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["content"],
      }),
      deleteContent: build.mutation<
        DeleteContentApiResponse,
        DeleteContentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/content/delete`,
          method: "DELETE",
          body: queryArg.body,
        }),
        invalidatesTags: ["content"],
      }),
      downloadSelection: build.mutation<
        DownloadSelectionApiResponse,
        DownloadSelectionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/content/download`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["content"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListContentApiResponse =
  /** status 200 Default Response */ ContentPage;
export type ListContentApiArg = {
  folderId?: string;
  title?: string;
  /** Only items of this kind: folder, material or intake_form (intake forms are only in the shared space). */
  type?: "folder" | "material" | "intake_form";
  /** Folders first, then intake forms, then materials, by name, by date (last change) or by size (folders and forms by name); a leading "-" sorts descending. */
  sort?: "name" | "-name" | "date" | "-date" | "size" | "-size";
  page: number;
  size: number;
  /** The last item of the page before `page` (as the client has it): the page is the items after it, found without skipping the ones before. An id that is not in this list is ignored. */
  afterId?: string;
  /** The first item of the page after `page`: the page is the items before it. Not with after_id. */
  beforeId?: string;
};
export type ListSharedContentApiResponse =
  /** status 200 Default Response */ ContentPage;
export type ListSharedContentApiArg = {
  /** Only what this member sent. */
  invitedById?: string;
  folderId?: string;
  title?: string;
  /** e.g. application/pdf, or image for every image type; intake_form for intake forms only. */
  contentType?: string;
  /** Only items of this kind: folder, material or intake_form (intake forms are only in the shared space). */
  type?: "folder" | "material" | "intake_form";
  /** Instead: what I sent this member, as it is in their "shared with me" (their copies). */
  sentToId?: string;
  /** Folders first, then intake forms, then materials, by name, by date (last change) or by size (folders and forms by name); a leading "-" sorts descending. */
  sort?: "name" | "-name" | "date" | "-date" | "size" | "-size";
  page: number;
  size: number;
  /** The last item of the page before `page` (as the client has it): the page is the items after it, found without skipping the ones before. An id that is not in this list is ignored. */
  afterId?: string;
  /** The first item of the page after `page`: the page is the items before it. Not with after_id. */
  beforeId?: string;
};
export type MoveContentApiResponse =
  /** status 200 Default Response */ MoveResult;
export type MoveContentApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
    target_folder_id: string | null;
  };
};
export type CopyOrSendContentApiResponse =
  /** status 200 Default Response */ CopyResult;
export type CopyOrSendContentApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
    target_folder_id?: string | null;
    /** Send to these members instead of copying. */
    recipient_ids?: string[];
    /** The copies may be previewed in the app only (no download, zip or print). A copy of a view-only copy is view only whatever this says. */
    view_only?: boolean;
    /** The recipients cannot send the copies on. A copy of a no-re-send copy cannot be sent at all. */
    no_resend?: boolean;
    /** Tell me (a live notification) when each recipient first opens what they received. */
    notify_open?: boolean;
  };
};
export type CheckSendContentApiResponse =
  /** status 200 Default Response */ SendCheck;
export type CheckSendContentApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
    /** The members the send would go to. */
    recipient_ids: string[];
  };
};
export type DeleteContentApiResponse =
  /** status 200 Default Response */ DeleteResult;
export type DeleteContentApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
  };
};
export type DownloadSelectionApiResponse =
  /** status 200 A zip of the selection */ Blob;
export type DownloadSelectionApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
  };
};
export type SharedBy = {
  id: string;
  full_name: string;
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
export type ContentPage = {
  items: ContentItem[];
  total: number;
  page: number;
  size: number;
  pages: number;
  /** With folder_id: the folders from the root down to the open folder (itself last). */
  folder_path?: {
    id: string;
    title: string;
  }[];
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
export type MoveResult = {
  moved: number;
};
export type CopyResult = {
  /** How many copies were made (one per recipient). */
  copies: number;
};
export type SendCheck = {
  /** Why the send could not go, as the send itself would answer; empty: it can. */
  refusals: {
    /** The recipient it is about; null: about the selection itself (for everyone). */
    recipient_id: string | null;
    reason: string;
  }[];
};
export type DeleteResult = {
  folders: number;
  materials: number;
};
export const {
  useListContentQuery,
  useLazyListContentQuery,
  useListSharedContentQuery,
  useLazyListSharedContentQuery,
  useMoveContentMutation,
  useCopyOrSendContentMutation,
  useCheckSendContentMutation,
  useDeleteContentMutation,
  useDownloadSelectionMutation,
} = injectedRtkApi;
