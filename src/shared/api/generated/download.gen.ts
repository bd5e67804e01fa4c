import { baseApi as api } from "../baseApi";
export const addTagTypes = ["download"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      createDownloadLink: build.mutation<
        CreateDownloadLinkApiResponse,
        CreateDownloadLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/download/link`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["download"],
      }),
      openDownloadLink: build.query<
        OpenDownloadLinkApiResponse,
        OpenDownloadLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/download`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["download"],
      }),
      openDownloadLinkForm: build.mutation<
        OpenDownloadLinkFormApiResponse,
        OpenDownloadLinkFormApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/download`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["download"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type CreateDownloadLinkApiResponse =
  /** status 200 A short-lived link that opens one material or one zip for one member. */ DownloadLink;
export type CreateDownloadLinkApiArg = {
  body: {
    folder_ids: string[];
    material_ids: string[];
    /** With one material: that earlier version of my original instead of the current one (its owner only). */
    version?: number;
    /** download: for the browser to save (starts within 60 s). preview: one material for a player or the PDF viewer, which asks for ranges for up to an hour. thumbnail: a small WebP of one image material, for up to an hour. */
    purpose: "download" | "preview" | "thumbnail";
  };
};
export type OpenDownloadLinkApiResponse =
  | /** status 200 The file, with the media type it was uploaded with, or a zip of a folder or selection */ Blob
  | /** status 206 The requested byte range of the file */ Blob;
export type OpenDownloadLinkApiArg = {
  token: string;
};
export type OpenDownloadLinkFormApiResponse =
  | /** status 200 The file, with the media type it was uploaded with, or a zip of a folder or selection */ Blob
  | /** status 206 The requested byte range of the file */ Blob;
export type OpenDownloadLinkFormApiArg = {
  body: {
    token: string;
  };
};
export type DownloadLink = {
  /** Path of the link (GET, or POST with the token as a form field for long selections). */
  url: string;
  /** The signed token the link carries; send it as the `token` form field to POST. */
  token: string;
  /** The link must be opened before this time. */
  expires_at: string;
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
  useCreateDownloadLinkMutation,
  useOpenDownloadLinkQuery,
  useLazyOpenDownloadLinkQuery,
  useOpenDownloadLinkFormMutation,
} = injectedRtkApi;
