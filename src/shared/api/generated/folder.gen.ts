import { baseApi as api } from "../baseApi";
export const addTagTypes = ["folder"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listFolders: build.query<ListFoldersApiResponse, ListFoldersApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/folder/`,
          params: {
            exclude_id: queryArg.excludeId,
            title: queryArg.title,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["folder"],
      }),
      createFolder: build.mutation<CreateFolderApiResponse, CreateFolderApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/folder/`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["folder"],
        },
      ),
      updateFolder: build.mutation<UpdateFolderApiResponse, UpdateFolderApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/folder/${queryArg.folderId}`,
            method: "PATCH",
            body: queryArg.body,
          }),
          invalidatesTags: ["folder"],
        },
      ),
      downloadFolder: build.query<
        DownloadFolderApiResponse,
        DownloadFolderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/folder/${queryArg.folderId}`,
        }),
        providesTags: ["folder"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type ListFoldersApiResponse =
  /** status 200 Default Response */ FolderChoicePage;
export type ListFoldersApiArg = {
  /** Leave out this folder and everything below it. */
  excludeId?: string;
  title?: string;
  page: number;
  size: number;
};
export type CreateFolderApiResponse =
  /** status 201 Default Response */ ContentItem;
export type CreateFolderApiArg = {
  body: {
    title: string;
    folder_id?: string | null;
  };
};
export type UpdateFolderApiResponse =
  /** status 200 Default Response */ ContentItem;
export type UpdateFolderApiArg = {
  folderId: string;
  body: {
    title?: string;
    folder_id?: string | null;
    /** When the new title is taken in the folder, take the next free numbered name ("Name (2).pdf") instead of answering 409. */
    keep_both?: boolean;
  };
};
export type DownloadFolderApiResponse =
  /** status 200 A zip of the folder */ Blob;
export type DownloadFolderApiArg = {
  folderId: string;
};
export type FolderChoice = {
  id: string;
  title: string;
  parent_id: string | null;
  path: string[];
};
export type FolderChoicePage = {
  items: FolderChoice[];
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
export const {
  useListFoldersQuery,
  useLazyListFoldersQuery,
  useCreateFolderMutation,
  useUpdateFolderMutation,
  useDownloadFolderQuery,
  useLazyDownloadFolderQuery,
} = injectedRtkApi;
