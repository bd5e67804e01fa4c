import { baseApi as api } from "../baseApi";
export const addTagTypes = ["material"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
  /** Search results through the whole space: the folders from the root down to the one holding the item ([] at the root). */
  path?: {
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
  /** The version every copy shows now. */
  current: boolean;
};
export type MaterialVersionList = {
  /** Newest first. */
  items: MaterialVersion[];
};
export const {
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
